import { newVisitorId, ownerKey, readVisitorId, visitorCookie } from './chatOwner';

describe('chat owner', () => {
  const session = { sid: 's', sub: 'user-1', role: 'family' as const, exp: 0 };

  it('issues random visitor ids that it can read back from a Cookie header', () => {
    const id = newVisitorId();
    expect(id).not.toBe(newVisitorId());
    expect(readVisitorId(`a=1; uf_chat_visitor=${id}; b=2`)).toBe(id);
  });

  it('ignores missing or malformed visitor cookies', () => {
    expect(readVisitorId(undefined)).toBeNull();
    expect(readVisitorId('uf_session=x')).toBeNull();
    expect(readVisitorId('uf_chat_visitor=short')).toBeNull();
    expect(readVisitorId(`uf_chat_visitor=${'a'.repeat(42)}%00`)).toBeNull();
  });

  it('sets an HttpOnly, SameSite=Lax cookie for the chat API only, Secure when asked', () => {
    const cookie = visitorCookie('v'.repeat(43), false);
    expect(cookie).toMatch(/^uf_chat_visitor=v{43}; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/api/chat');
    expect(cookie).not.toContain('Secure');
    expect(visitorCookie('v'.repeat(43), true)).toContain('Secure');
  });

  it('prefers the logged-in user and stores visitor ids hashed', () => {
    const visitor = newVisitorId();
    expect(ownerKey(session, visitor)).toBe('user:user-1');
    const key = ownerKey(null, visitor)!;
    expect(key).toMatch(/^visitor:[0-9a-f]{64}$/);
    expect(key).not.toContain(visitor);
    expect(ownerKey(null, visitor)).toBe(key);
    expect(ownerKey(null, null)).toBeNull();
  });
});
