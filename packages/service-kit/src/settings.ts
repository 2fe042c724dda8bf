import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsUrl, Max, Min } from 'class-validator';

/** The environment gives text: a whole number between `min` and `max`, with optional Spanish messages. */
export interface IntegerSettingRules {
  min: number;
  max?: number;
  /** The message when the value is not a whole number (class-validator's own otherwise). */
  notInteger?: string;
  /** The message above `max`. */
  tooLarge?: string;
  /** Unset is allowed (the property then has no default). */
  optional?: boolean;
}

const withMessage = (message: string | undefined) => (message ? { message } : undefined);

/**
 * The rules of a numeric setting, in one place: converted from the environment's text, a whole
 * number, within its bounds. Applied in the order the stacked decorators
 * (`@IsOptional @Type @IsInt @Min @Max`) would apply, so the messages come out alike.
 */
export function IntegerSetting({ min, max, notInteger, tooLarge, optional = false }: IntegerSettingRules): PropertyDecorator {
  const rules: PropertyDecorator[] = [
    ...(max === undefined ? [] : [Max(max, withMessage(tooLarge))]),
    Min(min),
    IsInt(withMessage(notInteger)),
    Type(() => Number),
    ...(optional ? [IsOptional()] : []),
  ];
  return (target, property) => rules.forEach((rule) => rule(target, property));
}

/** What an address of a peer service or of the site must be: http(s), a bare host name allowed. */
export const HTTP_URL_RULES = { require_tld: false, require_protocol: true, protocols: ['http', 'https'] };

/** An http(s) URL setting with its Spanish message. */
export function HttpUrlSetting(message: string): PropertyDecorator {
  return IsUrl(HTTP_URL_RULES, { message });
}
