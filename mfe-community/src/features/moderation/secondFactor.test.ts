import { fieldProblem, RECOVERY_CODE_RULE, TOTP_CODE_RULE } from '@universo/contracts';
import { groupedSecret, needsSecondFactor, recoveryCodeProblem, typedTotpCode } from './secondFactor';

describe('second-factor screens', () => {
  it('keep only the digits of a typed code, six at most', () => {
    expect(typedTotpCode('123 456')).toBe('123456');
    expect(typedTotpCode('12a3-4567')).toBe('123456');
  });

  it('say in Spanish what is wrong with a code before sending it', () => {
    expect(fieldProblem(TOTP_CODE_RULE, '')).toBe('Escribe el código de 6 cifras que muestra tu aplicación.');
    expect(fieldProblem(TOTP_CODE_RULE, '123')).toBe('El código son 6 cifras, como 123456.');
    expect(fieldProblem(TOTP_CODE_RULE, '123456')).toBeUndefined();
    expect(fieldProblem(RECOVERY_CODE_RULE, '')).toBe('Escribe uno de tus códigos de recuperación.');
    expect(recoveryCodeProblem('abc')).toMatch(/^Un código de recuperación tiene 10/);
    // svc-auth's alphabet: no 0/o, 1/l/i.
    expect(recoveryCodeProblem('abcd0-23456')).toMatch(/^Un código de recuperación tiene 10/);
    expect(recoveryCodeProblem(' ABCDE-23456 ')).toBeUndefined();
  });

  it('group the secret in fours', () => {
    expect(groupedSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
  });

  it('recognise a refusal for a missing second factor', () => {
    expect(needsSecondFactor({ status: 403, message: '403', body: '{"statusCode":403,"secondFactor":"verify"}' })).toBe(true);
    expect(needsSecondFactor({ status: 403, message: '403', body: '{"statusCode":403,"message":"Esta acción es solo para administradores."}' })).toBe(false);
    expect(needsSecondFactor({ status: 401, message: '401', body: '{"secondFactor":"verify"}' })).toBe(false);
    expect(needsSecondFactor(undefined)).toBe(false);
  });
});
