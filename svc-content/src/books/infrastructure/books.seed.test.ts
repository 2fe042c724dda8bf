import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readBookFile, readBookFiles } from './books.seed';

describe('book data files', () => {
  const books = readBookFiles();

  it('hold the five books of the library with 10, 8, 8, 8 and 6 chapters', () => {
    expect(books.map((b) => [b.id, b.chapters.length])).toEqual([
      [1, 10],
      [2, 8],
      [3, 8],
      [4, 8],
      [5, 6],
    ]);
  });

  it('number every book’s chapters from 1 without gaps', () => {
    for (const book of books) {
      expect(book.chapters.map((c) => c.number)).toEqual(book.chapters.map((_c, i) => i + 1));
    }
  });

  it('mark every book available and give every book a summary, book 1 a long one', () => {
    expect(books.every((b) => b.status === 'Disponible')).toBe(true);
    expect(books[0]?.summary?.length).toBeGreaterThan(800);
    expect(books.slice(1).every((b) => (b.summary ?? '').length > 100)).toBe(true);
  });

  it('refuses a file with a repeated chapter number or a missing field', () => {
    const dir = mkdtempSync(join(tmpdir(), 'books-'));
    const book = books[4]!;
    const repeated = join(dir, 'repeated.json');
    writeFileSync(repeated, JSON.stringify({ ...book, chapters: [book.chapters[0], book.chapters[0]] }));
    expect(() => readBookFile(repeated)).toThrow(/repetidos/);
    const missing = join(dir, 'missing.json');
    writeFileSync(missing, JSON.stringify({ ...book, chapters: [{ ...book.chapters[0], title: undefined }] }));
    expect(() => readBookFile(missing)).toThrow(/chapters\.0\.title/);
  });
});
