import { SECOND_FACTOR_HOURS, type SecondFactorState } from '@universo/contracts';
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
/** No 0/o, 1/l/i: easy to copy by hand. 31 symbols, 10 of them: about 49 bits per code. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_LENGTH = 10;

/** Wrong codes (TOTP or recovery) an admin may give in FAILURE_WINDOW_MINUTES before a pause. */
export const MAX_CODE_FAILURES = 5;
export const FAILURE_WINDOW_MINUTES = 15;

export const CODE_MISSING_MESSAGE = 'Escribe el código de 6 cifras de tu aplicación o uno de tus códigos de recuperación.';
export const CODE_FORMAT_MESSAGE = 'El código son 6 cifras, como 123456.';
export const RECOVERY_FORMAT_MESSAGE = 'Un código de recuperación tiene 10 letras y números, como abcde-23456.';
export const WRONG_CODE_MESSAGE = 'El código no es correcto o ya se usó. Escribe el que muestra ahora tu aplicación.';
export const WRONG_RECOVERY_MESSAGE = 'Ese código de recuperación no es válido o ya se usó.';

/** "123 456", "123456 " → "123456"; null when it is not 6 digits. */
export function normalizeTotpCode(raw: string): string | null {
  const code = raw.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(code) ? code : null;
}

/** "ABCDE-23456", " abcde 23456" → "abcde23456"; null when it cannot be a recovery code. */
export function normalizeRecoveryCode(raw: string): string | null {
  const code = raw.toLowerCase().replace(/[\s-]/g, '');
  return code.length === RECOVERY_LENGTH && [...code].every((c) => RECOVERY_ALPHABET.includes(c)) ? code : null;
}

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
