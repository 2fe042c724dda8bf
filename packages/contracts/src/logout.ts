// Logout that works while svc-auth is down (imports nothing: the gateway's config generator
// reads this file from source, like premium.ts).
//
// POST /api/auth/logout normally reaches svc-auth, which ends the session and clears the cookie.
// When svc-auth cannot answer, the gateway answers instead (202): it clears the session cookie
// itself and moves the session's token into the pending-logout cookie, which the browser sends
// only to POST /api/auth/pending-logout. The shell calls that path until svc-auth answers; svc-auth
// then ends the session by its id, so every copy of the cookie stops working in every service.

/** The session cookie (service-kit's SESSION_COOKIE; repeated here so this file imports nothing). */
export const LOGOUT_SESSION_COOKIE = 'uf_session';

/** Holds the token of a session whose end svc-auth has not recorded yet. */
export const PENDING_LOGOUT_COOKIE = 'uf_pending_logout';

/** Where the browser finishes a pending logout (the only path the pending cookie is sent to). */
export const PENDING_LOGOUT_PATH = '/api/auth/pending-logout';

/** The logout path the gateway answers itself when svc-auth cannot. */
export const LOGOUT_PATH = '/api/auth/logout';

/**
 * Lifetime of the pending-logout cookie: the longest a session can last (svc-auth's
 * SESSION_TTL_DAYS is at most 90), so the pending end never expires before the session it ends.
 */
export const PENDING_LOGOUT_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;

/** The body of both logout answers. */
export interface LogoutResponse {
  message: string;
  /**
   * true: svc-auth ended the session (every copy of the cookie is dead).
   * false: only this browser's cookie was cleared (by the gateway); the end is pending.
   */
  revoked: boolean;
}

export const LOGOUT_MESSAGES = {
  revoked: 'Has cerrado sesión correctamente',
  pending: 'Cerramos tu sesión en este equipo. La cerraremos en todos tus dispositivos en cuanto el servicio vuelva.',
  pendingDone: 'Terminamos de cerrar tu sesión anterior en todos tus dispositivos.',
} as const;
