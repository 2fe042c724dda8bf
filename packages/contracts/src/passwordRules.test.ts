import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  COMMON_PASSWORD_MESSAGE,
  normalizeForPasswordList,
  parseCommonPasswords,
  PASSWORD_MAX_MESSAGE,
  PASSWORD_MIN_MESSAGE,
  passwordProblem,
} from './passwordRules';

const listText = readFileSync(join(__dirname, '..', 'data', 'common-passwords.txt'), 'utf8');
const common = parseCommonPasswords(listText);

describe('password rule (registration and reset, browser and svc-auth)', () => {
  it('keeps the spec minimum of 6 characters and its message', () => {
    expect(passwordProblem('', common)).toBe('Mínimo 6 caracteres');
    expect(passwordProblem('a1b2c', common)).toBe(PASSWORD_MIN_MESSAGE);
    expect(passwordProblem('teamo', common)).toBe(PASSWORD_MIN_MESSAGE);
    expect(passwordProblem('x'.repeat(129), common)).toBe(PASSWORD_MAX_MESSAGE);
  });

  it.each(['123456', 'qwerty', 'password', 'contraseña', 'CONTRASEÑA', 'Contrasena', 'teamo123', 'tequiero', 'princesa', 'barcelona', 'iloveyou', '12345678'])(
    'refuses the common password %s with a Spanish message',
    (password) => {
      expect(passwordProblem(password, common)).toBe(COMMON_PASSWORD_MESSAGE);
    },
  );

  it.each(['luna-de-queso-77', 'clave-segura-123', 'clave-admin-e2e-123', 'tercera-789', 'otra-clave-456', 'secreto123', 'mi gato come tortilla'])(
    'accepts %s',
    (password) => {
      expect(passwordProblem(password, common)).toBeNull();
    },
  );

  it('checks only the length while the browser has no list yet', () => {
    expect(passwordProblem('123456', null)).toBeNull();
    expect(passwordProblem('12345', null)).toBe(PASSWORD_MIN_MESSAGE);
  });

  it('compares in one Unicode form and case', () => {
    // "ñ" typed as n + combining tilde is the same password as the precomposed one.
    expect(normalizeForPasswordList('Contrasen\u0303a')).toBe('contraseña');
    expect(passwordProblem('Contrasen\u0303a', common)).toBe(COMMON_PASSWORD_MESSAGE);
  });

  it('ships a list of the 10,000 most common passwords plus Spanish ones, all lower case and 6 to 128 characters', () => {
    expect(common.size).toBeGreaterThanOrEqual(10_000);
    for (const entry of common) {
      expect(entry).toBe(normalizeForPasswordList(entry));
      expect(entry.length).toBeGreaterThanOrEqual(6);
      expect(entry.length).toBeLessThanOrEqual(128);
    }
    expect(parseCommonPasswords('# comentario\n\nUno123\n')).toEqual(new Set(['uno123']));
  });
});
