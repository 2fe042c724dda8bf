import type { AdminSessionStatus } from '@universo/contracts';
import { AdminStatusUnavailableError, RemoteAdminStatus } from './adminStatus';
import type { SessionClaims } from './session';

const T0 = Date.UTC(2030, 0, 1);
const claims = (sid: string): SessionClaims => ({ sid, sub: `user-${sid}`, role: 'admin', exp: Math.floor(T0 / 1000) + 3600 });
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const VERIFIED: AdminSessionStatus = { active: true, admin: true, secondFactor: 'verified', verifiedUntil: '2030-01-01T12:00:00.000Z' };

function fakeAuth(answers: (() => Response)[]) {
  const calls: { url: string; cookie: string }[] = [];
  const fetchFn = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), cookie: String((init?.headers as Record<string, string>).cookie) });
    const next = answers.shift();
    if (!next) throw new Error('connect ECONNREFUSED');
    return next();
  }) as unknown as typeof fetch;
  return { fetchFn, calls };
}

describe('RemoteAdminStatus', () => {
  let now = T0;
  beforeEach(() => {
    now = T0;
  });

  it('asks svc-auth with the cookie and uses the answer for a few seconds only', async () => {
    const demoted: AdminSessionStatus = { active: true, admin: false, secondFactor: 'enrol', verifiedUntil: null };
    const auth = fakeAuth([() => json(VERIFIED), () => json(demoted)]);
    const status = new RemoteAdminStatus({ authUrl: 'http://auth:3001', cacheSeconds: 5, fetchFn: auth.fetchFn, now: () => now });
    expect(await status.adminStatus(claims('a'), 'tok')).toEqual(VERIFIED);
    expect(auth.calls).toEqual([{ url: 'http://auth:3001/api/auth/admin/session', cookie: 'uf_session=tok' }]);
    now += 4_999;
    expect(await status.adminStatus(claims('a'), 'tok')).toEqual(VERIFIED);
    expect(auth.calls).toHaveLength(1);
    // After the cache window the demotion is seen.
    now += 2;
    expect(await status.adminStatus(claims('a'), 'tok')).toEqual(demoted);
    expect(auth.calls).toHaveLength(2);
  });

  it('with 0 seconds asks on every admin action', async () => {
    const auth = fakeAuth([() => json(VERIFIED), () => json(VERIFIED)]);
    const status = new RemoteAdminStatus({ authUrl: 'http://auth:3001', cacheSeconds: 0, fetchFn: auth.fetchFn, now: () => now });
    await status.adminStatus(claims('a'), 'tok');
    await status.adminStatus(claims('a'), 'tok');
    expect(auth.calls).toHaveLength(2);
  });

  it('fails closed when svc-auth is down, answers an error or an unexpected body, and does not remember the failure', async () => {
    const auth = fakeAuth([() => json({ statusCode: 503 }, 503), () => json({ admin: 'yes' }), () => json(VERIFIED)]);
    const status = new RemoteAdminStatus({ authUrl: 'http://auth:3001', cacheSeconds: 5, fetchFn: auth.fetchFn, now: () => now });
    await expect(status.adminStatus(claims('a'), 'tok')).rejects.toBeInstanceOf(AdminStatusUnavailableError);
    await expect(status.adminStatus(claims('a'), 'tok')).rejects.toBeInstanceOf(AdminStatusUnavailableError);
    expect(await status.adminStatus(claims('a'), 'tok')).toEqual(VERIFIED);
    const down = new RemoteAdminStatus({ authUrl: 'http://auth:3001', cacheSeconds: 5, fetchFn: fakeAuth([]).fetchFn });
    await expect(down.adminStatus(claims('b'), 'tok')).rejects.toBeInstanceOf(AdminStatusUnavailableError);
  });
});
