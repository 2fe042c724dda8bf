import type { ApiError } from '@universo/contracts';
import { startTestService, type TestService } from '@universo/service-kit/testing';
import { adminLogin, enrolAdmin, type EnrolledAdmin, TEST_ADMIN, totpCode } from '../../svc-auth/test/support/adminSecondFactor';
import type { AuthConfig } from '../../svc-auth/src/config';
import { appModule } from '../src/app.module';
import { ContentConfig } from '../src/config';
import { startContentService, STARTUP_TIMEOUT_MS } from './support/contentService';
import { type ModeratedContent, startModeratedContent } from './support/moderators';

const ENROL: ApiError = {
  statusCode: 403,
  error: 'Forbidden',
  message: 'Para moderar, activa primero la verificación en dos pasos con una aplicación de autenticación.',
  secondFactor: 'enrol',
};
const VERIFY: ApiError = {
  statusCode: 403,
  error: 'Forbidden',
  message: 'Para moderar, confirma tu identidad con el código de tu aplicación de autenticación.',
  secondFactor: 'verify',
};
const ADMINS_ONLY: ApiError = { statusCode: 403, error: 'Forbidden', message: 'Esta acción es solo para administradores.' };
const MODERATION = ['/api/community/moderation', '/api/contact/messages'];

/**
 * svc-content's moderation asks svc-auth (real service, own PostgreSQL database, real HTTP) about
 * every admin action: the role now, the session, and its second factor.
 */
describe('moderation needs an admin as svc-auth sees it now, with a second factor', () => {
  let stack: ModeratedContent;
  let service: TestService<ContentConfig>;
  let auth: TestService<AuthConfig>;
  let enrolled: EnrolledAdmin;

  beforeAll(async () => {
    stack = await startModeratedContent({}, { enrol: false });
    ({ service, auth } = stack);
  }, STARTUP_TIMEOUT_MS);
  afterAll(() => stack?.close());

  const moderate = (cookie: string, path = MODERATION[0]!) => service.http().get(path).set('Cookie', cookie);
  const verify = (cookie: string, body: Record<string, unknown>) => auth.http().post('/api/auth/admin/totp/verify').set('Cookie', cookie).send(body);

  it('refuses an admin who has not enrolled a second factor (403 JSON, Spanish, says to enrol)', async () => {
    for (const path of MODERATION) expect((await moderate(stack.admin, path).expect(403)).body).toEqual(ENROL);
    const approve = await service.http().post('/api/community/6c1f0e52-4b7a-4d8e-9f21-0a5b3c7d9e01/approve').set('Cookie', stack.admin).expect(403);
    expect(approve.body).toEqual(ENROL);
  });

  it('lets the admin moderate once enrolled with a valid code', async () => {
    enrolled = await enrolAdmin(auth, stack.admin);
    for (const path of MODERATION) await moderate(enrolled.cookie, path).expect(200);
    await service.http().post('/api/community/00000000-0000-4000-8000-000000000000/approve').set('Cookie', enrolled.cookie).expect(404);
  });

  it('asks every new session for a code; a valid one lets it moderate', async () => {
    const cookie = await adminLogin(auth);
    expect((await moderate(cookie).expect(403)).body).toEqual(VERIFY);
    await verify(cookie, { code: '000000' }).expect(400);
    expect((await moderate(cookie).expect(403)).body).toEqual(VERIFY);
    await verify(cookie, { code: totpCode(enrolled.secret, 1) }).expect(200);
    await moderate(cookie).expect(200);
  });

  it('accepts a recovery code once', async () => {
    const [code] = enrolled.recoveryCodes;
    const first = await adminLogin(auth);
    await verify(first, { recoveryCode: code }).expect(200);
    await moderate(first).expect(200);
    const second = await adminLogin(auth);
    await verify(second, { recoveryCode: code }).expect(400);
    expect((await moderate(second).expect(403)).body).toEqual(VERIFY);
  });

  it('limits wrong codes: after 5, even a right one is refused for a while, and moderation stays closed', async () => {
    await verify(await adminLogin(auth), { recoveryCode: enrolled.recoveryCodes[1] }).expect(200); // clears earlier wrong codes
    const cookie = await adminLogin(auth);
    for (let i = 0; i < 5; i++) await verify(cookie, { code: '999999' }).expect(400);
    const locked = await verify(cookie, { recoveryCode: enrolled.recoveryCodes[2] }).expect(429);
    expect(locked.headers['retry-after']).toBeDefined();
    expect((await moderate(cookie).expect(403)).body).toEqual(VERIFY);
    await auth.query(`UPDATE admin_code_failures SET failed_at = failed_at - interval '16 minutes'`);
    await verify(cookie, { recoveryCode: enrolled.recoveryCodes[2] }).expect(200);
    await moderate(cookie).expect(200);
  });

  it('refuses a demoted admin at once, even with a verified session', async () => {
    await moderate(enrolled.cookie).expect(200);
    await auth.query(`UPDATE users SET role = 'family' WHERE email = $1`, [TEST_ADMIN.email]);
    try {
      for (const path of MODERATION) expect((await moderate(enrolled.cookie, path).expect(403)).body).toEqual(ADMINS_ONLY);
    } finally {
      await auth.query(`UPDATE users SET role = 'admin' WHERE email = $1`, [TEST_ADMIN.email]);
    }
    await moderate(enrolled.cookie).expect(200);
  });

  it('refuses at once the sessions ended by a logout everywhere (asked to log in again)', async () => {
    const other = await adminLogin(auth);
    await verify(other, { recoveryCode: enrolled.recoveryCodes[3] }).expect(200);
    await moderate(other).expect(200);
    await moderate(enrolled.cookie).expect(200);
    await auth.http().post('/api/auth/logout-everywhere').set('Cookie', enrolled.cookie).expect(200);
    for (const cookie of [other, enrolled.cookie]) {
      expect((await moderate(cookie).expect(401)).body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Inicia sesión para continuar.' });
    }
    enrolled.cookie = await adminLogin(auth);
    await verify(enrolled.cookie, { recoveryCode: enrolled.recoveryCodes[4] }).expect(200);
  });

  it('refuses families without asking svc-auth about admin rights', async () => {
    for (const path of MODERATION) expect((await moderate(stack.family, path).expect(403)).body).toEqual(ADMINS_ONLY);
  });

  it(
    'with a cache of a few seconds, a demotion counts within that time in another replica',
    async () => {
      const replica = await startContentService({ AUTH_URL: await auth.app.getUrl(), ADMIN_CHECK_CACHE_SECONDS: '1' });
      try {
        await replica.http().get(MODERATION[0]!).set('Cookie', enrolled.cookie).expect(200);
        await auth.query(`UPDATE users SET role = 'family' WHERE email = $1`, [TEST_ADMIN.email]);
        await new Promise((resolve) => setTimeout(resolve, 1100));
        expect((await replica.http().get(MODERATION[0]!).set('Cookie', enrolled.cookie).expect(403)).body).toEqual(ADMINS_ONLY);
      } finally {
        await auth.query(`UPDATE users SET role = 'admin' WHERE email = $1`, [TEST_ADMIN.email]);
        await replica.close();
      }
    },
    STARTUP_TIMEOUT_MS,
  );

  it(
    'fails closed (503 JSON, Spanish) when svc-auth cannot answer, or without AUTH_URL',
    async () => {
      const unreachable = await startTestService({
        name: 'content',
        schema: ContentConfig,
        module: appModule,
        env: { AUTH_URL: 'http://127.0.0.1:9', SESSION_CHECK_CACHE_SECONDS: '30' },
      });
      const alone = await startContentService();
      try {
        const cookie = unreachable.sessionCookie({ sub: stack.adminId, role: 'admin' });
        const down = await unreachable.http().get(MODERATION[0]!).set('Cookie', cookie).expect(503);
        expect(down.body).toEqual({
          statusCode: 503,
          error: 'Service Unavailable',
          message: 'No pudimos comprobar tu acceso de administración. Inténtalo de nuevo en unos segundos.',
        });
        // A signed admin cookie alone never opens moderation.
        await alone
          .http()
          .get(MODERATION[0]!)
          .set('Cookie', alone.sessionCookie({ sub: stack.adminId, role: 'admin' }))
          .expect(503);
      } finally {
        await unreachable.close();
        await alone.close();
      }
    },
    STARTUP_TIMEOUT_MS,
  );
});
