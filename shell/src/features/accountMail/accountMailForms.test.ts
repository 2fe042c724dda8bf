import { PASSWORDS_DIFFER_MESSAGE } from '@universo/contracts';
import { newPasswordRequest, repeatProblem, tokenFromSearch } from './accountMailForms';

const token = 'a'.repeat(43);

describe('account mail forms', () => {
  it('reads a well-formed token from the link and nothing else', () => {
    expect(tokenFromSearch(`?token=${token}`)).toBe(token);
    expect(tokenFromSearch('?token=corto')).toBeNull();
    expect(tokenFromSearch('')).toBeNull();
  });

  it('asks /recuperar/nueva for the password typed twice alike, and sends it once with the token', () => {
    expect(repeatProblem('nueva-1', { password: 'nueva-1' })).toBeUndefined();
    expect(repeatProblem('nueva-2', { password: 'nueva-1' })).toBe(PASSWORDS_DIFFER_MESSAGE);
    expect(PASSWORDS_DIFFER_MESSAGE).toBe('Las contraseñas no coinciden');
    expect(newPasswordRequest({ password: 'nueva-1', repeat: 'nueva-1' }, token)).toEqual({ token, password: 'nueva-1' });
  });
});
