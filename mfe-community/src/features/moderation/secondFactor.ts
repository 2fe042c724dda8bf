import type { ApiRequestError } from '@universo/platform';

// Pure rules of the second-factor screens of /moderacion (the services decide; these only show).

/** "123 456" → "123456"; at most 6 digits are kept as the admin types. Pure. */
export function typedTotpCode(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 6);
}

/** What is wrong with a typed 6-digit code before it is sent, or undefined. Pure. */
export function totpCodeProblem(code: string): string | undefined {
  if (code.length === 0) return 'Escribe el código de 6 cifras que muestra tu aplicación.';
  return /^\d{6}$/.test(code) ? undefined : 'El código son 6 cifras, como 123456.';
}

/** What is wrong with a typed recovery code before it is sent, or undefined. Pure. */
export function recoveryCodeProblem(raw: string): string | undefined {
  const code = raw.toLowerCase().replace(/[\s-]/g, '');
  if (code.length === 0) return 'Escribe uno de tus códigos de recuperación.';
  return /^[a-z2-9]{10}$/.test(code) ? undefined : 'Un código de recuperación tiene 10 letras y números, como abcde-23456.';
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
