import { isEmail, ValidateBy, type ValidationArguments } from 'class-validator';

/** Control characters other than tab and line breaks: never part of a form's text. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Length as people count it (code points, like PostgreSQL's varchar), not UTF-16 units. */
export function textLength(text: string): number {
  return [...text].length;
}

/**
 * A required text field with one clear message each way it can be wrong (class-validator would
 * otherwise list every failed rule of the field). Put `@Transform(trimmed)` before it.
 */
export function TextField(options: { min: number; max: number; required: string; length: string; invalid?: string; singleLine?: boolean }) {
  const invalid = options.invalid ?? options.length;
  return ValidateBy({
    name: 'textField',
    validator: {
      validate: (value: unknown) =>
        typeof value === 'string' &&
        !CONTROL.test(value) &&
        !(options.singleLine && /[\r\n]/.test(value)) &&
        textLength(value) >= options.min &&
        textLength(value) <= options.max,
      defaultMessage: ({ value }: ValidationArguments) => {
        if (typeof value !== 'string' || value === '') return options.required;
        if (CONTROL.test(value) || (options.singleLine && /[\r\n]/.test(value))) return invalid;
        return options.length;
      },
    },
  });
}

/** A required e-mail address of at most `max` characters. Put `@Transform(trimmed)` before it. */
export function EmailField(options: { max: number; required: string; invalid: string }) {
  return ValidateBy({
    name: 'emailField',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && value.length <= options.max && isEmail(value),
      defaultMessage: ({ value }: ValidationArguments) => (typeof value !== 'string' || value === '' ? options.required : options.invalid),
    },
  });
}

/** A required whole number between min and max, as JSON sends it (not a string). */
export function WholeNumberField(options: { min: number; max: number; required: string; invalid: string }) {
  return ValidateBy({
    name: 'wholeNumberField',
    validator: {
      validate: (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= options.min && value <= options.max,
      defaultMessage: ({ value }: ValidationArguments) => (value === undefined || value === null || value === '' ? options.required : options.invalid),
    },
  });
}

/** A required value among `allowed`. */
export function OneOfField(allowed: readonly string[], options: { required: string; invalid: string }) {
  return ValidateBy({
    name: 'oneOfField',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && allowed.includes(value),
      defaultMessage: ({ value }: ValidationArguments) => (value === undefined || value === null || value === '' ? options.required : options.invalid),
    },
  });
}
