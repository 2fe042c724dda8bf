import { hashLinkToken, LINK_TOKEN_PATTERN, newLinkToken } from './linkTokens';

describe('link tokens', () => {
  it('are unguessable and URL-safe, and only their sha256 is stored', () => {
    const token = newLinkToken();
    expect(token).toMatch(LINK_TOKEN_PATTERN);
    expect(newLinkToken()).not.toBe(token);
    expect(hashLinkToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashLinkToken(token)).toBe(hashLinkToken(token));
    expect(hashLinkToken(token)).not.toContain(token);
  });
});
