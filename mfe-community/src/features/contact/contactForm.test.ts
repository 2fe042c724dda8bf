import { SUBJECT_OPTIONS } from '../../shared/contactSubjects';
import { type ContactValues, EMPTY_CONTACT, validateContact } from './contactForm';

const valid: ContactValues = {
  name: ' Laura Gómez ',
  email: 'laura@example.com ',
  subject: 'educador',
  message: '  Quisiera usar los cuentos en mi clase de tercero.  ',
};

describe('validateContact (spec section 5: all four fields required)', () => {
  it('sends trimmed values', () => {
    expect(validateContact(valid)).toEqual({
      ok: true,
      request: { name: 'Laura Gómez', email: 'laura@example.com', subject: 'educador', message: 'Quisiera usar los cuentos en mi clase de tercero.' },
    });
  });

  it('reports every missing field (the "Campos requeridos" case)', () => {
    expect(validateContact(EMPTY_CONTACT)).toEqual({
      ok: false,
      missingRequired: true,
      errors: {
        name: 'Este campo es obligatorio',
        email: 'Este campo es obligatorio',
        subject: 'Este campo es obligatorio',
        message: 'Este campo es obligatorio',
      },
    });
    expect(validateContact({ ...valid, message: '   ' })).toMatchObject({ ok: false, missingRequired: true });
  });

  it('reports filled but invalid fields under them', () => {
    expect(validateContact({ name: 'L', email: 'laura@', subject: 'jefe', message: 'Hola' })).toEqual({
      ok: false,
      missingRequired: false,
      errors: {
        name: 'El nombre debe tener entre 2 y 80 caracteres',
        email: 'Escribe un correo electrónico válido',
        subject: 'Elige una de las opciones',
        message: 'El mensaje debe tener entre 10 y 2000 caracteres',
      },
    });
  });
});

describe('SUBJECT_OPTIONS', () => {
  it('offers the five subjects of the spec, in order, with Spanish labels', () => {
    expect(SUBJECT_OPTIONS.map((option) => option.value)).toEqual(['padre', 'educador', 'prensa', 'distribuidor', 'otro']);
    for (const option of SUBJECT_OPTIONS) expect(option.label).toMatch(/^[A-ZÁÉÍÓÚ]/);
  });
});
