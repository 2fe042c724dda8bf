import {
  CODE_FORMAT_MESSAGE,
  normalizeRecoveryCode,
  normalizeTotpCode,
  RECOVERY_ALPHABET,
  RECOVERY_FORMAT_MESSAGE,
  RECOVERY_LENGTH,
  SECOND_FACTOR_HOURS,
  type SecondFactorState,
} from '@universo/contracts';
import { randomInt } from 'node:crypto';
import { generateSecret, generateURI, verifySync } from 'otplib';

// The rules of the admins' second factor, as small pure functions (the clock and the randomness
// are passed in where a test needs to fix them).

/** The name authenticator apps show beside the code. */
export const TOTP_ISSUER = 'Universo de Francesca';
/** Authenticator apps' defaults (SHA-1, 6 digits, 30 s): every common app reads them. */
export const TOTP_PERIOD_SECONDS = 30;
/** One step either side: a phone clock a little off still works, a code is good for 90 s at most. */
export const TOTP_TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;

export const RECOVERY_CODE_COUNT = 10;
// The codes' formats and their messages are /moderacion's too (@universo/contracts: adminSecurity).
export { CODE_FORMAT_MESSAGE, normalizeRecoveryCode, normalizeTotpCode, RECOVERY_FORMAT_MESSAGE };

/** Wrong codes (TOTP or recovery) an admin may give in FAILURE_WINDOW_MINUTES before a pause. */
export const MAX_CODE_FAILURES = 5;
export const FAILURE_WINDOW_MINUTES = 15;

export const CODE_MISSING_MESSAGE = 'Escribe el código de 6 cifras de tu aplicación o uno de tus códigos de recuperación.';
export const WRONG_CODE_MESSAGE = 'El código no es correcto o ya se usó. Escribe el que muestra ahora tu aplicación.';
export const WRONG_RECOVERY_MESSAGE = 'Ese código de recuperación no es válido o ya se usó.';

/** Ten fresh recovery codes, shown as "abcde-23456". `pick(n)` is a uniform integer in [0, n). */
export function newRecoveryCodes(pick: (n: number) => number = randomInt): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: RECOVERY_LENGTH }, () => RECOVERY_ALPHABET[pick(RECOVERY_ALPHABET.length)]!).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A new TOTP secret (20 random bytes, base32) and the otpauth:// URI an app scans. */
export function newTotpSecret(accountLabel: string): { secret: string; otpauthUri: string } {
  const secret = generateSecret();
  return { secret, otpauthUri: generateURI({ issuer: TOTP_ISSUER, label: accountLabel, secret, period: TOTP_PERIOD_SECONDS }) };
}

/**
 * Whether `code` is the secret's code now (one step of tolerance either side) and newer than the
 * last code accepted (`lastTimeStep`): a code is accepted once, never replayed (RFC 6238 §5.2).
 * Returns the code's time step to remember, or null.
 */
export function acceptTotp(secret: string, code: string, nowMs: number, lastTimeStep: number | null): number | null {
  const result = verifySync({
    secret,
    token: code,
    epoch: Math.floor(nowMs / 1000),
    period: TOTP_PERIOD_SECONDS,
    epochTolerance: TOTP_TOLERANCE_SECONDS,
    ...(lastTimeStep !== null ? { afterTimeStep: lastTimeStep } : {}),
  });
  // verifySync answers for TOTP or HOTP; with a TOTP secret and epoch the valid result has the time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * When the admin may try a code again: null while fewer than MAX_CODE_FAILURES wrong codes fall in
 * the last FAILURE_WINDOW_MINUTES, else the moment the oldest of them leaves the window.
 */
export function codesLockedUntil(failures: Date[], now: Date): Date | null {
  const windowMs = FAILURE_WINDOW_MINUTES * 60_000;
  const recent = failures
    .map((f) => f.getTime())
    .filter((t) => t > now.getTime() - windowMs)
    .sort((a, b) => b - a);
  if (recent.length < MAX_CODE_FAILURES) return null;
  return new Date(recent[MAX_CODE_FAILURES - 1]! + windowMs);
}

/** "Espera 12 minutos…" for a lock ending at `until`. */
export function lockedMessage(until: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return `Demasiados códigos incorrectos. Espera ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'} antes de intentarlo de nuevo.`;
}

/** Until when a second factor given now counts for the session. */
export function secondFactorUntil(now: Date): Date {
  return new Date(now.getTime() + SECOND_FACTOR_HOURS * 3_600_000);
}

/** Where a session stands: enrolled or not, and whether its mark is still valid. */
export function secondFactorState(enrolled: boolean, verifiedUntil: Date | null, now: Date): SecondFactorState {
  if (!enrolled) return 'enrol';
  return verifiedUntil !== null && verifiedUntil.getTime() > now.getTime() ? 'verified' : 'verify';
}

/**
 * Who is admin after a start with `configuredEmail` (ADMIN_EMAIL): admins are made from
 * configuration only, so an admin whose address is no longer configured is demoted. Returns the
 * addresses to demote. Pure.
 */
export function adminsToDemote(currentAdmins: string[], configuredEmail: string | undefined): string[] {
  const keep = configuredEmail?.trim().toLowerCase();
  return currentAdmins.filter((email) => email.toLowerCase() !== keep);
}
