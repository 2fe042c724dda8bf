// The admins' second factor (TOTP with recovery codes) and the status every service asks svc-auth
// before an admin action. svc-auth produces these shapes; svc-content and /moderacion read them.

import type { TextRule } from './fieldRules';

/**
 * Where the admin of a session stands with the second factor:
 * - `enrol`: no authenticator app enrolled yet;
 * - `verify`: enrolled, but this session has not given a code (or its mark expired);
 * - `verified`: this session gave a valid code (or a recovery code) recently.
 */
export type SecondFactorState = 'enrol' | 'verify' | 'verified';

/**
 * GET /api/auth/admin/session: what svc-auth knows now about the presented session (always 200).
 * `admin` is true only for an active session whose account is admin now (a demotion counts at once).
 */
export interface AdminSessionStatus {
  /** The session is signed, unexpired and not ended by a logout (here or everywhere). */
  active: boolean;
  admin: boolean;
  secondFactor: SecondFactorState;
  /** ISO time until which this session's second factor counts; null when not verified. */
  verifiedUntil: string | null;
}

/** POST /api/auth/admin/totp/enrolment: a new secret, shown once, to add to an authenticator app. */
export interface TotpEnrolmentStart {
  /** Base32 secret, to type into the app by hand. */
  secret: string;
  /** otpauth://totp/… URI (what the QR code holds). */
  otpauthUri: string;
  /** The URI as a QR code: an SVG image as a data: URL. */
  qrCode: string;
}

/** POST /api/auth/admin/totp/enrolment/confirm body, and POST /api/auth/admin/totp/verify with a code. */
export interface TotpCodeRequest {
  code: string;
}

/** POST /api/auth/admin/totp/verify body: a 6-digit code or one recovery code, not both. */
export interface SecondFactorVerifyRequest {
  code?: string;
  recoveryCode?: string;
}

/** Answer of a confirmed enrolment: the recovery codes, shown this once only (stored hashed). */
export interface TotpEnrolmentDone {
  recoveryCodes: string[];
  verifiedUntil: string;
}

/** Answer of POST /api/auth/admin/totp/verify. */
export interface SecondFactorVerified {
  verifiedUntil: string;
  /** Unused recovery codes left (a warning when few are left). */
  recoveryCodesLeft: number;
}

/** How long a verified second factor counts for one session. */
export const SECOND_FACTOR_HOURS = 12;

export const SECOND_FACTOR_ENROL_MESSAGE = 'Para moderar, activa primero la verificación en dos pasos con una aplicación de autenticación.';
export const SECOND_FACTOR_VERIFY_MESSAGE = 'Para moderar, confirma tu identidad con el código de tu aplicación de autenticación.';

// ---- The codes an admin types: /moderacion's forms check them as svc-auth does ----

/** No 0/o, 1/l/i: easy to copy by hand. 31 symbols, 10 of them: about 49 bits per code. */
export const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_LENGTH = 10;

export const CODE_FORMAT_MESSAGE = 'El código son 6 cifras, como 123456.';
export const RECOVERY_FORMAT_MESSAGE = 'Un código de recuperación tiene 10 letras y números, como abcde-23456.';
const CODE_TOO_LONG = 'El código es demasiado largo';

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

/** The 6-digit code of the authenticator app (the field keeps only digits as it is typed). */
export const TOTP_CODE_RULE = {
  kind: 'text',
  required: 'Escribe el código de 6 cifras que muestra tu aplicación.',
  trim: true,
  maxLength: { value: 20, message: CODE_TOO_LONG },
  pattern: { value: /^\d{6}$/, message: CODE_FORMAT_MESSAGE },
} as const satisfies TextRule;

/** One recovery code, as written down ("abcde-23456"); normalizeRecoveryCode says whether it can be one. */
export const RECOVERY_CODE_RULE = {
  kind: 'text',
  required: 'Escribe uno de tus códigos de recuperación.',
  trim: true,
  maxLength: { value: 30, message: CODE_TOO_LONG },
} as const satisfies TextRule;
