import type { BaseServiceConfig } from '@universo/service-kit';
import { forged, type TestService } from '@universo/service-kit/testing';
import type { AuthConfig } from '../src/config';
import { documentedResponses } from '@universo/openapi/testing';
import { startOtherService } from './support/otherService';
import { cookieFrom, registrationBody } from './support/registration';
import { startAuthService } from './support/authSuite';

const family = registrationBody({ username: 'revocada', email: 'revocada@example.com', firstName: 'Ana', lastName: 'Paz', age: 7 });

describe('logout ends the session in every service', () => {
  let auth: TestService<AuthConfig>;
  // Every answer is checked against svc-auth/openapi.json before the test's own expectations.
  const documented = documentedResponses('auth');
  const http = () => documented(auth.http());
  let authUrl: string;
  const others: TestService<BaseServiceConfig>[] = [];

  const startOther = async (env: Record<string, string>) => {
    const other = await startOtherService(env);
    others.push(other);
    return other;
  };

  beforeAll(async () => {
    auth = await startAuthService();
    await auth.app.listen(0, '127.0.0.1');
    authUrl = await auth.app.getUrl();
    await http().post('/api/auth/register').send(family).expect(201);
  });
  afterAll(async () => {
    for (const other of others) await other.close();
    await auth.close();
  });

  const login = async () => cookieFrom(await http().post('/api/auth/login').send({ email: family.email, password: family.password }).expect(200));

  it('svc-auth tells whether the presented session is active', async () => {
    const cookie = await login();
    const active = await http().get('/api/auth/session').set('Cookie', cookie).expect(200);
    expect(active.body).toMatchObject({ active: true });
    expect(active.headers['cache-control']).toBe('no-store');
    await http().post('/api/auth/logout').set('Cookie', cookie).expect(200);
    await http().get('/api/auth/session').set('Cookie', cookie).expect(200, { active: false });
    await http().get('/api/auth/session').expect(200, { active: false });
    await http()
      .get('/api/auth/session')
      .set('Cookie', auth.sessionCookie({ sub: 'x' }))
      .expect(200, { active: false });
  });

  it('names the user of an active session, and answers a visitor 200 where GET /api/auth/user keeps its 401', async () => {
    const cookie = await login();
    const active = await http().get('/api/auth/session').set('Cookie', cookie).expect(200);
    const user = await http().get('/api/auth/user').set('Cookie', cookie).expect(200);
    expect(active.body).toEqual({ active: true, user: user.body });
    expect(active.body.user).toMatchObject({ email: family.email, firstName: 'Ana' });
    expect(active.body.user).not.toHaveProperty('password');
    expect(active.body.user).not.toHaveProperty('passwordHash');
    const visitor = await http().get('/api/auth/session').expect(200);
    expect(visitor.body).toEqual({ active: false });
    expect(visitor.headers['cache-control']).toBe('no-store');
    await http().get('/api/auth/user').expect(401);
  });

  it('a copied cookie stops working in another service after logout', async () => {
    const other = await startOther({ AUTH_URL: authUrl, SESSION_CHECK_CACHE_SECONDS: '0' });
    const cookie = await login();
    const before = await other.http().get('/api/otro/privado').set('Cookie', cookie).expect(200);
    expect(before.body.sub).toMatch(/^[0-9a-f-]{36}$/);

    await http().post('/api/auth/logout').set('Cookie', cookie).expect(200);
    const after = await other.http().get('/api/otro/privado').set('Cookie', cookie).expect(401);
    expect(after.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Inicia sesión para continuar.' });
    await other.http().get('/api/otro/publico').set('Cookie', cookie).expect(200, { loggedIn: false });
  });

  it('another service trusts an active session for SESSION_CHECK_CACHE_SECONDS without asking again', async () => {
    const other = await startOther({ AUTH_URL: authUrl, SESSION_CHECK_CACHE_SECONDS: '30' });
    const cookie = await login();
    await other.http().get('/api/otro/privado').set('Cookie', cookie).expect(200);
    await http().post('/api/auth/logout').set('Cookie', cookie).expect(200);
    // Within the documented window the cached "active" answer stands; svc-auth is not called again.
    await other.http().get('/api/otro/privado').set('Cookie', cookie).expect(200);
  });

  it('keeps working on the signature alone while svc-auth cannot be reached', async () => {
    const other = await startOther({ AUTH_URL: 'http://127.0.0.1:9', SESSION_CHECK_CACHE_SECONDS: '30' });
    await other
      .http()
      .get('/api/otro/privado')
      .set('Cookie', other.sessionCookie({ sub: 'u-1' }))
      .expect(200, { sub: 'u-1' });
    await other.http().get('/api/otro/privado').expect(401);
  });

  it('refuses a forged cookie in another service without asking svc-auth', async () => {
    const other = await startOther({ AUTH_URL: authUrl });
    const forgedCookie = forged(other.sessionCookie({ sub: 'u-1' }));
    await other.http().get('/api/otro/privado').set('Cookie', forgedCookie).expect(401);
  });
});
