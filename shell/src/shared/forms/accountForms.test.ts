import { COMMON_PASSWORD_MESSAGE, PRIVACY_NOTICE_VERSION } from '@universo/contracts';
import { AGE_ERROR, commonPasswordCheck, loginRequest, registerRequest, type RegisterValues } from './accountForms';

jest.mock('../password/commonPasswordList', () => ({ commonPasswordsOrNull: async () => new Set(['123456', 'contraseña']) }));

describe('loginRequest', () => {
  it('trims the email but not the password', () => {
    expect(loginRequest({ email: ' ana@correo.co ', password: ' clave ' })).toEqual({ email: 'ana@correo.co', password: ' clave ' });
  });
});

describe('registerRequest', () => {
  const valid: RegisterValues = {
    username: ' francesca ',
    firstName: ' Francesca',
    lastName: 'Rojas ',
    age: ' 8 ',
    email: 'familia@correo.co ',
    password: 'secreto',
    adultConfirmed: true,
    privacyAccepted: true,
  };

  it('builds the registration payload of spec section 3, with the notice version in force', () => {
    expect(registerRequest(valid)).toEqual({
      username: 'francesca',
      email: 'familia@correo.co',
      password: 'secreto',
      firstName: 'Francesca',
      lastName: 'Rojas',
      age: 8,
      adultConfirmed: true,
      privacyAccepted: true,
      privacyVersion: PRIVACY_NOTICE_VERSION,
    });
  });

  it('keeps the spec’s age toast', () => {
    expect(AGE_ERROR).toEqual({ title: 'Edad inválida', description: 'La edad debe ser entre 6 y 10 años' });
  });
});

describe('commonPasswordCheck', () => {
  it('refuses a common password with the same Spanish message as svc-auth, whatever its case', async () => {
    await expect(commonPasswordCheck('123456')).resolves.toBe(COMMON_PASSWORD_MESSAGE);
    await expect(commonPasswordCheck('Contraseña')).resolves.toBe(COMMON_PASSWORD_MESSAGE);
    await expect(commonPasswordCheck('luna-de-queso-77')).resolves.toBeUndefined();
  });
});
