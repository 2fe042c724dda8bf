import { LOGOUT_MESSAGES, PENDING_LOGOUT_PATH } from '@universo/contracts';
import {
  finishPendingLogout,
  logoutNotice,
  PENDING_LOGOUT_KEY,
  PENDING_LOGOUT_RETRY_MS,
  rememberPendingLogout,
  stopWatchingPendingLogout,
  watchPendingLogout,
} from './pendingLogout';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

const answering = (...responses: (Response | Error)[]) => {
  const fn = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
  for (const r of responses) {
    if (r instanceof Error) fn.mockRejectedValueOnce(r);
    else fn.mockResolvedValueOnce(r);
  }
  return fn;
};
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('logoutNotice: which of the two logouts happened', () => {
  it('says the session ended when svc-auth answered', () => {
    expect(logoutNotice({ ok: true, body: { message: LOGOUT_MESSAGES.revoked, revoked: true } })).toEqual({
      title: '¡Hasta luego!',
      description: 'Has cerrado sesión correctamente',
    });
    // An answer without the field (204, older svc-auth) is svc-auth's: ended.
    expect(logoutNotice({ ok: true, body: undefined }).description).toBe('Has cerrado sesión correctamente');
  });

  it('says the session ended on this computer only when the gateway answered for svc-auth', () => {
    const notice = logoutNotice({ ok: true, body: { message: LOGOUT_MESSAGES.pending, revoked: false } });
    expect(notice).toEqual({
      title: 'Sesión cerrada en este equipo',
      description: 'Cerramos tu sesión en este equipo. La cerraremos en todos tus dispositivos en cuanto el servicio vuelva.',
    });
    expect(notice.variant).toBeUndefined();
  });

  it('says it failed only when nobody answered (no gateway either)', () => {
    expect(logoutNotice({ ok: false })).toEqual({ title: 'Error', description: 'No se pudo cerrar sesión', variant: 'destructive' });
  });
});

describe('finishPendingLogout', () => {
  it('asks nothing when no logout is pending', async () => {
    const fetchFn = answering();
    expect(await finishPendingLogout(fetchFn, memoryStorage())).toBe('none');
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('posts to the pending-logout path with cookies and forgets the flag once svc-auth ended the session', async () => {
    const storage = memoryStorage();
    rememberPendingLogout(storage);
    const fetchFn = answering(json(200, { message: LOGOUT_MESSAGES.pendingDone, revoked: true }));
    expect(await finishPendingLogout(fetchFn, storage)).toBe('done');
    expect(fetchFn).toHaveBeenCalledWith(PENDING_LOGOUT_PATH, expect.objectContaining({ method: 'POST', credentials: 'include' }));
    expect(storage.items.has(PENDING_LOGOUT_KEY)).toBe(false);
  });

  it('keeps the flag while svc-auth is still down, the network fails or the answer is not svc-auth’s', async () => {
    const storage = memoryStorage();
    rememberPendingLogout(storage);
    for (const answer of [json(503, { statusCode: 503 }), new TypeError('Failed to fetch'), new Response('<html>', { status: 200 })]) {
      expect(await finishPendingLogout(answering(answer), storage)).toBe('pending');
      expect(storage.items.has(PENDING_LOGOUT_KEY)).toBe(true);
    }
  });
});

describe('watchPendingLogout', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    stopWatchingPendingLogout();
    jest.useRealTimers();
  });

  it('asks again every minute until svc-auth answers, then stops', async () => {
    const storage = memoryStorage();
    rememberPendingLogout(storage);
    const fetchFn = answering(json(503, {}), json(503, {}), json(200, { revoked: true }));
    await watchPendingLogout(fetchFn, storage);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(PENDING_LOGOUT_RETRY_MS);
    expect(fetchFn).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(PENDING_LOGOUT_RETRY_MS);
    expect(fetchFn).toHaveBeenCalledTimes(3);
    expect(storage.items.has(PENDING_LOGOUT_KEY)).toBe(false);
    await jest.advanceTimersByTimeAsync(10 * PENDING_LOGOUT_RETRY_MS);
    expect(fetchFn).toHaveBeenCalledTimes(3);
  });
});
