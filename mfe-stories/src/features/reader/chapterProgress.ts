import type { ProgressEventDto as ProgressEventRequest } from '@universo/platform/api/content';

/** The activity key svc-content expects for a chapter (contracts: `book-<id>-chapter-<n>`). */
export function chapterProgressKey(bookId: number, chapterNumber: number): string {
  return `book-${bookId}-chapter-${chapterNumber}`;
}

/**
 * POST /api/axxon/progress body for one chapter view: with its own `eventId` (a retry, or the
 * service worker sending it again after a read made offline, counts once) and `occurredAt` (it
 * counts for the day it was read).
 */
export function chapterReadEvent(bookId: number, chapterNumber: number, newEventId: () => string, now: Date): ProgressEventRequest {
  return { type: 'chapter_read', activity: chapterProgressKey(bookId, chapterNumber), eventId: newEventId(), occurredAt: now.toISOString() };
}

/**
 * Which view was already recorded: the reader and the chapter, so one view records once, and
 * logging in while on the page (another reader) records it for them.
 */
export function chapterViewKey(userId: string, bookId: number, chapterNumber: number): string {
  return `${userId}:${chapterProgressKey(bookId, chapterNumber)}`;
}
