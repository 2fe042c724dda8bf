import { COMMON_PASSWORD_MESSAGE } from '@universo/contracts';
import { PASSWORDS_DIFFER_MESSAGE, tokenFromSearch, validateNewPassword, validateResetRequest } from './accountMailForms';

const token = 'a'.repeat(43);

describe('account mail forms', () => {
  it('reads a well-formed token from the link and nothing else', () => {
    expect(tokenFromSearch(`?token=${token}`)).toBe(token);
    expect(tokenFromSearch('?token=corto')).toBeNull();
    expect(tokenFromSearch('')).toBeNull();
  });

  it('asks /recuperar for a valid address', () => {
    expect(validateResetRequest('  mama@example.com ')).toEqual({ ok: true, request: { email: 'mama@example.com' } });
    expect(validateResetRequest('')).toEqual({ ok: false, errors: { email: 'Este campo es obligatorio' } });
    expect(validateResetRequest('mama@')).toEqual({ ok: false, errors: { email: 'Escribe un correo electrónico válido' } });
  });

  it('asks /recuperar/nueva for at least 6 characters, typed twice alike', () => {
    expect(validateNewPassword({ password: 'nueva-1', repeat: 'nueva-1' }, token)).toEqual({ ok: true, request: { token, password: 'nueva-1' } });
    expect(validateNewPassword({ password: '12345', repeat: '12345' }, token)).toEqual({ ok: false, errors: { password: 'Mínimo 6 caracteres' } });
    expect(validateNewPassword({ password: '', repeat: '' }, token)).toEqual({ ok: false, errors: { password: 'Este campo es obligatorio' } });
    expect(validateNewPassword({ password: 'nueva-1', repeat: 'nueva-2' }, token)).toEqual({ ok: false, errors: { repeat: PASSWORDS_DIFFER_MESSAGE } });
  });

  it('refuses a common new password with the same Spanish message as svc-auth', () => {
    const common = new Set(['123456', 'qwerty']);
    expect(validateNewPassword({ password: '123456', repeat: '123456' }, token, common)).toEqual({ ok: false, errors: { password: COMMON_PASSWORD_MESSAGE } });
    expect(validateNewPassword({ password: 'QWERTY', repeat: 'QWERTY' }, token, common)).toEqual({ ok: false, errors: { password: COMMON_PASSWORD_MESSAGE } });
    expect(validateNewPassword({ password: 'otra-clave-456', repeat: 'otra-clave-456' }, token, common).ok).toBe(true);
  });
});
