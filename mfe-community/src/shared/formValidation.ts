/** What the forms of this remote show under a field. */
export const REQUIRED_MESSAGE = 'Este campo es obligatorio';
export const EMAIL_MESSAGE = 'Escribe un correo electrónico válido';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * A form's check. `missingRequired` says whether a required field is empty: the spec answers
 * that case with its "Campos requeridos" toast; other problems are shown under their fields.
 */
export type FormValidation<Field extends string, Request> =
  { ok: true; request: Request } | { ok: false; missingRequired: boolean; errors: FieldErrors<Field> };

/** Error for a text whose length must be within bounds (counted after trimming). */
export function lengthError(text: string, min: number, max: number, message: string): string | undefined {
  const length = [...text].length;
  return length < min || length > max ? message : undefined;
}
