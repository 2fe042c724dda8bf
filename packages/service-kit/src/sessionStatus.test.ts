import type { SessionClaims } from './session';
import { RemoteSessionStatus } from './sessionStatus';

const T0 = Date.UTC(2030, 0, 1);
const logger = { warn: jest.fn() };

function claims(sid: string, expInSeconds = 3600): SessionClaims {
  return { sid, sub: `user-${sid}`, role: 'family', exp: Math.floor(T0 / 1000) + expInSeconds };
}

/** A fake svc-auth: answers `active` per token, or fails. */
function fakeAuth(answer: (token: string) => Response | Promise<Response>) {
  const calls: { url: string; cookie: string }[] = [];
  const fetchFn = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const cookie = String((init?.headers as Record<string, string>).cookie);
    calls.push({ url: String(url), cookie });
    return answer(cookie.replace('uf_session=', ''));
  }) as unknown as typeof fetch;
  return { fetchFn, calls };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('RemoteSessionStatus', () => {
  let now = T0;
  const clock = () => now;
  beforeEach(() => {
    now = T0;
  });

  it('asks svc-auth with the session cookie and caches "active" for the configured time', async () => {
    const auth = fakeAuth(() => json({ active: true }));
    const status = new RemoteSessionStatus({ authUrl: 'http://auth:3001', cacheSeconds: 30, fetchFn: auth.fetchFn, now: clock, logger });
    expect(await status.isSessionActive(claims('a'), 'token-a')).toBe(true);
    expect(auth.calls).toEqual([{ url: 'http://auth:3001/api/auth/session', cookie: 'uf_session=token-a' }]);

    now += 29_000;
    expect(await status.isSessionActive(claims('a'), 'token-a')).toBe(true);
    expect(auth.calls).toHaveLength(1);

    now += 2_000;
    expect(await status.isSessionActive(claims('a'), 'token-a')).toBe(true);
    expect(auth.calls).toHaveLength(2);
  });

  it('sees a logout once the cached answer is older than the cache time', async () => {
    let active = true;
    const auth = fakeAuth(() => json({ active }));
    const status = new RemoteSessionStatus({ authUrl: 'http://auth:3001', cacheSeconds: 30, fetchFn: auth.fetchFn, now: clock, logger });
    expect(await status.isSessionActive(claims('a'), 't')).toBe(true);
    active = false;
    now += 30_001;
    expect(await status.isSessionActive(claims('a'), 't')).toBe(false);
  });

  it('remembers an ended session until the token expires, without asking again', async () => {
    const auth = fakeAuth(() => json({ active: false }));
    const status = new RemoteSessionStatus({ authUrl: 'http://auth:3001', cacheSeconds: 30, fetchFn: auth.fetchFn, now: clock, logger });
    expect(await status.isSessionActive(claims('a', 600), 't')).toBe(false);
    now += 599_000;
    expect(await status.isSessionActive(claims('a', 600), 't')).toBe(false);
    expect(auth.calls).toHaveLength(1);
  });

  it('asks every time with a cache time of 0', async () => {
    const auth = fakeAuth(() => json({ active: true }));
    const status = new RemoteSessionStatus({ authUrl: 'http://auth:3001', cacheSeconds: 0, fetchFn: auth.fetchFn, now: clock, logger });
    await status.isSessionActive(claims('a'), 't');
    await status.isSessionActive(claims('a'), 't');
    expect(auth.calls).toHaveLength(2);
  });

  it('shares one call between concurrent requests of the same session', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const auth = fakeAuth(async () => {
      await gate;
      return json({ active: true });
    });
    const status = new RemoteSessionStatus({ authUrl: 'http://auth:3001', cacheSeconds: 30, fetchFn: auth.fetchFn, now: clock, logger });
    const answers = Promise.all([1, 2, 3].map(() => status.isSessionActive(claims('a'), 't')));
    release();
    expect(await answers).toEqual([true, true, true]);
    expect(auth.calls).toHaveLength(1);
  });

  it('is undecided when svc-auth cannot answer, and retries after a few seconds', async () => {
    let mode: 'down' | 'up' = 'down';
    const auth = fakeAuth(() => (mode === 'down' ? Promise.reject(new TypeError('fetch failed')) : json({ active: false })));
    const status = new RemoteSessionStatus({ authUrl: 'http://auth:3001', cacheSeconds: 30, fetchFn: auth.fetchFn, now: clock, logger });
    expect(await status.isSessionActive(claims('a'), 't')).toBeUndefined();
    expect(await status.isSessionActive(claims('a'), 't')).toBeUndefined();
    expect(auth.calls).toHaveLength(1);
    mode = 'up';
    now += 5_001;
    expect(await status.isSessionActive(claims('a'), 't')).toBe(false);
  });

  it('keeps the last answer while svc-auth is down', async () => {
    let down = false;
    const auth = fakeAuth(() => (down ? json({ statusCode: 503 }, 503) : json({ active: true })));
    const status = new RemoteSessionStatus({ authUrl: 'http://auth:3001', cacheSeconds: 30, fetchFn: auth.fetchFn, now: clock, logger });
    expect(await status.isSessionActive(claims('a'), 't')).toBe(true);
    down = true;
    now += 31_000;
    expect(await status.isSessionActive(claims('a'), 't')).toBe(true);
  });

  it('treats any answer but a 200 with a boolean "active" as no answer', async () => {
    for (const response of [json({ message: 'x' }, 401), json({ message: 'x' }, 404), json({ active: 'yes' }), new Response('<html>', { status: 200 })]) {
      const status = new RemoteSessionStatus({ authUrl: 'http://auth:3001', cacheSeconds: 30, fetchFn: fakeAuth(() => response).fetchFn, now: clock, logger });
      expect(await status.isSessionActive(claims('a'), 't')).toBeUndefined();
    }
  });

  it('forgets the oldest sessions beyond its size limit', async () => {
    const auth = fakeAuth(() => json({ active: true }));
    const status = new RemoteSessionStatus({ authUrl: 'http://auth:3001', cacheSeconds: 30, fetchFn: auth.fetchFn, now: clock, logger, maxEntries: 2 });
    await status.isSessionActive(claims('a'), 't');
    await status.isSessionActive(claims('b'), 't');
    await status.isSessionActive(claims('c'), 't');
    await status.isSessionActive(claims('b'), 't');
    expect(auth.calls).toHaveLength(3);
    await status.isSessionActive(claims('a'), 't');
    expect(auth.calls).toHaveLength(4);
  });
});
