import { signSessionToken } from '../session';
import { FAMILY_GRANT_TTL_SECONDS, signFamilyGrant, verifyFamilyGrant } from './familyGrant';

const SECRET = 'a-secret-that-is-long-enough-for-tests-0123456789';
const owner = { userId: '6f1c8a52-1d6e-4a53-9a0e-8f6b2d6f0c11', email: 'mama@example.com' };

describe('family grants', () => {
  it('carries the owner for its purpose until it expires', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const token = signFamilyGrant(owner, 'erase', SECRET, now);
    expect(verifyFamilyGrant(token, 'erase', SECRET, now)).toMatchObject({ sub: owner.userId, email: owner.email, purpose: 'erase' });
    const later = new Date(now.getTime() + FAMILY_GRANT_TTL_SECONDS * 1000);
    expect(verifyFamilyGrant(token, 'erase', SECRET, later)).toBeNull();
  });

  it('is refused for another purpose, another secret or a changed payload', () => {
    const token = signFamilyGrant(owner, 'export', SECRET);
    expect(verifyFamilyGrant(token, 'erase', SECRET)).toBeNull();
    expect(verifyFamilyGrant(token, 'export', `${SECRET}x`)).toBeNull();
    const [, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'other', email: 'x@y.z', purpose: 'export', exp: 9e9 })).toString('base64url');
    expect(verifyFamilyGrant(`${forged}.${signature}`, 'export', SECRET)).toBeNull();
    expect(verifyFamilyGrant(undefined, 'export', SECRET)).toBeNull();
    expect(verifyFamilyGrant('garbage', 'export', SECRET)).toBeNull();
  });

  it('never accepts a session cookie as a grant', () => {
    const session = signSessionToken({ sid: 's', sub: owner.userId, role: 'family', exp: 9e9 }, SECRET);
    expect(verifyFamilyGrant(session, 'export', SECRET)).toBeNull();
  });
});
