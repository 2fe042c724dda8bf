import { OFFLINE_CACHES } from '@universo/platform/offline';
import { savedBookIndexUrl, type SavedBookIndex } from './domain/savedBookIndex';

/** Whether this browser can keep a book (Cache Storage and a service worker: a secure page). */
export function canSaveBooks(): boolean {
  return typeof caches !== 'undefined' && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

export function openSavedBooks(): Promise<Cache> {
  return caches.open(OFFLINE_CACHES.savedBooks);
}

export async function readSavedBook(bookId: number): Promise<SavedBookIndex | null> {
  if (!canSaveBooks()) return null;
  const answer = await (await openSavedBooks()).match(savedBookIndexUrl(bookId));
  return answer ? ((await answer.json()) as SavedBookIndex) : null;
}
