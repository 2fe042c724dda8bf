import { type ValidationArguments, ValidateBy } from 'class-validator';

/**
 * A field checked by one domain rule that returns its Spanish message (or null): one message per
 * field, where stacked class-validator decorators would repeat themselves for a missing value.
 */
export function Rule(name: string, problem: (value: unknown, object: Record<string, unknown>) => string | null): PropertyDecorator {
  return ValidateBy({
    name,
    validator: {
      validate: (value: unknown, args?: ValidationArguments) => problem(value, (args?.object ?? {}) as Record<string, unknown>) === null,
      defaultMessage: (args?: ValidationArguments) => problem(args?.value, (args?.object ?? {}) as Record<string, unknown>) ?? '',
    },
  });
}
