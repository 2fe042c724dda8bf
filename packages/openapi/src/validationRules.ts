import 'reflect-metadata';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { getMetadataStorage } from 'class-validator';

/**
 * The plugin copies a class-validator rule into the schema only when its argument is written as a
 * literal (`@MaxLength(500)`); run outside the compiler it cannot follow a constant
 * (`@MaxLength(MAX_MESSAGE_LENGTH)`) nor an `@IsIn(LIST)`. The DTO classes carry every rule with
 * its value at run time, so the missing facts are taken from there: the document states the
 * limits the validation pipe applies, whatever way they are written.
 */
const RULES: Record<string, (constraints: unknown[]) => SchemaObject> = {
  maxLength: ([n]) => ({ maxLength: n as number }),
  minLength: ([n]) => ({ minLength: n as number }),
  isLength: ([min, max]) => ({ minLength: min as number, ...(typeof max === 'number' ? { maxLength: max } : {}) }),
  max: ([n]) => ({ maximum: n as number }),
  min: ([n]) => ({ minimum: n as number }),
  isIn: ([values]) => (Array.isArray(values) ? { enum: values } : {}),
  matches: ([pattern]) => (pattern instanceof RegExp ? { pattern: pattern.source } : typeof pattern === 'string' ? { pattern } : {}),
  arrayMaxSize: ([n]) => ({ maxItems: n as number }),
  arrayMinSize: ([n]) => ({ minItems: n as number }),
};

const isClass = (value: unknown): value is new () => object =>
  typeof value === 'function' && ![String, Number, Boolean, Object, Array, Date].includes(value as never);

/** The DTO classes and those their properties hold (nested DTOs), by class name. */
export function dtoClasses(roots: Iterable<unknown>): Map<string, new () => object> {
  const found = new Map<string, new () => object>();
  const pending = [...roots].filter(isClass);
  while (pending.length > 0) {
    const dto = pending.pop()!;
    if (found.has(dto.name)) continue;
    found.set(dto.name, dto);
    for (const rule of getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false)) {
      const type: unknown = Reflect.getMetadata('design:type', dto.prototype, rule.propertyName);
      if (isClass(type) && getMetadataStorage().getTargetValidationMetadatas(type, '', true, false).length > 0) pending.push(type);
    }
  }
  return found;
}

/** Adds to each DTO schema the rule values it lacks (never changes one the plugin wrote). */
export function addValidationRules(schemas: Record<string, SchemaObject>, classes: Map<string, new () => object>): void {
  for (const [name, dto] of classes) {
    const schema = schemas[name];
    if (!schema?.properties) continue;
    for (const rule of getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false)) {
      const facts = rule.name ? RULES[rule.name]?.(rule.constraints ?? []) : undefined;
      let target = schema.properties[rule.propertyName] as SchemaObject | undefined;
      if (!facts || !target || '$ref' in target) continue;
      if (rule.each) target = target.items as SchemaObject | undefined;
      if (!target || '$ref' in target) continue;
      for (const [key, value] of Object.entries(facts)) {
        if ((target as Record<string, unknown>)[key] === undefined) (target as Record<string, unknown>)[key] = value;
      }
    }
  }
}
