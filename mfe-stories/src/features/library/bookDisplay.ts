import type { Book } from '@universo/platform/api/content';

/** Spec section 2: only books with this status can be opened. */
export const AVAILABLE_STATUS = 'Disponible';

export const DEFAULT_BOOK_ICON = '📖';

export function isBookAvailable(book: Pick<Book, 'status'>): boolean {
  return book.status === AVAILABLE_STATUS;
}

/** The book's icon when it is an emoji; a book otherwise (the API may send an icon name). */
export function bookIcon(icon: string): string {
  const trimmed = icon.trim();
  return trimmed && /\p{Extended_Pictographic}/u.test(trimmed) && [...trimmed].length <= 4 ? trimmed : DEFAULT_BOOK_ICON;
}
