import { fieldProblem, type FieldRule } from '@universo/contracts';
import type { FieldValues, RegisterOptions } from 'react-hook-form';

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
