import type { User } from '@universo/platform/api/auth';
import { SESSION_PATH, userOfSessionAnswer } from '@universo/platform/session';
import { watchedValue } from '../../shared/watched/watchedValue';

/**
 * Who is logged in, learned with one plain request before the store exists. The header of a page
 * that needs nothing else (the home page) shows the greeting or Entrar / ¡Únete! from it, so the
 * store, RTK Query and @universo/platform do not load until a page or an action needs them. Once
 * the store exists it starts from this answer (see StateProvider) and the header reads the store.
 */
export type SessionProbeState = { status: 'loading' } | { status: 'known'; user: User | null } | { status: 'failed' };

const probe = watchedValue<SessionProbeState>({ status: 'loading' });
let started = false;
const publish = probe.set;

/**
 * GET /api/auth/session once: always 200, `{ active, user }` for a family and `{ active: false }`
 * for a visitor. (GET /api/auth/user answers a visitor 401, which the browser logs as a console
 * error on every page load; it stays as the spec's read for other clients.)
 */
export function probeSession(fetchFn: typeof fetch = fetch): Promise<void> {
  if (started) return Promise.resolve();
  started = true;
  return (async () => {
    try {
      const response = await fetchFn(SESSION_PATH, { credentials: 'include', headers: { Accept: 'application/json' } });
      // Always read the body: an unread one keeps the request open.
      const text = await response.text();
      const user = response.ok ? userOfSessionAnswer(JSON.parse(text)) : undefined;
      publish(user === undefined ? { status: 'failed' } : { status: 'known', user });
    } catch {
      publish({ status: 'failed' });
    }
  })();
}

/**
 * The probe's answer as a promise: the user or null once known, undefined if the request failed.
 * The store hands it to the first current-user query so the page asks only once.
 */
export function sessionProbeAnswer(): Promise<User | null | undefined> {
  return new Promise((resolve) => {
    const settle = (): boolean => {
      const state = probe.get();
      if (state.status === 'loading') return false;
      resolve(state.status === 'known' ? state.user : undefined);
      return true;
    };
    if (settle()) return;
    const unsubscribe = subscribeToSessionProbe(() => {
      if (settle()) unsubscribe();
    });
  });
}

export const getSessionProbe = probe.get;

export const subscribeToSessionProbe = probe.subscribe;

/** For tests. */
export function resetSessionProbe(): void {
  started = false;
  probe.set({ status: 'loading' });
}
