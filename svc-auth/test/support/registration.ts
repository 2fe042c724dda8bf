import { PRIVACY_NOTICE_VERSION } from '@universo/contracts';

/** Who registers: the account's names; the rest has a default. */
export interface RegistrationFields {
  username: string;
  email: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  age?: number;
}

/**
 * POST /api/auth/register as the form sends it: the given family, an adult who confirms being
 * one and accepts the current privacy notice.
 */
export function registrationBody(fields: RegistrationFields) {
  return {
    password: 'secreto123',
    firstName: 'Lucía',
    lastName: 'Gómez',
    age: 8,
    ...fields,
    adultConfirmed: true,
    privacyAccepted: true,
    privacyVersion: PRIVACY_NOTICE_VERSION,
  };
}

/** The session cookie (`name=value`) an answer sets. */
export function cookieFrom(res: { headers: Record<string, unknown> }): string {
  const raw = res.headers['set-cookie'];
  const first = (Array.isArray(raw) ? raw[0] : raw) as string | undefined;
  if (!first) throw new Error('no set-cookie');
  return first.split(';')[0]!;
}
