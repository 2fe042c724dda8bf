import { COMMON_PASSWORD_MESSAGE, PRIVACY_NOTICE_VERSION } from '@universo/contracts';
import {
  ADULT_CONFIRMATION_MESSAGE,
  AGE_ERROR,
  EMAIL_MESSAGE,
  parseRegisterAge,
  PASSWORD_MESSAGE,
  PRIVACY_MESSAGE,
  REQUIRED_MESSAGE,
  USERNAME_MESSAGE,
  validateLogin,
  validateRegister,
  type RegisterValues,
} from './validation';

describe('validateLogin', () => {
  it('requires email and password', () => {
    expect(validateLogin({ email: ' ', password: '' })).toEqual({
      ok: false,
      errors: { email: REQUIRED_MESSAGE, password: REQUIRED_MESSAGE },
    });
  });

  it('trims the email but not the password', () => {
    expect(validateLogin({ email: ' ana@correo.co ', password: ' clave ' })).toEqual({
      ok: true,
      request: { email: 'ana@correo.co', password: ' clave ' },
    });
  });
});

describe('parseRegisterAge', () => {
  it.each([
    ['6', 6],
    ['10', 10],
    [' 8 ', 8],
  ])('accepts %p', (text, age) => expect(parseRegisterAge(text)).toBe(age));

  it.each(['5', '11', '7.5', '-7', 'siete', '', '1e1'])('rejects %p', (text) => {
    expect(parseRegisterAge(text)).toBeUndefined();
  });
});

describe('validateRegister', () => {
  const valid: RegisterValues = {
    username: 'francesca',
    firstName: 'Francesca',
    lastName: 'Rojas',
    age: '8',
    email: 'familia@correo.co',
    password: 'secreto',
    adultConfirmed: true,
    privacyAccepted: true,
  };

  it('builds the registration payload of spec section 3', () => {
    expect(validateRegister({ ...valid, username: ' francesca ' })).toEqual({
      ok: true,
      request: {
        username: 'francesca',
        email: 'familia@correo.co',
        password: 'secreto',
        firstName: 'Francesca',
        lastName: 'Rojas',
        age: 8,
        adultConfirmed: true,
        privacyAccepted: true,
        privacyVersion: PRIVACY_NOTICE_VERSION,
      },
    });
  });

  it('needs both consents of the adult, and sends the notice version in force', () => {
    expect(validateRegister({ ...valid, adultConfirmed: false, privacyAccepted: false })).toEqual({
      ok: false,
      errors: { adultConfirmed: ADULT_CONFIRMATION_MESSAGE, privacyAccepted: PRIVACY_MESSAGE },
    });
    const ok = validateRegister(valid);
    expect(ok.ok && ok.request.privacyVersion).toBe(PRIVACY_NOTICE_VERSION);
  });

  it('needs a username of at least 3 characters', () => {
    expect(validateRegister({ ...valid, username: 'fr' })).toEqual({ ok: false, errors: { username: USERNAME_MESSAGE } });
    expect(validateRegister({ ...valid, username: 'fra' }).ok).toBe(true);
  });

  it('needs a password of at least 6 characters', () => {
    expect(validateRegister({ ...valid, password: '12345' })).toEqual({ ok: false, errors: { password: PASSWORD_MESSAGE } });
    expect(PASSWORD_MESSAGE).toBe('Mínimo 6 caracteres');
  });

  it('needs an age from 6 to 10', () => {
    expect(validateRegister({ ...valid, age: '11' })).toEqual({ ok: false, errors: { age: AGE_ERROR.description } });
    expect(validateRegister({ ...valid, age: '5' }).ok).toBe(false);
    expect(AGE_ERROR).toEqual({ title: 'Edad inválida', description: 'La edad debe ser entre 6 y 10 años' });
  });

  it('requires names and a plausible email', () => {
    expect(validateRegister({ ...valid, firstName: '', lastName: ' ', email: 'no-es-correo' })).toEqual({
      ok: false,
      errors: { firstName: REQUIRED_MESSAGE, lastName: REQUIRED_MESSAGE, email: EMAIL_MESSAGE },
    });
  });
});

describe('validateRegister with the common-password list', () => {
  const values: RegisterValues = {
    username: 'francesca',
    firstName: 'Francesca',
    lastName: 'Rojas',
    age: '8',
    email: 'familia@correo.co',
    password: '123456',
    adultConfirmed: true,
    privacyAccepted: true,
  };
  const common = new Set(['123456', 'contraseña']);

  it('refuses a common password with the same Spanish message as svc-auth', () => {
    expect(validateRegister(values, common)).toEqual({ ok: false, errors: { password: COMMON_PASSWORD_MESSAGE } });
    expect(validateRegister({ ...values, password: 'Contraseña' }, common)).toEqual({ ok: false, errors: { password: COMMON_PASSWORD_MESSAGE } });
  });

  it('keeps the minimum first, and checks only the length until the list is loaded', () => {
    expect(validateRegister({ ...values, password: '12345' }, common)).toEqual({ ok: false, errors: { password: PASSWORD_MESSAGE } });
    expect(validateRegister(values, null).ok).toBe(true);
    expect(validateRegister({ ...values, password: 'luna-de-queso-77' }, common).ok).toBe(true);
  });
});
