import { passwordProblem } from '@universo/contracts';
import type { PasswordResetConfirmDto as PasswordResetConfirmRequest, PasswordResetRequestDto as PasswordResetRequest } from '@universo/platform/api/auth';
import { EMAIL_MESSAGE, type FieldErrors, REQUIRED_MESSAGE, type Validation } from '../../shared/forms/validation';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The token of a mail link (`?token=…`), or null when it is missing or malformed. Pure. */
export function tokenFromSearch(search: string): string | null {
  const token = new URLSearchParams(search).get('token');
  return token && TOKEN_PATTERN.test(token) ? token : null;
}

/** /recuperar: the address to send the link to. Pure. */
export function validateResetRequest(email: string): Validation<'email', PasswordResetRequest> {
  const trimmed = email.trim();
  if (!trimmed) return { ok: false, errors: { email: REQUIRED_MESSAGE } };
  if (!EMAIL_PATTERN.test(trimmed)) return { ok: false, errors: { email: EMAIL_MESSAGE } };
  return { ok: true, request: { email: trimmed } };
}

export interface NewPasswordValues {
  password: string;
  repeat: string;
}

export const PASSWORDS_DIFFER_MESSAGE = 'Las contraseñas no coinciden';

/**
 * /recuperar/nueva: the registration's rule (at least 6 characters, not a common one when the
 * list is loaded), typed twice. Pure.
 */
export function validateNewPassword(
  values: NewPasswordValues,
  token: string,
  commonPasswords: ReadonlySet<string> | null = null,
): Validation<keyof NewPasswordValues, PasswordResetConfirmRequest> {
  const errors: FieldErrors<keyof NewPasswordValues> = {};
  const passwordError = values.password ? passwordProblem(values.password, commonPasswords) : REQUIRED_MESSAGE;
  if (passwordError) errors.password = passwordError;
  if (!errors.password && values.repeat !== values.password) errors.repeat = PASSWORDS_DIFFER_MESSAGE;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, request: { token, password: values.password } };
}
