import { type TotpEnrolmentDone, type TotpEnrolmentStart } from '@universo/contracts';
import type { TestService } from '@universo/service-kit/testing';
import { generateSync } from 'otplib';
import type { AuthConfig } from '../../src/config';
import { registrationBody } from './registration';

export const TEST_ADMIN = { email: 'admin@universo.test', password: 'una-clave-muy-larga' };

/** svc-auth's settings for a suite with the configured admin (and limits that never get in the way). */
export const ADMIN_ENV = {
  ADMIN_EMAIL: TEST_ADMIN.email,
  ADMIN_PASSWORD: TEST_ADMIN.password,
  AUTH_LOGIN_LIMIT_PER_MINUTE: '1000',
  AUTH_REGISTER_LIMIT_PER_MINUTE: '1000',
  MAIL_POLL_INTERVAL_MS: '0',
  RETENTION_INTERVAL_SECONDS: '0',
};

export function cookieFrom(res: { headers: Record<string, unknown> }): string {
  const raw = res.headers['set-cookie'];
  return String(Array.isArray(raw) ? raw[0] : raw).split(';')[0]!;
}

/** A new session of the configured admin: its Cookie header. */
export async function adminLogin(auth: TestService<AuthConfig>): Promise<string> {
  return cookieFrom(await auth.http().post('/api/auth/login').send(TEST_ADMIN).expect(200));
}

/** The code an authenticator app shows for `secret`, `stepsAhead` steps of 30 s from now. */
export function totpCode(secret: string, stepsAhead = 0): string {
  return generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
}

export interface EnrolledAdmin {
  /** A session with its second factor verified (the one that enrolled). */
  cookie: string;
  secret: string;
  recoveryCodes: string[];
  /** The code the enrolment was confirmed with (spent: never accepted again). */
  enrolmentCode: string;
}

/** Enrols the admin's authenticator app through the API, as /moderacion does. */
export async function enrolAdmin(auth: TestService<AuthConfig>, cookie?: string): Promise<EnrolledAdmin> {
  const session = cookie ?? (await adminLogin(auth));
  const start = (await auth.http().post('/api/auth/admin/totp/enrolment').set('Cookie', session).expect(201)).body as TotpEnrolmentStart;
  const enrolmentCode = totpCode(start.secret);
  const done = (await auth.http().post('/api/auth/admin/totp/enrolment/confirm').set('Cookie', session).send({ code: enrolmentCode }).expect(200))
    .body as TotpEnrolmentDone;
  return { cookie: session, secret: start.secret, recoveryCodes: done.recoveryCodes, enrolmentCode };
}

/** Families for the suites, registered through the API (an adult who accepts the notice). */
export function familyAccount(n: string) {
  return registrationBody({ username: `familia${n}`, email: `familia${n}@example.com`, firstName: 'Ana', lastName: 'Paz', age: 7 });
}
