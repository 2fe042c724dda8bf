import { FRESH_SIGN_IN_MINUTES } from '@universo/contracts';

/** Whether a session started recently enough for an export or a deletion without the password again. */
export function isFreshSignIn(sessionStartedAt: Date, now: Date): boolean {
  const age = now.getTime() - sessionStartedAt.getTime();
  return age >= -60_000 && age <= FRESH_SIGN_IN_MINUTES * 60_000;
}
