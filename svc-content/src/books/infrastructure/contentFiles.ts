import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ChapterContentFile, chapterContentProblems } from '../domain/chapterContent';
import { emptyIllustrationManifest, ILLUSTRATION_MANIFEST, type IllustrationManifest } from '../domain/illustration';
import { emptyNarrationManifest, NARRATION_MANIFEST, type NarrationManifest } from '../domain/narration';

/**
 * The files the chapter texts and their narration live in. Decorator-free (unlike books.seed.ts),
 * so scripts/narrate.ts can load it under plain `npx tsx` from any folder.
 */

/** The book files (cards and summaries), read by books.seed.ts. */
export const BOOKS_DIR = join(__dirname, '..', 'data');
/** One folder per book (`book-1/`), one file per chapter (`chapter-01.json`). */
export const CONTENT_DIR = join(BOOKS_DIR, 'content');
/** svc-content/media/audio, from src/books/infrastructure as from dist/books/infrastructure. */
export const AUDIO_DIR = join(__dirname, '..', '..', '..', 'media', 'audio');
/** svc-content/media/illustrations: the chapters' drawings (scripts/illustrate.ts). */
export const ILLUSTRATIONS_DIR = join(__dirname, '..', '..', '..', 'media', 'illustrations');

const BOOK_FOLDER = /^book-([1-9][0-9]*)$/;
const CHAPTER_FILE = /^chapter-([0-9]{2})\.json$/;

/** Reads and checks every chapter content file; a bad file stops with every problem listed. */
export function readChapterContentFiles(dir = CONTENT_DIR): ChapterContentFile[] {
  const chapters: ChapterContentFile[] = [];
  const problems: string[] = [];
  const folders = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && BOOK_FOLDER.test(entry.name))
    .map((entry) => entry.name)
    .sort((a, b) => Number(BOOK_FOLDER.exec(a)?.[1]) - Number(BOOK_FOLDER.exec(b)?.[1]));
  for (const folder of folders) {
    const bookId = Number(BOOK_FOLDER.exec(folder)?.[1]);
    for (const name of readdirSync(join(dir, folder))
      .filter((n) => n.endsWith('.json'))
      .sort()) {
      const file = join(folder, name);
      const number = Number(CHAPTER_FILE.exec(name)?.[1] ?? NaN);
      let raw: unknown;
      try {
        raw = JSON.parse(readFileSync(join(dir, file), 'utf8'));
      } catch (error) {
        problems.push(`${file}: no es JSON válido (${error instanceof Error ? error.message : String(error)})`);
        continue;
      }
      const found = chapterContentProblems(raw);
      const content = raw as ChapterContentFile;
      if (Number.isNaN(number)) found.push('el nombre debe ser chapter-NN.json');
      else if (found.length === 0 && (content.bookId !== bookId || content.number !== number)) {
        found.push(`bookId ${content.bookId} y number ${content.number} no coinciden con la ruta del archivo`);
      }
      if (found.length > 0) problems.push(...found.map((p) => `${file}: ${p}`));
      else chapters.push(content);
    }
  }
  if (problems.length > 0) throw new Error(`Contenido de capítulos no válido:\n- ${problems.join('\n- ')}`);
  return chapters;
}

/** Chapter titles by `bookId/number`, from the book files (checked in full by books.seed.ts). */
export function readChapterTitles(dir = BOOKS_DIR): Map<string, string> {
  const titles = new Map<string, string>();
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
    const book = JSON.parse(readFileSync(join(dir, name), 'utf8')) as { id: number; chapters?: { number: number; title: string }[] };
    for (const chapter of book.chapters ?? []) titles.set(chapterKey(book.id, chapter.number), chapter.title);
  }
  return titles;
}

export const chapterKey = (bookId: number, number: number): string => `${bookId}/${number}`;

/** The narration manifest; an empty one when no chapter has been narrated yet. */
export function readNarrationManifest(dir = AUDIO_DIR): NarrationManifest {
  const file = join(dir, NARRATION_MANIFEST);
  if (!existsSync(file)) return emptyNarrationManifest();
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Partial<NarrationManifest>;
  return { chapters: manifest.chapters ?? {} };
}

/** The illustration manifest; an empty one when no chapter has been drawn yet. */
export function readIllustrationManifest(dir = ILLUSTRATIONS_DIR): IllustrationManifest {
  const file = join(dir, ILLUSTRATION_MANIFEST);
  if (!existsSync(file)) return emptyIllustrationManifest();
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Partial<IllustrationManifest>;
  return { chapters: manifest.chapters ?? {} };
}
