import { BOOK_LENGTHS, BOOK_THEME_RULE, BOOK_TONES, type BookLength, type BookTone } from '@universo/contracts';
import type { GenerateBookRequest } from '../../apiShapes';

/** The spec's defaults (section 5, "Book generator"). */
export const DEFAULT_THEME = 'emprendimiento';
export const DEFAULT_LENGTH: BookLength = 'medium';
export const DEFAULT_TONE: BookTone = 'educational';
export const MAX_THEME_LENGTH = BOOK_THEME_RULE.maxLength.value;

/** The options with every default applied, as the generator receives them. */
export interface BookOptions {
  theme: string;
  length: BookLength;
  tone: BookTone;
  personalizedElements: boolean;
}

export type OptionProblem = 'themeNotText' | 'themeBlank' | 'themeTooLong' | 'badLength' | 'badTone' | 'badPersonalized';

/**
 * The theme as the story uses it: one line (a line break could forge a "Página N" heading),
 * single spaces, without control characters, surrounding quotes or a trailing full stop.
 * Anything that is not a string is left for themeProblem to refuse.
 */
export function normalizeTheme(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return value
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s"'«“]+|[\s"'»”.,;:]+$/g, '');
}

/** Checks a theme already normalised; undefined is allowed (the default applies). */
export function themeProblem(value: unknown): OptionProblem | null {
  if (value === undefined) return null;
  if (typeof value !== 'string') return 'themeNotText';
  if (value.length === 0) return 'themeBlank';
  if ([...value].length > MAX_THEME_LENGTH) return 'themeTooLong';
  return null;
}

export function lengthProblem(value: unknown): OptionProblem | null {
  return value === undefined || (BOOK_LENGTHS as readonly unknown[]).includes(value) ? null : 'badLength';
}

export function toneProblem(value: unknown): OptionProblem | null {
  return value === undefined || (BOOK_TONES as readonly unknown[]).includes(value) ? null : 'badTone';
}

export function personalizedProblem(value: unknown): OptionProblem | null {
  return value === undefined || typeof value === 'boolean' ? null : 'badPersonalized';
}

/** Applies the defaults to a request that passed the checks above. */
export function withDefaults(request: GenerateBookRequest): BookOptions {
  const theme = request.theme === undefined ? DEFAULT_THEME : String(normalizeTheme(request.theme));
  return {
    theme: theme || DEFAULT_THEME,
    length: request.length ?? DEFAULT_LENGTH,
    tone: request.tone ?? DEFAULT_TONE,
    personalizedElements: request.personalizedElements ?? true,
  };
}
