import { ApiProperty } from '@nestjs/swagger';
import type { FieldRule } from '@universo/contracts';

/**
 * A field's OpenAPI constraints from its shared rule (@universo/contracts). The swagger plugin
 * copies only literal decorator arguments into the document, and these limits are constants the
 * forms read too, so the DTO states them once here.
 */
export function RuleSchema(rule: FieldRule): PropertyDecorator {
  switch (rule.kind) {
    case 'text':
      return ApiProperty({
        ...(rule.minLength ? { minLength: rule.minLength.value } : {}),
        maxLength: rule.maxLength.value,
        ...(rule.pattern ? { pattern: rule.pattern.value.source } : {}),
      });
    case 'email':
      return ApiProperty({ maxLength: rule.maxLength.value, format: 'email' });
    case 'wholeNumber':
      return ApiProperty({ minimum: rule.min, maximum: rule.max });
    case 'choice':
      return ApiProperty({ enum: rule.options });
    case 'checked':
      return ApiProperty({});
  }
}
