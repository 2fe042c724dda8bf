import type { BookLength, BookTone } from '@universo/contracts';
import type { GenerateBookRequest } from '../../apiShapes';
import { Transform } from 'class-transformer';
import { ValidateBy, type ValidationArguments } from 'class-validator';
import { lengthProblem, normalizeTheme, type OptionProblem, personalizedProblem, themeProblem, toneProblem } from '../domain/bookOptions';
import { GENERATOR_MESSAGES } from '../generator.messages';

/** One field checked by one pure rule, with one Spanish message (stacked decorators would repeat themselves). */
function Checked(name: string, problem: (value: unknown) => OptionProblem | null): PropertyDecorator {
  return ValidateBy({
    name,
    validator: {
      validate: (value: unknown) => problem(value) === null,
      defaultMessage: (args?: ValidationArguments) => GENERATOR_MESSAGES[problem(args?.value) ?? 'themeNotText'],
    },
  });
}

/**
 * POST /api/axxon/generate-book. Every field is optional (the spec's defaults apply); a field that
 * is present must be valid: null is not "absent". Unknown fields are refused by the global pipe.
 */
export class GenerateBookDto implements GenerateBookRequest {
  @Transform(({ value }) => normalizeTheme(value))
  @Checked('theme', themeProblem)
  theme?: string;

  @Checked('length', lengthProblem)
  length?: BookLength;

  @Checked('tone', toneProblem)
  tone?: BookTone;

  @Checked('personalizedElements', personalizedProblem)
  personalizedElements?: boolean;
}
