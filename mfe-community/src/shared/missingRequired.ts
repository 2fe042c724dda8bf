import type { FieldRule } from '@universo/contracts';

type Problem = string | { message?: unknown } | undefined;

/**
 * Whether a refused form has a required field left empty (its message is the rule's `required`
 * one): the spec answers that case with its "Campos requeridos" toast; other problems are shown
 * under their fields. Takes react-hook-form's errors or formProblems' messages. Pure.
 */
export function missingRequired(rules: Readonly<Record<string, FieldRule>>, problems: Readonly<Record<string, Problem>>): boolean {
  return Object.entries(problems).some(([field, problem]) => {
    const message = typeof problem === 'string' ? problem : problem?.message;
    return rules[field] !== undefined && message === rules[field].required;
  });
}
