import type { ApiPath } from '../api/apiRequest';
import type { User } from '../api/generated/api';

/**
 * Who is logged in, read from GET /api/auth/session (`SessionAnswer` in svc-auth's document): the
 * user, null for nobody (a visitor, or an active session whose account is gone), undefined when
 * the body is not such an answer. Pages ask there because it answers a visitor 200: the browser
 * logs GET /api/auth/user's 401 as a console error on every page load.
 *
 * No state and no imports at run time: the shell's first bundle takes it (through
 * `@universo/platform/session`) without loading the platform.
 */
export const SESSION_PATH = '/api/auth/session' satisfies ApiPath<'get'>;

export function userOfSessionAnswer(body: unknown): User | null | undefined {
  if (typeof body !== 'object' || body === null || typeof (body as { active?: unknown }).active !== 'boolean') return undefined;
  const { active, user } = body as { active: boolean; user?: unknown };
  if (!active) return null;
  return looksLikeUser(user) ? user : null;
}

export function looksLikeUser(value: unknown): value is User {
  return typeof value === 'object' && value !== null && typeof (value as User).id === 'string' && typeof (value as User).firstName === 'string';
}
