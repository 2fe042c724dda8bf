/** Spec section 9: no book has more than ten chapters. */
export const MAX_CHAPTER_NUMBER = 10;

/**
 * Spec: 'Siguiente Capítulo' is enabled while the chapter number is below 10; a book with fewer
 * chapters (8 or 6) ends at its own last chapter. An unknown count only applies the spec's cap.
 */
export function hasNextChapter(chapterNumber: number, bookChapterCount: number | null | undefined): boolean {
  const last = bookChapterCount && bookChapterCount > 0 ? Math.min(bookChapterCount, MAX_CHAPTER_NUMBER) : MAX_CHAPTER_NUMBER;
  return chapterNumber < last;
}

/** The chapter after this one, or null at the book's last chapter. */
export function nextChapterNumber(chapterNumber: number, bookChapterCount: number | null | undefined): number | null {
  return hasNextChapter(chapterNumber, bookChapterCount) ? chapterNumber + 1 : null;
}

/** The chapter before this one, or null at the first. */
export function previousChapterNumber(chapterNumber: number): number | null {
  return chapterNumber > 1 ? chapterNumber - 1 : null;
}
