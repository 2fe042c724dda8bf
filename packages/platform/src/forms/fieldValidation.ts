import { fieldProblem, type FieldRule } from '@universo/contracts';
import type { FieldValues, RegisterOptions } from 'react-hook-form';
import { apiErrorMessage, isApiRequestError } from '../api/apiError';

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

/** The input attributes a rule implies (the browser stops typing at the service's maximum). */
export function ruleAttributes(rule: FieldRule | undefined): { maxLength?: number; required?: boolean } {
  if (!rule) return {};
  const required = rule.kind !== 'text' || rule.required !== undefined;
  if (rule.kind === 'text' || rule.kind === 'email') return { maxLength: rule.maxLength.value, required };
  return { required };
}

/**
 * The message a form shows when sending failed: the service's Spanish sentence for a refusal
 * (4xx: what to change, or how long to wait), otherwise the form's own `fallback` (undefined: none).
 */
export function submitFailureMessage(error: unknown, fallback?: string): string | undefined {
  if (isApiRequestError(error) && typeof error.status === 'number' && error.status >= 400 && error.status < 500) return apiErrorMessage(error) ?? fallback;
  return fallback;
}
