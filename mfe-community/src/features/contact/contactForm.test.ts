import { CONTACT_RULES, formProblems } from '@universo/contracts';
import { missingRequired } from '../../shared/missingRequired';
import { CONTACT_TOASTS, contactRequest, type ContactValues, EMPTY_CONTACT } from './contactForm';

const valid: ContactValues = { name: ' Laura ', email: ' laura@example.com ', subject: 'educador', message: ' Quiero llevar los cuentos a mi clase. ' };

describe('the contact form (spec section 5: all four fields required)', () => {
  it('sends the trimmed values', () => {
    expect(formProblems(CONTACT_RULES, valid)).toEqual({});
    expect(contactRequest(valid)).toEqual({ name: 'Laura', email: 'laura@example.com', subject: 'educador', message: 'Quiero llevar los cuentos a mi clase.' });
  });

  it('an empty form misses every field: the spec’s toast', () => {
    const problems = formProblems(CONTACT_RULES, EMPTY_CONTACT);
    expect(Object.keys(problems)).toEqual(['name', 'email', 'subject', 'message']);
    expect(missingRequired(CONTACT_RULES, Object.fromEntries(Object.entries(problems).map(([field, message]) => [field, { message }])))).toBe(true);
    expect(CONTACT_TOASTS.missing).toEqual({ title: 'Campos requeridos', description: 'Por favor completa todos los campos.' });
  });

  it('says what is wrong with each filled field, with the service’s messages', () => {
    expect(formProblems(CONTACT_RULES, { name: 'L', email: 'laura@', subject: 'jefe', message: 'Hola' })).toEqual({
      name: 'El nombre debe tener entre 2 y 80 caracteres',
      email: 'El correo no es válido',
      subject: 'El asunto debe ser uno de: padre, educador, prensa, distribuidor u otro',
      message: 'El mensaje debe tener entre 10 y 2000 caracteres',
    });
  });
});
