import { LOGOUT_MESSAGES, PENDING_LOGOUT_PATH } from '@universo/contracts';
import type { LogoutResponse } from '@universo/platform/api/auth';

/**
 * Logout while svc-auth is down (packages/contracts/src/logout.ts): the gateway clears the session
 * cookie and answers `revoked: false`; the session itself ends once svc-auth answers
 * POST /api/auth/pending-logout. The pending-logout cookie is HttpOnly, so this page remembers in
 * localStorage that it must ask, and asks at every start and every minute until svc-auth answers.
 */
export const PENDING_LOGOUT_KEY = 'uf_pending_logout';
export const PENDING_LOGOUT_RETRY_MS = 60_000;

export interface LogoutNotice {
  title: string;
  description: string;
  variant?: 'destructive';
}

/** What the page says after a logout: ended everywhere, only on this computer, or not at all. */
export function logoutNotice(outcome: { ok: true; body: unknown } | { ok: false }): LogoutNotice {
  if (!outcome.ok) return { title: 'Error', description: 'No se pudo cerrar sesión', variant: 'destructive' };
  if (isPending(outcome.body)) return { title: 'Sesión cerrada en este equipo', description: LOGOUT_MESSAGES.pending };
  return { title: '¡Hasta luego!', description: LOGOUT_MESSAGES.revoked };
}

/** Only the gateway's own answer says `revoked: false`; svc-auth's says true (older ones nothing). */
export function isPending(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as Partial<LogoutResponse>).revoked === false;
}

type FlagStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): FlagStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function rememberPendingLogout(storage: FlagStorage | undefined = browserStorage()): void {
  storage?.setItem(PENDING_LOGOUT_KEY, String(Date.now()));
}

/**
 * One attempt: `none` (nothing pending), `done` (svc-auth ended the session), `pending` (it still
 * cannot answer; ask again later). It sends the pending-logout cookie only: the session of whoever
 * signed in since is never touched.
 */
export async function finishPendingLogout(
  fetchFn: typeof fetch = fetch,
  storage: FlagStorage | undefined = browserStorage(),
): Promise<'none' | 'done' | 'pending'> {
  if (!storage?.getItem(PENDING_LOGOUT_KEY)) return 'none';
  try {
    const response = await fetchFn(PENDING_LOGOUT_PATH, { method: 'POST', credentials: 'include', headers: { Accept: 'application/json' } });
    const body: unknown = await response.json().catch(() => undefined);
    if (response.status !== 200 || (body as Partial<LogoutResponse> | undefined)?.revoked !== true) return 'pending';
    storage.removeItem(PENDING_LOGOUT_KEY);
    return 'done';
  } catch {
    return 'pending';
  }
}

let timer: ReturnType<typeof setTimeout> | undefined;

/** Asks now, then every PENDING_LOGOUT_RETRY_MS while the end is still pending (one loop per page). */
export function watchPendingLogout(fetchFn: typeof fetch = fetch, storage: FlagStorage | undefined = browserStorage()): Promise<void> {
  if (timer !== undefined) return Promise.resolve();
  const attempt = async (): Promise<void> => {
    timer = undefined;
    if ((await finishPendingLogout(fetchFn, storage)) === 'pending') timer = setTimeout(() => void attempt(), PENDING_LOGOUT_RETRY_MS);
  };
  return attempt();
}

/** For tests. */
export function stopWatchingPendingLogout(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
}
