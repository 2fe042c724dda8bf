import { normalizeRecoveryCode, RECOVERY_FORMAT_MESSAGE } from '@universo/contracts';
import type { ApiRequestError } from '@universo/platform';

// Pure rules of the second-factor screens of /moderacion (the services decide; these only show).

/** "123 456" → "123456"; at most 6 digits are kept as the admin types. Pure. */
export function typedTotpCode(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 6);
}

/** A typed recovery code svc-auth could accept (its format; RECOVERY_CODE_RULE requires one). Pure. */
export function recoveryCodeProblem(raw: unknown): string | undefined {
  return typeof raw === 'string' && raw.trim() !== '' && normalizeRecoveryCode(raw) === null ? RECOVERY_FORMAT_MESSAGE : undefined;
}

/** The secret in groups of four, easier to type into an app by hand. Pure. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** Whether a failed call was refused because the session needs its second factor (a 403 with `secondFactor`). Pure. */
export function needsSecondFactor(error: unknown): boolean {
  const e = error as Partial<ApiRequestError> | undefined;
  if (!e || e.status !== 403 || typeof e.body !== 'string') return false;
  try {
    const body = JSON.parse(e.body) as { secondFactor?: unknown };
    return body.secondFactor === 'enrol' || body.secondFactor === 'verify';
  } catch {
    return false;
  }
}
