import { hasNextChapter, MAX_CHAPTER_NUMBER, nextChapterNumber, previousChapterNumber } from './chapterNavigation';

describe('next chapter rule', () => {
  it('book 1 (10 chapters): next while below 10, done at 10', () => {
    for (let n = 1; n < 10; n++) expect(hasNextChapter(n, 10)).toBe(true);
    expect(hasNextChapter(10, 10)).toBe(false);
    expect(nextChapterNumber(9, 10)).toBe(10);
    expect(nextChapterNumber(10, 10)).toBeNull();
  });

  it('books with 8 or 6 chapters end at their own last chapter', () => {
    expect(hasNextChapter(7, 8)).toBe(true);
    expect(hasNextChapter(8, 8)).toBe(false);
    expect(hasNextChapter(5, 6)).toBe(true);
    expect(hasNextChapter(6, 6)).toBe(false);
  });

  it('never goes past chapter 10, even if a book said it had more', () => {
    expect(MAX_CHAPTER_NUMBER).toBe(10);
    expect(hasNextChapter(10, 12)).toBe(false);
    expect(hasNextChapter(9, 12)).toBe(true);
  });

  it('without a known count only the spec cap applies', () => {
    expect(hasNextChapter(9, undefined)).toBe(true);
    expect(hasNextChapter(10, null)).toBe(false);
    expect(hasNextChapter(3, 0)).toBe(true);
  });
});

describe('previousChapterNumber', () => {
  it('goes back until the first chapter', () => {
    expect(previousChapterNumber(2)).toBe(1);
    expect(previousChapterNumber(1)).toBeNull();
  });
});
