import { isEmailAddress } from './emailAddress';

describe('isEmailAddress', () => {
  it('accepts ordinary addresses, with spaces around', () => {
    expect(isEmailAddress('mama.de.sofia@example.com')).toBe(true);
    expect(isEmailAddress('  profe@colegio.edu.co ')).toBe(true);
  });

  it('rejects what cannot be an address', () => {
    for (const text of ['', 'sin-arroba.com', 'a@b', 'a b@c.co', '@c.co', 'a@.co x']) expect(isEmailAddress(text)).toBe(false);
  });
});
