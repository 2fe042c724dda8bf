// The Spanish copy of the book generator's errors (POST /api/axxon/generate-book).
import { BOOK_THEME_RULE } from '@universo/contracts';

export const GENERATOR_MESSAGES = {
  themeNotText: 'El tema del libro debe ser un texto.',
  // The form on /generar-libro shows the same two (@universo/contracts: BOOK_THEME_RULE).
  themeBlank: BOOK_THEME_RULE.required,
  themeTooLong: BOOK_THEME_RULE.maxLength.message,
  badLength: 'El largo del libro debe ser "short" (5 a 10 páginas), "medium" (15 a 25) o "long" (30 o más).',
  badTone: 'El tono del libro debe ser "adventure", "educational", "fantasy" o "business".',
  badPersonalized: 'El campo "personalizedElements" debe ser true o false.',
} as const;
