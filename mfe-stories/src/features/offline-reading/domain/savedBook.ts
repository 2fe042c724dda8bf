import { narrationFiles } from '@universo/contracts';
import type { ChapterContentResponse } from '@universo/platform/api/content';

/** One file a saved book keeps, with what it is (for the size estimate). */
export interface SavedFile {
  url: string;
  kind: 'book' | 'chapter' | 'illustration' | 'narration' | 'timings';
  /** The narration's media type. */
  type?: string;
}

export function bookUrl(bookId: number): string {
  return `/api/books/${bookId}`;
}

export function chapterUrl(bookId: number, chapterNumber: number): string {
  return `/api/books/${bookId}/chapters/${chapterNumber}`;
}

/**
 * The narration file to keep: the first source the chapter page's `<audio>` offers that this
 * browser can play (Ogg/Opus first, the smaller one; MP3 on devices without Opus), so the file
 * played offline is the one stored.
 */
export function pickNarration(audioFile: string | undefined, canPlay: (type: string) => boolean): { src: string; type: string; timings: string } | null {
  const files = narrationFiles(audioFile);
  if (!files) return null;
  const source = files.sources.find((candidate) => canPlay(candidate.type));
  return source ? { ...source, timings: files.timings } : null;
}

/** Every file of the chapters the server gave: their texts, illustrations and narration. */
export function savedBookFiles(bookId: number, chapters: readonly ChapterContentResponse[], canPlay: (type: string) => boolean): SavedFile[] {
  const files: SavedFile[] = [{ url: bookUrl(bookId), kind: 'book' }];
  for (const chapter of chapters) {
    files.push({ url: chapterUrl(bookId, chapter.number), kind: 'chapter' });
    if (chapter.illustration?.src.startsWith('/')) files.push({ url: chapter.illustration.src, kind: 'illustration' });
    const narration = pickNarration(chapter.audioFile, canPlay);
    if (narration) files.push({ url: narration.src, kind: 'narration', type: narration.type }, { url: narration.timings, kind: 'timings' });
  }
  return [...new Map(files.map((file) => [file.url, file])).values()];
}

/**
 * What a file is expected to weigh when the server did not say (no Content-Length): the
 * averages of the current content (40 chapters: Ogg 0.87 MB, MP3 1.2 MB, drawings 5.5 KB).
 */
export const TYPICAL_BYTES: Record<SavedFile['kind'], number> = {
  book: 4_000,
  chapter: 8_000,
  illustration: 6_000,
  narration: 1_000_000,
  timings: 8_000,
};

/** The size a saved book will take: each file's known size, or its typical size. */
export function estimateBytes(files: readonly SavedFile[], knownSizes: ReadonlyMap<string, number>): number {
  return files.reduce((total, file) => {
    const known = knownSizes.get(file.url);
    return total + (known !== undefined && Number.isFinite(known) && known >= 0 ? known : TYPICAL_BYTES[file.kind]);
  }, 0);
}

/** Whether an error is the browser saying the device's storage is full. */
export function isQuotaError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'QuotaExceededError';
}
