import type { FieldRule } from '@universo/contracts';

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
