import { isEmailAddress, isHttpUrl } from './emailAddress';

describe('isEmailAddress', () => {
  it('accepts ordinary addresses, with spaces around', () => {
    expect(isEmailAddress('mama.de.sofia@example.com')).toBe(true);
    expect(isEmailAddress('  profe@colegio.edu.co ')).toBe(true);
  });

  it('rejects what cannot be an address', () => {
    for (const text of ['', 'sin-arroba.com', 'a@b', 'a b@c.co', '@c.co', 'a@.co x']) expect(isEmailAddress(text)).toBe(false);
  });
});

describe('isHttpUrl', () => {
  it('accepts http and https addresses', () => {
    expect(isHttpUrl('https://fotos.example.com/limonada.jpg')).toBe(true);
    expect(isHttpUrl('http://example.com')).toBe(true);
  });

  it('rejects other schemes and non-addresses', () => {
    for (const text of ['', 'limonada.jpg', 'javascript:alert(1)', 'ftp://example.com/a.jpg', 'data:image/png;base64,AAAA']) {
      expect(isHttpUrl(text)).toBe(false);
    }
  });
});
