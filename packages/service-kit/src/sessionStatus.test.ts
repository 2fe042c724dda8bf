import type { SessionClaims } from './session';
import { AUTH_URL, json, type RecordedAuthFetch, recordedAuthFetch, T0 } from './authFetchTesting';
import { RemoteSessionStatus, type RemoteSessionStatusOptions } from './sessionStatus';

const logger = { warn: jest.fn() };

function claims(sid: string, expInSeconds = 3600): SessionClaims {
  return { sid, sub: `user-${sid}`, role: 'family', exp: Math.floor(T0 / 1000) + expInSeconds };
}

describe('RemoteSessionStatus', () => {
  let now = T0;
  const clock = () => now;
  beforeEach(() => {
    now = T0;
  });
  const remote = (auth: RecordedAuthFetch, options: Partial<RemoteSessionStatusOptions> = {}) =>
    new RemoteSessionStatus({ authUrl: AUTH_URL, cacheSeconds: 30, fetchFn: auth.fetchFn, now: clock, logger, ...options });

  it('asks svc-auth with the session cookie and caches "active" for the configured time', async () => {
    const auth = recordedAuthFetch(() => json({ active: true }));
    const status = remote(auth);
    expect(await status.isSessionActive(claims('a'), 'token-a')).toBe(true);
    expect(auth.calls).toEqual([{ url: 'http://auth:3001/api/auth/session', cookie: 'uf_session=token-a' }]);

    now += 29_000;
    expect(await status.isSessionActive(claims('a'), 'token-a')).toBe(true);
    expect(auth.calls).toHaveLength(1);

    now += 2_000;
    expect(await status.isSessionActive(claims('a'), 'token-a')).toBe(true);
    expect(auth.calls).toHaveLength(2);
  });

  // After the cache time svc-auth is asked again: a logout it reports counts, an outage does not.
  it.each([
    ['sees a logout once the cached answer is older than the cache time', () => json({ active: false }), 30_001, false],
    ['keeps the last answer while svc-auth is down', () => json({ statusCode: 503 }, 503), 31_000, true],
  ])('%s', async (_case, later, wait, expected) => {
    let answer = () => json({ active: true });
    const status = remote(recordedAuthFetch(() => answer()));
    expect(await status.isSessionActive(claims('a'), 't')).toBe(true);
    answer = later;
    now += wait;
    expect(await status.isSessionActive(claims('a'), 't')).toBe(expected);
  });

  it('remembers an ended session until the token expires, without asking again', async () => {
    const auth = recordedAuthFetch(() => json({ active: false }));
    const status = remote(auth);
    expect(await status.isSessionActive(claims('a', 600), 't')).toBe(false);
    now += 599_000;
    expect(await status.isSessionActive(claims('a', 600), 't')).toBe(false);
    expect(auth.calls).toHaveLength(1);
  });

  it('asks every time with a cache time of 0', async () => {
    const auth = recordedAuthFetch(() => json({ active: true }));
    const status = remote(auth, { cacheSeconds: 0 });
    await status.isSessionActive(claims('a'), 't');
    await status.isSessionActive(claims('a'), 't');
    expect(auth.calls).toHaveLength(2);
  });

  it('shares one call between concurrent requests of the same session', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const auth = recordedAuthFetch(async () => {
      await gate;
      return json({ active: true });
    });
    const status = remote(auth);
    const answers = Promise.all([1, 2, 3].map(() => status.isSessionActive(claims('a'), 't')));
    release();
    expect(await answers).toEqual([true, true, true]);
    expect(auth.calls).toHaveLength(1);
  });

  it('is undecided when svc-auth cannot answer, and retries after a few seconds', async () => {
    let mode: 'down' | 'up' = 'down';
    const auth = recordedAuthFetch(() => (mode === 'down' ? Promise.reject(new TypeError('fetch failed')) : json({ active: false })));
    const status = remote(auth);
    expect(await status.isSessionActive(claims('a'), 't')).toBeUndefined();
    expect(await status.isSessionActive(claims('a'), 't')).toBeUndefined();
    expect(auth.calls).toHaveLength(1);
    mode = 'up';
    now += 5_001;
    expect(await status.isSessionActive(claims('a'), 't')).toBe(false);
  });

  it('treats any answer but a 200 with a boolean "active" as no answer', async () => {
    for (const response of [json({ message: 'x' }, 401), json({ message: 'x' }, 404), json({ active: 'yes' }), new Response('<html>', { status: 200 })]) {
      const status = remote(recordedAuthFetch(() => response));
      expect(await status.isSessionActive(claims('a'), 't')).toBeUndefined();
    }
  });

  it('forgets the oldest sessions beyond its size limit', async () => {
    const auth = recordedAuthFetch(() => json({ active: true }));
    const status = remote(auth, { maxEntries: 2 });
    await status.isSessionActive(claims('a'), 't');
    await status.isSessionActive(claims('b'), 't');
    await status.isSessionActive(claims('c'), 't');
    await status.isSessionActive(claims('b'), 't');
    expect(auth.calls).toHaveLength(3);
    await status.isSessionActive(claims('a'), 't');
    expect(auth.calls).toHaveLength(4);
  });
});
