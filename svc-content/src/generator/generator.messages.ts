// The Spanish copy of the book generator's errors (POST /api/axxon/generate-book).
import { MAX_THEME_LENGTH } from './domain/bookOptions';

export const GENERATOR_MESSAGES = {
  themeNotText: 'El tema del libro debe ser un texto.',
  themeBlank: 'Escribe el tema del libro: no puede quedar vacío.',
  themeTooLong: `El tema del libro puede tener como máximo ${MAX_THEME_LENGTH} caracteres.`,
  badLength: 'El largo del libro debe ser "short" (5 a 10 páginas), "medium" (15 a 25) o "long" (30 o más).',
  badTone: 'El tono del libro debe ser "adventure", "educational", "fantasy" o "business".',
  badPersonalized: 'El campo "personalizedElements" debe ser true o false.',
} as const;
