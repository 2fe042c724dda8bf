import type { TransformFnParams } from 'class-transformer';

/** Trims strings and leaves anything else for the validators to reject. */
export const trimmed = ({ value }: TransformFnParams): unknown => (typeof value === 'string' ? value.trim() : value);

/** An optional text field: trimmed, and an empty one (or a missing one) becomes null. */
export const trimmedOrNull = ({ value }: TransformFnParams): unknown => {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' ? null : text;
};

/** An e-mail address as we store and compare it: trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
