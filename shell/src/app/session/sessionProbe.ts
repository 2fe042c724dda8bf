import type { User } from '@universo/contracts';

/**
 * Who is logged in, learned with one plain request before the store exists. The header of a page
 * that needs nothing else (the home page) shows the greeting or Entrar / ¡Únete! from it, so the
 * store, RTK Query and @universo/platform do not load until a page or an action needs them. Once
 * the store exists it starts from this answer (see StateProvider) and the header reads the store.
 */
export type SessionProbeState = { status: 'loading' } | { status: 'known'; user: User | null } | { status: 'failed' };

let state: SessionProbeState = { status: 'loading' };
let started = false;
const listeners = new Set<() => void>();

function publish(next: SessionProbeState): void {
  state = next;
  for (const listener of listeners) listener();
}

function isUser(value: unknown): value is User {
  return typeof value === 'object' && value !== null && typeof (value as User).id === 'string' && typeof (value as User).firstName === 'string';
}

/** GET /api/auth/user once (spec section 7: a 401 means nobody is logged in). */
export function probeSession(fetchFn: typeof fetch = fetch): Promise<void> {
  if (started) return Promise.resolve();
  started = true;
  return (async () => {
    try {
      const response = await fetchFn('/api/auth/user', { credentials: 'include', headers: { Accept: 'application/json' } });
      // Always read the body: an unread one keeps the request open.
      const text = await response.text();
      if (response.status === 401) return publish({ status: 'known', user: null });
      const body: unknown = response.ok ? JSON.parse(text) : undefined;
      publish(isUser(body) ? { status: 'known', user: body } : { status: 'failed' });
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

export function getSessionProbe(): SessionProbeState {
  return state;
}

export function subscribeToSessionProbe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** For tests. */
export function resetSessionProbe(): void {
  started = false;
  state = { status: 'loading' };
}
