import type { Role } from '@universo/contracts';
import { readToken, signToken } from './signedToken';

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

// Sessions sign with no domain tag: cookies issued before grants existed stay valid.
const SESSION_DOMAIN = '';

export function signSessionToken(claims: SessionClaims, secret: string): string {
  return signToken(SESSION_DOMAIN, claims, secret);
}

/** Returns the claims of a well-signed, unexpired token, or null for anything else. */
export function verifySessionToken(token: string | undefined, secret: string, now: Date = new Date()): SessionClaims | null {
  return readToken(SESSION_DOMAIN, token, secret, isClaims, now);
}

function isClaims(value: unknown): value is SessionClaims {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return typeof c.sid === 'string' && typeof c.sub === 'string' && (c.role === 'family' || c.role === 'admin') && typeof c.exp === 'number';
}
