import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

function messages(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((e) => {
    const path = parent ? `${parent}.${e.property}` : e.property;
    const own = Object.entries(e.constraints ?? {}).map(([name, text]) => {
      if (name === 'whitelistValidation') return `El campo "${path}" no está permitido.`;
      if (name === 'unknownValue') return 'El cuerpo de la petición debe ser un objeto JSON.';
      return text;
    });
    return [...own, ...messages(e.children ?? [], path)];
  });
}

/**
 * Leaves single route and query parameters as the raw text they arrived as. Nest would turn a
 * `number` parameter into `+value`, so '1e3', '0x1' or ' ' would reach ParseIntPipe as 1000, 1
 * and 0; parsing belongs to the parameter's own pipe or DTO.
 */
class StrictValidationPipe extends ValidationPipe {
  protected override transformPrimitive(value: unknown): unknown {
    return value;
  }
}

/** Whitelist, forbid unknown fields, transform to DTO classes; one readable 400 message. */
export function createValidationPipe(): ValidationPipe {
  return new StrictValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    exceptionFactory: (errors) => new BadRequestException(messages(errors).join('. ') || 'Petición no válida.'),
  });
}
