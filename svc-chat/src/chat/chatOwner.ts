import type { SessionClaims } from '@universo/service-kit';
import { parse, serialize } from 'cookie';
import { createHash, randomBytes } from 'node:crypto';

/** Identifies a visitor's browser to the chat, so only that browser reads its conversations. */
export const VISITOR_COOKIE = 'uf_chat_visitor';
const VISITOR_ID = /^[A-Za-z0-9_-]{43}$/;
const VISITOR_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;

export function newVisitorId(): string {
  return randomBytes(32).toString('base64url');
}

/** The visitor id from a Cookie header, or null when absent or not one we could have issued. */
export function readVisitorId(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  const value = parse(cookieHeader)[VISITOR_COOKIE];
  return value !== undefined && VISITOR_ID.test(value) ? value : null;
}

export function visitorCookie(visitorId: string, secure: boolean): string {
  return serialize(VISITOR_COOKIE, visitorId, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/api/chat',
    maxAge: VISITOR_COOKIE_MAX_AGE,
  });
}

/**
 * Who owns the conversations of a request: the logged-in user, else the visitor's browser, else
 * nobody. Visitor ids are stored hashed: the database alone cannot be used to read a conversation.
 */
export function ownerKey(session: SessionClaims | null, visitorId: string | null): string | null {
  if (session) return `user:${session.sub}`;
  if (visitorId) return `visitor:${createHash('sha256').update(visitorId).digest('hex')}`;
  return null;
}
