import { ACCOUNT_TOKEN_PATTERN, PASSWORDS_DIFFER_MESSAGE } from '@universo/contracts';
import type { PasswordResetConfirmDto as PasswordResetConfirmRequest } from '@universo/platform/api/auth';

/** The token of a mail link (`?token=…`), or null when it is missing or malformed. Pure. */
export function tokenFromSearch(search: string): string | null {
  const token = new URLSearchParams(search).get('token');
  return token && ACCOUNT_TOKEN_PATTERN.test(token) ? token : null;
}

export interface NewPasswordValues {
  password: string;
  repeat: string;
}

/** /recuperar/nueva's second field: the same password again (the service gets it once). Pure. */
export function repeatProblem(repeat: unknown, values: { password?: unknown }): string | undefined {
  return repeat === values.password ? undefined : PASSWORDS_DIFFER_MESSAGE;
}

/** /recuperar/nueva: the new password with the link's token. Pure. */
export function newPasswordRequest(values: NewPasswordValues, token: string): PasswordResetConfirmRequest {
  return { token, password: values.password };
}
