import type { BookLength, BookTone } from '@universo/contracts';
import type { GenerateBookDto as GenerateBookRequest } from '@universo/platform/api/content';

export interface BookGeneratorOption<T extends string> {
  value: T;
  label: string;
}

/** Spec sections 3 and 5: the lengths, in pages. */
export const BOOK_LENGTH_OPTIONS: readonly BookGeneratorOption<BookLength>[] = [
  { value: 'short', label: 'Corto (5-10 páginas)' },
  { value: 'medium', label: 'Mediano (15-25 páginas)' },
  { value: 'long', label: 'Largo (30+ páginas)' },
];

export const BOOK_TONE_OPTIONS: readonly BookGeneratorOption<BookTone>[] = [
  { value: 'adventure', label: 'Aventura' },
  { value: 'educational', label: 'Educativo' },
  { value: 'fantasy', label: 'Fantasía' },
  { value: 'business', label: 'Negocios' },
];

export interface BookGeneratorForm {
  theme: string;
  length: BookLength;
  tone: BookTone;
  personalizedElements: boolean;
}

/** Spec section 5: theme 'emprendimiento', medium length, educational tone, personalised. */
export const DEFAULT_BOOK_GENERATOR_FORM: Readonly<BookGeneratorForm> = {
  theme: 'emprendimiento',
  length: 'medium',
  tone: 'educational',
  personalizedElements: true,
};

export function lengthLabel(value: BookLength): string {
  return BOOK_LENGTH_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

export function toneLabel(value: BookTone): string {
  return BOOK_TONE_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

/** POST /api/axxon/generate-book body for the form. */
export function generateBookRequest(form: BookGeneratorForm): GenerateBookRequest {
  return { theme: form.theme.trim(), length: form.length, tone: form.tone, personalizedElements: form.personalizedElements };
}

/** How many pages a generated book has (its pages are headed "Página N"). */
export function bookPageCount(book: string): number {
  return book.match(/^\s*Página \d+/gm)?.length ?? 0;
}

/** The line under a generated book: its theme, length, tone and, when it has them, its pages. */
export function bookSummary(book: string, options: BookGeneratorForm): string {
  const pages = bookPageCount(book);
  return `Tema «${options.theme.trim()}» · ${lengthLabel(options.length)} · ${toneLabel(options.tone)}${pages > 0 ? ` · ${pages} páginas` : ''}`;
}
