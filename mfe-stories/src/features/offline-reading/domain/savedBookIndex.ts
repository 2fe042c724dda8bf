/** What the device keeps about a saved book (stored beside its files, see savedBookIndexUrl). */
export interface SavedBookIndex {
  bookId: number;
  /** Every URL stored for the book, the index excepted. */
  urls: string[];
  bytes: number;
  /** The chapters stored: the server answered them (premium ones only for a family with the plan). */
  chapters: number[];
  /** The narration format kept: the first one this browser plays. */
  audioType: string | null;
  savedAt: string;
}

/** Where a saved book's index is kept in the saved-books cache (an address no server answers). */
export function savedBookIndexUrl(bookId: number): string {
  return `/sin-internet/libros/${bookId}.json`;
}

/** The URLs to delete when removing a book: its own, except those another saved book also keeps. */
export function urlsToRemove(book: SavedBookIndex, others: readonly SavedBookIndex[]): string[] {
  const kept = new Set(others.filter((other) => other.bookId !== book.bookId).flatMap((other) => other.urls));
  return book.urls.filter((url) => !kept.has(url));
}
