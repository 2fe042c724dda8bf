// The rule of one form field, written once for both sides: the browser's form checks it as the
// family types (react-hook-form, through @universo/platform/forms) and the service's DTO reads the
// same limits and Spanish messages into its class-validator decorators. Pure data and functions.

/** A limit with the message shown when it is crossed. */
export interface Bound {
  value: number;
  message: string;
}

/** Free text. Surrounding spaces do not count when `trim` (the service trims it too). */
export interface TextRule {
  kind: 'text';
  /** Shown when the field is empty; without it the field may stay empty. */
  required?: string;
  trim: boolean;
  /** How the service stores it (NFC, spaces collapsed...): checked in that form. */
  normalize?: (text: string) => string;
  minLength?: Bound;
  maxLength: Bound;
  pattern?: { value: RegExp; message: string };
  /** Line breaks refused (a title, a name), with this message. */
  singleLine?: string;
}

/** An e-mail address, trimmed. */
export interface EmailRule {
  kind: 'email';
  required: string;
  maxLength: Bound;
  invalid: string;
}

/** A whole number typed or chosen as text ("8"), sent as a number. */
export interface WholeNumberRule {
  kind: 'wholeNumber';
  required: string;
  min: number;
  max: number;
  /** Not a whole number, or outside min..max. */
  invalid: string;
}

/** One value of a fixed list (a select, radio buttons). */
export interface ChoiceRule {
  kind: 'choice';
  required: string;
  options: readonly string[];
  invalid: string;
}

/** A box that must be ticked (a consent). */
export interface CheckedRule {
  kind: 'checked';
  required: string;
}

export type FieldRule = TextRule | EmailRule | WholeNumberRule | ChoiceRule | CheckedRule;

/** The longest e-mail address a service keeps (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** An e-mail address: required, at most EMAIL_MAX_LENGTH characters, plausible; each with its message. */
export function emailRule(required: string, invalid: string, tooLong: string = invalid): EmailRule {
  return { kind: 'email', required, maxLength: { value: EMAIL_MAX_LENGTH, message: tooLong }, invalid };
}

/** Free text checked once trimmed, of at most `maxLength`; optional unless `required` gives its message. */
export function trimmedText<const Required extends string | undefined = undefined>(maxLength: Bound, required?: Required): TextRule & { required: Required } {
  return { kind: 'text', trim: true, maxLength, required: required as Required };
}

/** Control characters other than tab and line breaks: never part of a form's text. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Length as people count it (code points, like PostgreSQL's varchar), not UTF-16 units. */
export function textLength(text: string): number {
  return [...text].length;
}

/**
 * A plausible address: something@domain.tld, no spaces. The services also run class-validator's
 * IsEmail, which is stricter; this spares families a round trip for a typo.
 */
export function isPlausibleEmail(text: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);
}

/** "8" → 8; undefined for anything that is not a whole number written in digits. */
export function wholeNumberOf(text: string): number | undefined {
  return /^\s*\d{1,9}\s*$/.test(text) ? Number(text) : undefined;
}

function textProblem(rule: TextRule, raw: string): string | undefined {
  const trimmed = rule.trim ? raw.trim() : raw;
  const text = rule.normalize ? rule.normalize(trimmed) : trimmed;
  if (text === '') return rule.required;
  if (rule.singleLine && /[\r\n]/.test(text)) return rule.singleLine;
  const length = textLength(text);
  if (rule.minLength && length < rule.minLength.value) return rule.minLength.message;
  if (length > rule.maxLength.value) return rule.maxLength.message;
  if (rule.pattern && !rule.pattern.value.test(text)) return rule.pattern.message;
  return undefined;
}

/** Why a field's value breaks its rule (the first reason, as its message), or undefined when it is fine. */
export function fieldProblem(rule: FieldRule, value: string | boolean | undefined | null): string | undefined {
  if (rule.kind === 'checked') return value === true ? undefined : rule.required;
  const text = typeof value === 'string' ? value : '';
  switch (rule.kind) {
    case 'text':
      return textProblem(rule, text);
    case 'email': {
      const email = text.trim();
      if (email === '') return rule.required;
      if (email.length > rule.maxLength.value) return rule.maxLength.message;
      return isPlausibleEmail(email) ? undefined : rule.invalid;
    }
    case 'wholeNumber': {
      if (text.trim() === '') return rule.required;
      const number = wholeNumberOf(text);
      return number !== undefined && number >= rule.min && number <= rule.max ? undefined : rule.invalid;
    }
    case 'choice':
      if (text === '') return rule.required;
      return rule.options.includes(text) ? undefined : rule.invalid;
  }
}

/** The problems of a whole form's values, field by field (only the fields with one). */
export function formProblems<Field extends string>(
  rules: Readonly<Partial<Record<Field, FieldRule>>>,
  values: Readonly<Partial<Record<Field, string | boolean>>>,
): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  for (const field of Object.keys(rules) as Field[]) {
    const rule = rules[field];
    const problem = rule ? fieldProblem(rule, values[field]) : undefined;
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** The rules of a form whose every field is typed as text (no box to tick). */
type TextFieldRules<Field extends string> = Readonly<Record<Field, Exclude<FieldRule, CheckedRule>>>;

/** A form of text fields as typed: one string per field of its rules ('' until something is typed or chosen). */
export type TypedValues<Rules extends TextFieldRules<string>> = { [Field in keyof Rules]: string };

/** A form of text fields before anything is typed: every field of its rules blank. Pure. */
export function emptyValues<Field extends string>(rules: TextFieldRules<Field>): Record<Field, string> {
  return Object.fromEntries(Object.keys(rules).map((field) => [field, ''])) as Record<Field, string>;
}
