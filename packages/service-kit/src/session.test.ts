import { signSessionToken, verifySessionToken, type SessionClaims } from './session';

const secret = 'a'.repeat(40);
const claims: SessionClaims = { sid: 's1', sub: 'u1', role: 'family', exp: Math.floor(Date.UTC(2030, 0, 1) / 1000) };
const now = new Date(Date.UTC(2029, 0, 1));

describe('session tokens', () => {
  it('round-trips valid claims', () => {
    expect(verifySessionToken(signSessionToken(claims, secret), secret, now)).toEqual(claims);
  });

  it('rejects a token signed with another secret', () => {
    expect(verifySessionToken(signSessionToken(claims, 'b'.repeat(40)), secret, now)).toBeNull();
  });

  it('rejects a token whose payload was changed', () => {
    const token = signSessionToken(claims, secret);
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
    expect(verifySessionToken(`${forged}.${token.split('.')[1]}`, secret, now)).toBeNull();
  });

  it('rejects an expired token', () => {
    expect(verifySessionToken(signSessionToken(claims, secret), secret, new Date(Date.UTC(2031, 0, 1)))).toBeNull();
  });

  it('rejects malformed input', () => {
    for (const bad of [undefined, '', 'abc', 'a.b.c', '.x', `${'x'.repeat(3000)}.y`]) {
      expect(verifySessionToken(bad, secret, now)).toBeNull();
    }
  });
});
