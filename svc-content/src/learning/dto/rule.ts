import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { type ValidationArguments, ValidateBy } from 'class-validator';

/**
 * A field checked by one domain rule that returns its Spanish message (or null): one message per
 * field, where stacked class-validator decorators would repeat themselves for a missing value.
 * `normalize`, when given, turns the value the client sent into the one the rule checks and the
 * handler receives (trimmed text, a number from a string of digits).
 */
export function Rule(
  name: string,
  problem: (value: unknown, object: Record<string, unknown>) => string | null,
  normalize?: (value: unknown) => unknown,
): PropertyDecorator {
  const rule = ValidateBy({
    name,
    validator: {
      validate: (value: unknown, args?: ValidationArguments) => problem(value, (args?.object ?? {}) as Record<string, unknown>) === null,
      defaultMessage: (args?: ValidationArguments) => problem(args?.value, (args?.object ?? {}) as Record<string, unknown>) ?? '',
    },
  });
  return normalize
    ? applyDecorators(
        Transform(({ value }: { value: unknown }) => normalize(value)),
        rule,
      )
    : rule;
}
