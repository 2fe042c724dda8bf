// Loaded when a family presses the button (not with the book's page): saving and removing.
import type { ChapterContentResponse } from '@universo/platform/api/content';
import { loadReaderPage } from '../../shared/readerPage';
import { chapterUrl, estimateBytes, isQuotaError, savedBookFiles } from './domain/savedBook';
import { savedBookIndexUrl, urlsToRemove, type SavedBookIndex } from './domain/savedBookIndex';
import { openSavedBooks, readSavedBook } from './savedBookState';

export type SaveProgress = { phase: 'measuring' } | { phase: 'downloading'; done: number; total: number };
export type SaveOutcome = { status: 'saved'; index: SavedBookIndex } | { status: 'quota'; bytes: number } | { status: 'failed' };

async function savedIndexes(cache: Cache): Promise<SavedBookIndex[]> {
  const requests = await cache.keys();
  const indexes = requests.filter((request) => new URL(request.url).pathname.startsWith(savedBookIndexUrl(0).replace(/0\.json$/, '')));
  return Promise.all(indexes.map(async (request) => (await (await cache.match(request))!.json()) as SavedBookIndex));
}

export async function removeSavedBook(bookId: number): Promise<void> {
  const cache = await openSavedBooks();
  const book = await readSavedBook(bookId);
  if (book) for (const url of urlsToRemove(book, await savedIndexes(cache))) await cache.delete(url);
  await cache.delete(savedBookIndexUrl(bookId));
}

/** What the server says a file weighs (a HEAD request), when it says. */
async function contentLength(url: string): Promise<number | undefined> {
  try {
    const answer = await fetch(url, { method: 'HEAD', credentials: 'same-origin' });
    const length = Number(answer.headers.get('content-length'));
    return answer.ok && length > 0 ? length : undefined;
  } catch {
    return undefined;
  }
}

function playable(type: string): boolean {
  return document.createElement('audio').canPlayType(type) !== '';
}

/**
 * Stores a book for reading without internet: the chapters the server gives this family (a
 * premium chapter only with the plan: the server refuses it otherwise, and a refused chapter is
 * simply left out), their illustrations and one narration format. The size is measured first and
 * compared with the free space; a full device (QuotaExceededError) at any step removes what was
 * stored and says so.
 */
export async function saveBook(bookId: number, chapterNumbers: readonly number[], onProgress: (progress: SaveProgress) => void): Promise<SaveOutcome> {
  onProgress({ phase: 'measuring' });
  const cache = await openSavedBooks();
  const stored: string[] = [];
  let total = 0;
  try {
    const chapters: { body: ChapterContentResponse; answer: Response }[] = [];
    for (const number of chapterNumbers) {
      const answer = await fetch(chapterUrl(bookId, number), { credentials: 'same-origin' });
      if (answer.status === 200) chapters.push({ body: (await answer.clone().json()) as ChapterContentResponse, answer });
    }
    if (chapters.length === 0) return { status: 'failed' };
    const files = savedBookFiles(
      bookId,
      chapters.map((chapter) => chapter.body),
      playable,
    );
    const sizes = new Map<string, number>();
    await Promise.all(
      files
        .filter((file) => file.kind === 'narration' || file.kind === 'illustration')
        .map(async (file) => {
          const size = await contentLength(file.url);
          if (size !== undefined) sizes.set(file.url, size);
        }),
    );
    total = estimateBytes(files, sizes);
    const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
    if (estimate?.quota !== undefined && estimate.quota - (estimate.usage ?? 0) < total) return { status: 'quota', bytes: total };

    let done = 0;
    onProgress({ phase: 'downloading', done, total });
    const answers = new Map(chapters.map((chapter) => [chapterUrl(bookId, chapter.body.number), chapter.answer]));
    for (const file of files) {
      const answer = answers.get(file.url) ?? (await fetch(file.url, { credentials: 'same-origin' }));
      if (answer.status !== 200) {
        if (file.kind === 'book') throw new Error(`${file.url}: ${answer.status}`);
        continue;
      }
      const body = await answer.blob();
      stored.push(file.url);
      await cache.put(file.url, new Response(body, { status: 200, headers: answer.headers }));
      done += body.size;
      onProgress({ phase: 'downloading', done, total: Math.max(total, done) });
    }
    await loadReaderPage().catch(() => undefined);
    const index: SavedBookIndex = {
      bookId,
      urls: stored,
      bytes: done,
      chapters: chapters.map((chapter) => chapter.body.number),
      audioType: files.find((file) => file.kind === 'narration')?.type ?? null,
      savedAt: new Date().toISOString(),
    };
    await cache.put(savedBookIndexUrl(bookId), new Response(JSON.stringify(index), { headers: { 'content-type': 'application/json' } }));
    return { status: 'saved', index };
  } catch (error) {
    // Nothing half-saved: what this attempt stored goes (what another saved book keeps stays).
    const others = await savedIndexes(cache).catch(() => [] as SavedBookIndex[]);
    const kept = new Set(others.filter((other) => other.bookId !== bookId).flatMap((other) => other.urls));
    await Promise.allSettled([...stored.filter((url) => !kept.has(url)).map((url) => cache.delete(url)), cache.delete(savedBookIndexUrl(bookId))]);
    return isQuotaError(error) ? { status: 'quota', bytes: total } : { status: 'failed' };
  }
}
