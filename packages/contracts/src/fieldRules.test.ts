import { ACCOUNT_EMAIL_RULE, ACCOUNT_PASSWORD_RULE, LOGIN_RULES, NEW_PASSWORD_RULE, REGISTER_AGE_MESSAGE, REGISTER_RULES } from './accountRules';
import { emptyValues, fieldProblem, formProblems, isPlausibleEmail, textLength, wholeNumberOf } from './fieldRules';
import { PASSWORD_MIN_MESSAGE } from './passwordRules';
import { CONTACT_RULES } from './publicFormRules';

describe('fieldProblem: one rule for the form and the service', () => {
  it('text: required after trimming, then the length in code points, then the pattern', () => {
    const rule = REGISTER_RULES.username;
    expect(fieldProblem(rule, '   ')).toBe('El nombre de usuario es obligatorio');
    expect(fieldProblem(rule, ' ab ')).toBe('El nombre de usuario debe tener al menos 3 caracteres');
    expect(fieldProblem(rule, 'a'.repeat(31))).toBe('El nombre de usuario puede tener como máximo 30 caracteres');
    expect(fieldProblem(rule, 'ana maría')).toBe('El nombre de usuario solo puede tener letras, números, puntos, guiones y guiones bajos');
    expect(fieldProblem(rule, ' maría_2 ')).toBeUndefined();
    expect(textLength('niño')).toBe(4);
    expect(textLength('😀')).toBe(1);
  });

  it('a password is not trimmed, and keeps the spec’s message', () => {
    expect(fieldProblem(NEW_PASSWORD_RULE, '')).toBe('La contraseña es obligatoria');
    expect(fieldProblem(NEW_PASSWORD_RULE, '1234')).toBe(PASSWORD_MIN_MESSAGE);
    expect(fieldProblem(NEW_PASSWORD_RULE, ' 1234 ')).toBeUndefined();
    expect(PASSWORD_MIN_MESSAGE).toBe('Mínimo 6 caracteres');
    expect(fieldProblem(NEW_PASSWORD_RULE, 'x'.repeat(129))).toBe(NEW_PASSWORD_RULE.maxLength.message);
  });

  it('e-mail: required, at most 254, then plausible', () => {
    expect(fieldProblem(ACCOUNT_EMAIL_RULE, ' ')).toBe('El correo es obligatorio');
    expect(fieldProblem(ACCOUNT_EMAIL_RULE, `${'a'.repeat(250)}@b.co`)).toBe('El correo es demasiado largo');
    expect(fieldProblem(ACCOUNT_EMAIL_RULE, 'no-es-correo')).toBe('El correo no es válido');
    expect(fieldProblem(ACCOUNT_EMAIL_RULE, ' ana@correo.co ')).toBeUndefined();
    expect(isPlausibleEmail('ana @correo.co')).toBe(false);
  });

  it('whole numbers: digits only, inside the range (spec: registration age 6 to 10)', () => {
    for (const age of ['6', '10', ' 8 ']) expect(fieldProblem(REGISTER_RULES.age, age)).toBeUndefined();
    for (const age of ['5', '11', '7.5', '-7', 'siete', '1e1', '']) expect(fieldProblem(REGISTER_RULES.age, age)).toBe(REGISTER_AGE_MESSAGE);
    expect(REGISTER_AGE_MESSAGE).toBe('La edad debe ser entre 6 y 10 años');
    expect(wholeNumberOf(' 8 ')).toBe(8);
    expect(wholeNumberOf('8.0')).toBeUndefined();
  });

  it('choices and consents', () => {
    const choice = { kind: 'choice', required: 'Elige', options: ['padre', 'otro'], invalid: 'No es una opción' } as const;
    expect(fieldProblem(choice, '')).toBe('Elige');
    expect(fieldProblem(choice, 'tío')).toBe('No es una opción');
    expect(fieldProblem(choice, 'otro')).toBeUndefined();
    expect(fieldProblem(REGISTER_RULES.privacyAccepted, false)).toBe(REGISTER_RULES.privacyAccepted.required);
    expect(fieldProblem(REGISTER_RULES.privacyAccepted, true)).toBeUndefined();
  });

  it('login only requires both fields; the password dialog says why it asks', () => {
    expect(formProblems(LOGIN_RULES, { email: ' ', password: '' })).toEqual({ email: 'El correo es obligatorio', password: 'La contraseña es obligatoria' });
    expect(formProblems(LOGIN_RULES, { email: 'no-es-correo', password: ' x ' })).toEqual({});
    expect(fieldProblem(ACCOUNT_PASSWORD_RULE, '')).toBe('Escribe tu contraseña para confirmar');
  });
});

describe('emptyValues', () => {
  it('gives every field of the rules, in their order, blank', () => {
    expect(Object.entries(emptyValues(CONTACT_RULES))).toEqual([
      ['name', ''],
      ['email', ''],
      ['subject', ''],
      ['message', ''],
    ]);
  });
});
