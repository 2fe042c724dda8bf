import { maySendAgain, TOKEN_LIFETIME_MS, tokenUsable } from './accountTokens';

const now = new Date('2026-11-25T12:00:00Z');
const later = (ms: number): Date => new Date(now.getTime() + ms);

describe('account link tokens', () => {
  it('last 48 hours for the address confirmation and one hour for a password reset', () => {
    expect(TOKEN_LIFETIME_MS['confirm-email']).toBe(48 * 3600_000);
    expect(TOKEN_LIFETIME_MS['password-reset']).toBe(3600_000);
  });

  it('open their door once, before they expire, and only for their purpose', () => {
    const fresh = { purpose: 'password-reset', expiresAt: later(60_000), usedAt: null };
    expect(tokenUsable(fresh, 'password-reset', now)).toBe(true);
    expect(tokenUsable(fresh, 'confirm-email', now)).toBe(false);
    expect(tokenUsable({ ...fresh, usedAt: now }, 'password-reset', now)).toBe(false);
    expect(tokenUsable({ ...fresh, expiresAt: now }, 'password-reset', now)).toBe(false);
    expect(tokenUsable(null, 'password-reset', now)).toBe(false);
  });

  it('wait a minute before another mail of the same kind goes to the same account', () => {
    expect(maySendAgain(null, now)).toBe(true);
    expect(maySendAgain(later(-59_000), now)).toBe(false);
    expect(maySendAgain(later(-60_000), now)).toBe(true);
  });
});
