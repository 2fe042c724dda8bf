import { PENDING_LOGOUT_COOKIE, PENDING_LOGOUT_PATH } from '@universo/contracts';
import { SESSION_COOKIE } from '@universo/service-kit';
import { serialize } from 'cookie';

/** HttpOnly so scripts never see it; SameSite=Lax so other sites cannot ride on it. */
export function sessionCookie(token: string, maxAgeSeconds: number, secure: boolean): string {
  return serialize(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: maxAgeSeconds });
}

export function clearedSessionCookie(secure: boolean): string {
  return serialize(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: 0, expires: new Date(0) });
}

/** Ends the pending logout the gateway started while svc-auth was down (see contracts/logout.ts). */
export function clearedPendingLogoutCookie(secure: boolean): string {
  return serialize(PENDING_LOGOUT_COOKIE, '', { httpOnly: true, sameSite: 'strict', secure, path: PENDING_LOGOUT_PATH, maxAge: 0, expires: new Date(0) });
}
