/** How old an event svc-content still accepts (`occurredAt`, svc-content/README.md). */
export const PROGRESS_EVENT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a progress event that could not be sent may wait in the queue: it must carry its
 * `eventId` (so sending it again after an answer that was lost counts once) and its `occurredAt`
 * (so it counts for the day it happened), and be young enough for the service to take it.
 */
export function mayQueueProgressEvent(body: unknown, now: number): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { eventId, occurredAt } = body as { eventId?: unknown; occurredAt?: unknown };
  if (typeof eventId !== 'string' || !UUID.test(eventId)) return false;
  if (typeof occurredAt !== 'string') return false;
  const at = Date.parse(occurredAt);
  return Number.isFinite(at) && now - at < PROGRESS_EVENT_MAX_AGE_MS;
}
