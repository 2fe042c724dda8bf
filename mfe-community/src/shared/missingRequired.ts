import type { FieldRule } from '@universo/contracts';

/**
 * Whether a refused form has a required field left empty (its message is the rule's `required`
 * one): the spec answers that case with its "Campos requeridos" toast; other problems are shown
 * under their fields. Pure.
 */
export function missingRequired(rules: Readonly<Record<string, FieldRule>>, errors: Readonly<Record<string, { message?: unknown } | undefined>>): boolean {
  return Object.entries(errors).some(([field, error]) => rules[field] !== undefined && error?.message === rules[field].required);
}
