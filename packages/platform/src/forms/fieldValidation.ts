import { fieldProblem, type FieldRule } from '@universo/contracts';
import type { FieldValues, RegisterOptions } from 'react-hook-form';
import { apiErrorMessage, isApiRequestError } from '@universo/platform';

/** A check of the form's own beyond the shared rule (a repeated password, a list loaded later...). */
export type ExtraCheck = (value: unknown, values: FieldValues) => string | undefined | Promise<string | undefined>;

/**
 * What react-hook-form runs for a field: the shared rule of @universo/contracts (the one the
 * service's DTO reads), then the form's own check. The first problem is the message shown.
 */
export function fieldValidation(rule: FieldRule | undefined, extra?: ExtraCheck): RegisterOptions<FieldValues, string> {
  return {
    validate: async (value: unknown, values: FieldValues) => {
      const problem = rule ? fieldProblem(rule, typeof value === 'string' || typeof value === 'boolean' ? value : undefined) : undefined;
      return problem ?? (await extra?.(value, values)) ?? true;
    },
  };
}

/** The input attributes a rule implies: the service's maximum stops typing; a whole number gets the number keyboard and its range. */
export function ruleAttributes(rule: FieldRule | undefined): {
  maxLength?: number;
  required?: boolean;
  type?: 'number';
  inputMode?: 'numeric';
  min?: number;
  max?: number;
  step?: number;
} {
  if (!rule) return {};
  if (rule.kind === 'text') return { maxLength: rule.maxLength.value, required: rule.required !== undefined };
  if (rule.kind === 'email') return { maxLength: rule.maxLength.value, required: true };
  if (rule.kind === 'wholeNumber') return { required: true, type: 'number', inputMode: 'numeric', min: rule.min, max: rule.max, step: 1 };
  return { required: true };
}

/**
 * The message a form shows when sending failed: the service's Spanish sentence for a refusal
 * (4xx: what to change, or how long to wait), otherwise the form's own `fallback` (undefined: none).
 */
export function submitFailureMessage(error: unknown, fallback?: string): string | undefined {
  if (isApiRequestError(error) && typeof error.status === 'number' && error.status >= 400 && error.status < 500) return apiErrorMessage(error) ?? fallback;
  return fallback;
}
