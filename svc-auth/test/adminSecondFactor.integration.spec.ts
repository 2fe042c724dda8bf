import type { AdminSessionStatus, SecondFactorVerified, TotpEnrolmentStart } from '@universo/contracts';
import { startTestService, type TestService } from '@universo/service-kit/testing';
import { AdminSecurityService } from '../src/adminSecurity/adminSecurity.service';
import { appModule } from '../src/app.module';
import { AuthConfig } from '../src/config';
import { ADMIN_ENV, adminLogin, cookieFrom, enrolAdmin, type EnrolledAdmin, familyAccount, TEST_ADMIN, totpCode } from './support/adminSecondFactor';
import { documentedResponses } from '@universo/openapi/testing';

describe("the admins' second factor and rights in svc-auth", () => {
  let auth: TestService<AuthConfig>;
  // Every answer is checked against svc-auth/openapi.json before the test's own expectations.
  const documented = documentedResponses('auth');
  const http = () => documented(auth.http());
  let family: string;

  beforeAll(async () => {
    auth = await startTestService({ name: 'auth', schema: AuthConfig, module: (config) => appModule(config), env: ADMIN_ENV });
    family = cookieFrom(await http().post('/api/auth/register').send(familyAccount('2fa')).expect(201));
  });
  afterAll(() => auth.close());

  const status = async (cookie?: string): Promise<AdminSessionStatus> => {
    const call = http().get('/api/auth/admin/session');
    const res = await (cookie ? call.set('Cookie', cookie) : call).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.body as AdminSessionStatus;
  };
  const verify = (cookie: string, body: Record<string, unknown>) => http().post('/api/auth/admin/totp/verify').set('Cookie', cookie).send(body);

  it('tells other services who is admin now: never a visitor, a family or a forged cookie', async () => {
    expect(await status()).toEqual({ active: false, admin: false, secondFactor: 'enrol', verifiedUntil: null });
    expect(await status(family)).toEqual({ active: true, admin: false, secondFactor: 'enrol', verifiedUntil: null });
    // A family cookie re-signed with role admin (only possible with the secret): still the database decides.
    expect(await status(auth.sessionCookie({ sub: 'x', role: 'admin' }))).toMatchObject({ active: false, admin: false });
    expect(await status(await adminLogin(auth))).toEqual({ active: true, admin: true, secondFactor: 'enrol', verifiedUntil: null });
  });

  it('lets only admins enrol or verify (401 visitors, 403 families), in Spanish', async () => {
    await http().post('/api/auth/admin/totp/enrolment').expect(401);
    const refused = await http().post('/api/auth/admin/totp/enrolment').set('Cookie', family).expect(403);
    expect(refused.body).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Esta acción es solo para administradores.' });
    await verify(family, { code: '123456' }).expect(403);
  });

  describe('once enrolled', () => {
    let enrolled: EnrolledAdmin;
    let start: TotpEnrolmentStart;

    beforeAll(async () => {
      const cookie = await adminLogin(auth);
      // Verifying before enrolling says to enrol.
      const early = await verify(cookie, { code: '123456' }).expect(403);
      expect(early.body).toMatchObject({ secondFactor: 'enrol', message: 'Primero activa la verificación en dos pasos con tu aplicación de autenticación.' });

      start = (await http().post('/api/auth/admin/totp/enrolment').set('Cookie', cookie).expect(201)).body as TotpEnrolmentStart;
      // A wrong first code does not enrol.
      const wrong = await http().post('/api/auth/admin/totp/enrolment/confirm').set('Cookie', cookie).send({ code: '000000' }).expect(400);
      expect(wrong.body.message).toBe('El código no es correcto o ya se usó. Escribe el que muestra ahora tu aplicación.');
      expect(await status(cookie)).toMatchObject({ admin: true, secondFactor: 'enrol' });
      enrolled = await enrolAdmin(auth, cookie);
    });

    it('gave the secret as text, an otpauth URI and a QR code, then ten recovery codes', () => {
      expect(start.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(start.otpauthUri).toMatch(/^otpauth:\/\/totp\/Universo%20de%20Francesca:admin%40universo\.test\?secret=[A-Z2-7]{32}&/);
      expect(start.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(Buffer.from(start.qrCode.split(',')[1]!, 'base64').toString()).toContain('<svg');
      expect(enrolled.recoveryCodes).toHaveLength(10);
    });

    it('marks the enrolling session verified for 12 hours', async () => {
      const now = await status(enrolled.cookie);
      expect(now).toMatchObject({ active: true, admin: true, secondFactor: 'verified' });
      const hours = (Date.parse(now.verifiedUntil!) - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(11.9);
      expect(hours).toBeLessThanOrEqual(12);
    });

    it('stores the secret encrypted and the recovery codes hashed: neither is readable in the database', async () => {
      const [totp] = await auth.query<Record<string, string | null>>('SELECT * FROM admin_totp');
      expect(totp!.pending_secret_sealed).toBeNull();
      expect(totp!.secret_sealed).toMatch(/^v1:/);
      expect(JSON.stringify(totp)).not.toContain(enrolled.secret);
      const codes = await auth.query<{ code_hash: string }>('SELECT code_hash FROM admin_recovery_codes');
      expect(codes).toHaveLength(10);
      const stored = JSON.stringify(codes);
      for (const code of enrolled.recoveryCodes) {
        expect(stored).not.toContain(code);
        expect(stored).not.toContain(code.replace('-', ''));
      }
    });

    it('never gives the secret again: a new session must verify before it can enrol another app', async () => {
      const cookie = await adminLogin(auth);
      expect(await status(cookie)).toEqual({ active: true, admin: true, secondFactor: 'verify', verifiedUntil: null });
      const refused = await http().post('/api/auth/admin/totp/enrolment').set('Cookie', cookie).expect(403);
      expect(refused.body).toMatchObject({ secondFactor: 'verify' });
      expect(JSON.stringify(refused.body)).not.toContain(enrolled.secret);
    });

    it('accepts a valid code once (never the same code again) and marks only that session', async () => {
      const first = await adminLogin(auth);
      const second = await adminLogin(auth);
      // The enrolment's own code cannot be replayed (that code, not "the code of now": on a slow
      // machine the 30 s window may have rolled over since the enrolment, making now's a new one).
      await verify(first, { code: enrolled.enrolmentCode }).expect(400);
      const ok = (await verify(first, { code: totpCode(enrolled.secret, 1) }).expect(200)).body as SecondFactorVerified;
      expect(ok.recoveryCodesLeft).toBe(10);
      expect(await status(first)).toMatchObject({ secondFactor: 'verified' });
      expect(await status(second)).toMatchObject({ secondFactor: 'verify' });
      await verify(second, { code: totpCode(enrolled.secret, 1) }).expect(400);
    });

    it('accepts each recovery code once, typed in any case', async () => {
      const [code] = enrolled.recoveryCodes;
      const first = await adminLogin(auth);
      const ok = (await verify(first, { recoveryCode: ` ${code!.toUpperCase()} ` }).expect(200)).body as SecondFactorVerified;
      expect(ok.recoveryCodesLeft).toBe(9);
      expect(await status(first)).toMatchObject({ secondFactor: 'verified' });
      const second = await adminLogin(auth);
      const again = await verify(second, { recoveryCode: code }).expect(400);
      expect(again.body.message).toBe('Ese código de recuperación no es válido o ya se usó.');
      expect(await status(second)).toMatchObject({ secondFactor: 'verify' });
    });

    it('refuses malformed input with a Spanish 400, without counting it as a guess', async () => {
      const cookie = await adminLogin(auth);
      const failuresBefore = await auth.query('SELECT 1 FROM admin_code_failures');
      expect((await verify(cookie, {}).expect(400)).body.message).toBe('Escribe el código de 6 cifras de tu aplicación o uno de tus códigos de recuperación.');
      expect((await verify(cookie, { code: '123456', recoveryCode: 'abcde-23456' }).expect(400)).body.message).toMatch(/^Escribe el código/);
      expect((await verify(cookie, { code: '12ab' }).expect(400)).body.message).toBe('El código son 6 cifras, como 123456.');
      expect((await verify(cookie, { recoveryCode: 'x' }).expect(400)).body.message).toMatch(/^Un código de recuperación tiene 10/);
      expect((await verify(cookie, { code: 123456 }).expect(400)).body.message).toContain('Escribe el código de 6 cifras');
      expect((await verify(cookie, { code: '123456', extra: 1 }).expect(400)).body.message).toBe('El campo "extra" no está permitido.');
      expect(await auth.query('SELECT 1 FROM admin_code_failures')).toHaveLength(failuresBefore.length);
    });

    it('pauses code checks after 5 wrong codes in 15 minutes (429 with Retry-After), for every session of the admin', async () => {
      // A valid code clears the wrong ones before it (the tests above left one): this count starts at zero.
      await verify(await adminLogin(auth), { recoveryCode: enrolled.recoveryCodes[4] }).expect(200);
      const cookie = await adminLogin(auth);
      for (let i = 0; i < 5; i++) await verify(cookie, { code: '000000' }).expect(400);
      const locked = await verify(cookie, { code: totpCode(enrolled.secret, 1) }).expect(429);
      expect(locked.body.message).toMatch(/^Demasiados códigos incorrectos\. Espera (15|14) minutos antes de intentarlo de nuevo\.$/);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
      // A recovery code, another session: still paused (the limit is the account's, not the session's).
      await verify(await adminLogin(auth), { recoveryCode: enrolled.recoveryCodes[5] }).expect(429);
      expect(await status(cookie)).toMatchObject({ secondFactor: 'verify' });
      // Fifteen minutes later the admin may try again.
      await auth.query(`UPDATE admin_code_failures SET failed_at = failed_at - interval '16 minutes'`);
      await verify(cookie, { recoveryCode: enrolled.recoveryCodes[5] }).expect(200);
    });

    it('ends the second factor with the 12 hours, or with the session', async () => {
      const cookie = await adminLogin(auth);
      await verify(cookie, { recoveryCode: enrolled.recoveryCodes[6] }).expect(200);
      await auth.query(`UPDATE session_second_factors SET verified_until = now() - interval '1 second'`);
      expect(await status(cookie)).toMatchObject({ admin: true, secondFactor: 'verify', verifiedUntil: null });
      await verify(cookie, { recoveryCode: enrolled.recoveryCodes[7] }).expect(200);
      await http().post('/api/auth/logout').set('Cookie', cookie).expect(200);
      expect(await status(cookie)).toEqual({ active: false, admin: false, secondFactor: 'enrol', verifiedUntil: null });
    });

    it('logout everywhere ends every session of the admin at once', async () => {
      const other = await adminLogin(auth);
      await verify(other, { recoveryCode: enrolled.recoveryCodes[8] }).expect(200);
      const res = await http().post('/api/auth/logout-everywhere').set('Cookie', enrolled.cookie).expect(200);
      expect(res.body).toEqual({ message: 'Has cerrado sesión en todos tus dispositivos.' });
      expect(String(res.headers['set-cookie'])).toMatch(/uf_session=;.*Max-Age=0/i);
      expect(await status(enrolled.cookie)).toMatchObject({ active: false, admin: false });
      expect(await status(other)).toMatchObject({ active: false, admin: false });
      await http().post('/api/auth/logout-everywhere').set('Cookie', other).expect(401);
      enrolled.cookie = await adminLogin(auth);
    });

    it('a demotion in the database counts at once, for a verified session too', async () => {
      const cookie = await adminLogin(auth);
      await verify(cookie, { recoveryCode: enrolled.recoveryCodes[9] }).expect(200);
      expect(await status(cookie)).toMatchObject({ admin: true, secondFactor: 'verified' });
      await auth.query(`UPDATE users SET role = 'family' WHERE email = $1`, [TEST_ADMIN.email]);
      expect(await status(cookie)).toEqual({ active: true, admin: false, secondFactor: 'enrol', verifiedUntil: null });
      await http().post('/api/auth/admin/totp/enrolment').set('Cookie', cookie).expect(403);
      await auth.query(`UPDATE users SET role = 'admin' WHERE email = $1`, [TEST_ADMIN.email]);
      expect(await status(cookie)).toMatchObject({ admin: true, secondFactor: 'verified' });
    });

    it('an admin whose address leaves ADMIN_EMAIL is demoted when svc-auth starts again', async () => {
      const cookie = await adminLogin(auth);
      const security = auth.app.get(AdminSecurityService);
      const configured = auth.config.ADMIN_EMAIL;
      try {
        // The start-up step with the address still configured keeps the admin…
        await security.onApplicationBootstrap();
        expect(await status(cookie)).toMatchObject({ admin: true });
        // …and with it removed from the configuration demotes them.
        auth.config.ADMIN_EMAIL = undefined;
        await security.onApplicationBootstrap();
        expect(await status(cookie)).toMatchObject({ active: true, admin: false });
        const [user] = await auth.query<{ role: string }>('SELECT role FROM users WHERE email = $1', [TEST_ADMIN.email]);
        expect(user!.role).toBe('family');
      } finally {
        auth.config.ADMIN_EMAIL = configured;
        await auth.query(`UPDATE users SET role = 'admin' WHERE email = $1`, [TEST_ADMIN.email]);
      }
    });
  });
});
