import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * `<base64url JSON>.<HMAC-SHA256>`: the one token format of the platform (session cookies, family
 * grants). `domain` separates their signatures, so a token of one kind is never valid as another.
 */
function sign(domain: string, payload: string, secret: string): string {
  const signed = domain === '' ? payload : `${domain}.${payload}`;
  return createHmac('sha256', secret).update(signed).digest('base64url');
}

export function signToken(domain: string, body: object, secret: string): string {
  const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
  return `${payload}.${sign(domain, payload, secret)}`;
}

/**
 * The parsed body of a well-signed token that passes `isBody` and has not expired (`exp`, seconds
 * since the epoch), or null for anything else. Constant-time signature check.
 */
export function readToken<T extends { exp: number }>(
  domain: string,
  token: string | undefined,
  secret: string,
  isBody: (value: unknown) => value is T,
  now: Date = new Date(),
): T | null {
  if (!token || token.length > 2048) return null;
  const dot = token.indexOf('.');
  if (dot <= 0 || dot !== token.lastIndexOf('.')) return null;
  const payload = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'base64url');
  const expected = Buffer.from(sign(domain, payload, secret), 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!isBody(body)) return null;
  if (body.exp * 1000 <= now.getTime()) return null;
  return body;
}
