import type { AdminSessionStatus } from '@universo/contracts';
import { AdminStatusUnavailableError, RemoteAdminStatus } from './adminStatus';
import { AUTH_URL, json, type RecordedAuthFetch, recordedAuthFetch, T0 } from './authFetchTesting';
import type { SessionClaims } from './session';

const claims = (sid: string): SessionClaims => ({ sid, sub: `user-${sid}`, role: 'admin', exp: Math.floor(T0 / 1000) + 3600 });
const VERIFIED: AdminSessionStatus = { active: true, admin: true, secondFactor: 'verified', verifiedUntil: '2030-01-01T12:00:00.000Z' };

/** A fake svc-auth giving `answers` in turn, then refusing the connection. */
function fakeAuth(answers: (() => Response)[]): RecordedAuthFetch {
  return recordedAuthFetch(() => {
    const next = answers.shift();
    if (!next) throw new Error('connect ECONNREFUSED');
    return next();
  });
}

describe('RemoteAdminStatus', () => {
  let now = T0;
  beforeEach(() => {
    now = T0;
  });
  const remote = (auth: RecordedAuthFetch, cacheSeconds = 5) =>
    new RemoteAdminStatus({ authUrl: AUTH_URL, cacheSeconds, fetchFn: auth.fetchFn, now: () => now });

  it('asks svc-auth with the cookie and uses the answer for a few seconds only', async () => {
    const demoted: AdminSessionStatus = { active: true, admin: false, secondFactor: 'enrol', verifiedUntil: null };
    const auth = fakeAuth([() => json(VERIFIED), () => json(demoted)]);
    const status = remote(auth);
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
    const status = remote(auth, 0);
    await status.adminStatus(claims('a'), 'tok');
    await status.adminStatus(claims('a'), 'tok');
    expect(auth.calls).toHaveLength(2);
  });

  it('fails closed when svc-auth is down, answers an error or an unexpected body, and does not remember the failure', async () => {
    const auth = fakeAuth([() => json({ statusCode: 503 }, 503), () => json({ admin: 'yes' }), () => json(VERIFIED)]);
    const status = remote(auth);
    await expect(status.adminStatus(claims('a'), 'tok')).rejects.toBeInstanceOf(AdminStatusUnavailableError);
    await expect(status.adminStatus(claims('a'), 'tok')).rejects.toBeInstanceOf(AdminStatusUnavailableError);
    expect(await status.adminStatus(claims('a'), 'tok')).toEqual(VERIFIED);
    const down = new RemoteAdminStatus({ authUrl: AUTH_URL, cacheSeconds: 5, fetchFn: fakeAuth([]).fetchFn });
    await expect(down.adminStatus(claims('b'), 'tok')).rejects.toBeInstanceOf(AdminStatusUnavailableError);
  });
});
