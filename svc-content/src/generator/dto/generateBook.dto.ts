import type { BookLength, BookTone } from '@universo/contracts';
import type { GenerateBookRequest } from '../../apiShapes';
import { Rule } from '../../learning/dto/rule';
import { lengthProblem, normalizeTheme, type OptionProblem, personalizedProblem, themeProblem, toneProblem } from '../domain/bookOptions';
import { GENERATOR_MESSAGES } from '../generator.messages';

/** One field checked by one pure rule of the generator, answered with that problem's Spanish message. */
function Checked(name: string, problem: (value: unknown) => OptionProblem | null, normalize?: (value: unknown) => unknown): PropertyDecorator {
  return Rule(
    name,
    (value) => {
      const found = problem(value);
      return found === null ? null : GENERATOR_MESSAGES[found];
    },
    normalize,
  );
}

/**
 * POST /api/axxon/generate-book. Every field is optional (the spec's defaults apply); a field that
 * is present must be valid: null is not "absent". Unknown fields are refused by the global pipe.
 */
export class GenerateBookDto implements GenerateBookRequest {
  @Checked('theme', themeProblem, normalizeTheme)
  theme?: string;

  @Checked('length', lengthProblem)
  length?: BookLength;

  @Checked('tone', toneProblem)
  tone?: BookTone;

  @Checked('personalizedElements', personalizedProblem)
  personalizedElements?: boolean;
}
