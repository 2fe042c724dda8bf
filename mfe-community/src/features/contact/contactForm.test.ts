import { CONTACT_RULES, CONTACT_RULES as R, emptyValues, formProblems } from '@universo/contracts';
import { missingRequired } from '../../shared/missingRequired';
import { CONTACT_TOASTS, contactRequest, type ContactValues } from './contactForm';

const valid: ContactValues = { name: ' Laura ', email: ' laura@example.com ', subject: 'educador', message: ' Quiero llevar los cuentos a mi clase. ' };

describe('the contact form (spec section 5: all four fields required)', () => {
  it('sends the trimmed values', () => {
    expect(formProblems(CONTACT_RULES, valid)).toEqual({});
    expect(contactRequest(valid)).toEqual({ name: 'Laura', email: 'laura@example.com', subject: 'educador', message: 'Quiero llevar los cuentos a mi clase.' });
  });

  it('an empty form misses every field: the spec’s toast', () => {
    const problems = formProblems(CONTACT_RULES, emptyValues(CONTACT_RULES));
    expect(Object.keys(problems)).toEqual(['name', 'email', 'subject', 'message']);
    expect(missingRequired(CONTACT_RULES, Object.fromEntries(Object.entries(problems).map(([field, message]) => [field, { message }])))).toBe(true);
    expect(CONTACT_TOASTS.missing).toEqual({ title: 'Campos requeridos', description: 'Por favor completa todos los campos.' });
  });

  it('says what is wrong with each filled field, with the service’s messages', () => {
    const problems = formProblems(CONTACT_RULES, { name: 'L', email: 'laura@', subject: 'jefe', message: 'Hola' });
    expect(Object.values(problems)).toEqual([R.name.minLength.message, R.email.invalid, R.subject.invalid, R.message.minLength.message]);
    expect([R.name.minLength.message, R.email.invalid]).toEqual(['El nombre debe tener entre 2 y 80 caracteres', 'El correo no es válido']);
    expect(formProblems(CONTACT_RULES, { ...valid, name: 'Laura\nPérez' })).toEqual({
      name: 'El nombre debe ser una sola línea de texto, sin caracteres especiales',
    });
  });
});
