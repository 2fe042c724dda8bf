/** The stories remote's URLs: one place, so links and routes never disagree. */
export const LIBRARY_PATH = '/historia';
export const CHARACTERS_PATH = '/personajes';
export const BOOK_GENERATOR_PATH = '/generar-libro';

export function bookPath(bookId: number): string {
  return `${LIBRARY_PATH}/${bookId}`;
}

export function chapterPath(bookId: number, chapterNumber: number): string {
  return `${bookPath(bookId)}/capitulo/${chapterNumber}`;
}

/**
 * A route parameter that names a book or a chapter: a positive integer written plainly (no sign,
 * no leading zero, at most 10 digits), as svc-content accepts it. Anything else is null, and the
 * page shows its not-found state without asking the API.
 */
export function parseRouteNumber(param: string | undefined): number | null {
  if (!param || !/^[1-9][0-9]{0,9}$/.test(param)) return null;
  const value = Number(param);
  return Number.isSafeInteger(value) ? value : null;
}
