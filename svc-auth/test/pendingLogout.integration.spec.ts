import { LOGOUT_MESSAGES, PENDING_LOGOUT_COOKIE, PENDING_LOGOUT_PATH } from '@universo/contracts';
import type { BaseServiceConfig } from '@universo/service-kit';
import { forged, startTestService, type TestService } from '@universo/service-kit/testing';
import { appModule } from '../src/app.module';
import { AuthConfig } from '../src/config';
import { documentedResponses } from '@universo/openapi/testing';
import { startOtherService } from './support/otherService';
import { registrationBody } from './support/registration';

// A logout the gateway answered while svc-auth was down (gateway/src/hardening.integration.test.ts)
// left the session's token in the pending-logout cookie. Once svc-auth answers again, the browser
// posts it here and the session ends everywhere: also for a copy of the cookie taken before.

const family = registrationBody({ username: 'pendiente', email: 'pendiente@example.com', firstName: 'Ana', lastName: 'Paz', age: 7 });

const tokenFrom = (res: { headers: Record<string, unknown> }): string => {
  const raw = res.headers['set-cookie'];
  return /uf_session=([^;]+)/.exec(String(Array.isArray(raw) ? raw[0] : raw))![1]!;
};

describe('POST /api/auth/pending-logout', () => {
  let auth: TestService<AuthConfig>;
  // Every answer is checked against svc-auth/openapi.json before the test's own expectations.
  const documented = documentedResponses('auth');
  const http = () => documented(auth.http());
  let other: TestService<BaseServiceConfig>;

  beforeAll(async () => {
    auth = await startTestService({ name: 'auth', schema: AuthConfig, module: appModule });
    await auth.app.listen(0, '127.0.0.1');
    await http().post('/api/auth/register').send(family).expect(201);
    other = await startOtherService({ AUTH_URL: await auth.app.getUrl(), SESSION_CHECK_CACHE_SECONDS: '0' });
  });
  afterAll(async () => {
    await other?.close();
    await auth?.close();
  });

  const login = async () => tokenFrom(await http().post('/api/auth/login').send({ email: family.email, password: family.password }).expect(200));
  const pending = (cookie?: string) => {
    const req = http().post(PENDING_LOGOUT_PATH);
    return cookie === undefined ? req : req.set('Cookie', cookie);
  };

  it('ends the session in the cookie, so a copy taken before stops working in every service', async () => {
    const token = await login();
    const copy = `uf_session=${token}`;
    await http().get('/api/auth/user').set('Cookie', copy).expect(200);
    await other.http().get('/api/otro/privado').set('Cookie', copy).expect(200);

    const res = await pending(`${PENDING_LOGOUT_COOKIE}=${token}`).expect(200);
    expect(res.body).toEqual({ message: LOGOUT_MESSAGES.pendingDone, revoked: true });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(String(res.headers['set-cookie'])).toMatch(
      new RegExp(`^${PENDING_LOGOUT_COOKIE}=; Max-Age=0; Path=${PENDING_LOGOUT_PATH}; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Strict$`),
    );

    await http().get('/api/auth/user').set('Cookie', copy).expect(401);
    await other.http().get('/api/otro/privado').set('Cookie', copy).expect(401);
    await http().get('/api/auth/session').set('Cookie', copy).expect(200, { active: false });
  });

  it('never ends the session of whoever signed in since on this computer', async () => {
    const old = await login();
    const current = await login();
    await pending(`uf_session=${current}; ${PENDING_LOGOUT_COOKIE}=${old}`).expect(200);
    await http().get('/api/auth/user').set('Cookie', `uf_session=${current}`).expect(200);
    await http().get('/api/auth/user').set('Cookie', `uf_session=${old}`).expect(401);
  });

  it('answers 200 and ends nothing for a missing, forged, foreign or repeated token', async () => {
    const current = await login();
    const forgedToken = forged(current);
    const foreign = auth.sessionCookie({ sub: 'u-1' }).split('=')[1]!;
    for (const cookie of [
      undefined,
      `${PENDING_LOGOUT_COOKIE}=`,
      `${PENDING_LOGOUT_COOKIE}=${forgedToken}`,
      `${PENDING_LOGOUT_COOKIE}=${foreign}`,
      `${PENDING_LOGOUT_COOKIE}=basura`,
    ]) {
      const res = await pending(cookie).expect(200);
      expect(res.body.revoked).toBe(true);
    }
    await http().get('/api/auth/user').set('Cookie', `uf_session=${current}`).expect(200);
    await pending(`${PENDING_LOGOUT_COOKIE}=${current}`).expect(200);
    await pending(`${PENDING_LOGOUT_COOKIE}=${current}`).expect(200);
    await http().get('/api/auth/user').set('Cookie', `uf_session=${current}`).expect(401);
  });

  it('refuses a cross-site request', async () => {
    const token = await login();
    await pending(`${PENDING_LOGOUT_COOKIE}=${token}`).set('Sec-Fetch-Site', 'cross-site').expect(403);
    await http().get('/api/auth/user').set('Cookie', `uf_session=${token}`).expect(200);
  });

  it('says on a normal logout that the session ended everywhere', async () => {
    const token = await login();
    const res = await http().post('/api/auth/logout').set('Cookie', `uf_session=${token}`).expect(200);
    expect(res.body).toEqual({ message: LOGOUT_MESSAGES.revoked, revoked: true });
  });
});
