import { randomBytes } from 'node:crypto';
import { PRIVACY_NOTICE_VERSION } from '@universo/contracts';
import { recordCreatedAccount } from './createdAccounts';

/**
 * A new family account's data, unique per call so tests never collide. Recorded, so the account
 * is deleted after the test if it was made (support/test.ts).
 */
export function newFamily() {
  const id = randomBytes(4).toString('hex');
  const family = {
    username: `familia_${id}`,
    email: `familia.${id}@example.com`,
    password: 'clave-segura-123',
    firstName: 'Valentina',
    lastName: 'Rojas',
    age: '8',
    // The adult's consents (POST /api/auth/register refuses a registration without them).
    adultConfirmed: true,
    privacyAccepted: true,
    privacyVersion: PRIVACY_NOTICE_VERSION,
  };
  recordCreatedAccount(family.email, family.password);
  return family;
}
