import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Role } from '@universo/contracts';

export const SESSION_COOKIE = 'uf_session';

/** What a session cookie proves: which session, which user, which role, until when. */
export interface SessionClaims {
  /** Session id (a row in svc-auth's sessions table). */
  sid: string;
  /** User id. */
  sub: string;
  role: Role;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

function sign(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

export function signSessionToken(claims: SessionClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

/** Returns the claims of a well-signed, unexpired token, or null for anything else. */
export function verifySessionToken(token: string | undefined, secret: string, now: Date = new Date()): SessionClaims | null {
  if (!token || token.length > 2048) return null;
  const dot = token.indexOf('.');
  if (dot <= 0 || dot !== token.lastIndexOf('.')) return null;
  const payload = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'base64url');
  const expected = Buffer.from(sign(payload, secret), 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!isClaims(claims)) return null;
  if (claims.exp * 1000 <= now.getTime()) return null;
  return claims;
}

function isClaims(value: unknown): value is SessionClaims {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return (
    typeof c.sid === 'string' &&
    typeof c.sub === 'string' &&
    (c.role === 'family' || c.role === 'admin') &&
    typeof c.exp === 'number'
  );
}
