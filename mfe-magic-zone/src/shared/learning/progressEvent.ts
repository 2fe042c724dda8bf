import type { ProgressEventType } from '@universo/contracts';
import type { ProgressEventDetails, ProgressEventDto as ProgressEventRequest } from '@universo/platform/api/content';

/** svc-content's limits on a progress event (svc-content/README.md). */
export const PROGRESS_LIMITS = { maxPoints: 1000, maxDetails: 10, maxDetailText: 120 } as const;

export interface ProgressInput {
  points?: number;
  details?: ProgressEventDetails;
  /** The play svc-content dealt (POST /api/axxon/plays), for a game with chance. */
  playId?: string;
}

/**
 * The body of `POST /api/axxon/progress`, within what the service accepts: whole points 0 to
 * 1000, at most 10 details with short texts, a fresh `eventId` so a retry counts once, and the
 * moment it happened (`occurredAt`). The service ignores `points`: it recomputes what a play earned.
 */
export function progressEvent(
  type: ProgressEventType,
  activity: string,
  input: ProgressInput,
  newEventId: () => string,
  now: () => Date = () => new Date(),
): ProgressEventRequest {
  // When it happened, so an event sent later still counts for its own day.
  const event: ProgressEventRequest = { type, activity, eventId: newEventId(), occurredAt: now().toISOString() };
  if (input.points !== undefined && Number.isFinite(input.points)) {
    event.points = Math.min(PROGRESS_LIMITS.maxPoints, Math.max(0, Math.round(input.points)));
  }
  if (input.playId) event.playId = input.playId;
  if (input.details) {
    const entries = Object.entries(input.details)
      .slice(0, PROGRESS_LIMITS.maxDetails)
      .map(([key, value]) => [key, typeof value === 'string' ? value.slice(0, PROGRESS_LIMITS.maxDetailText) : value] as const);
    if (entries.length > 0) event.details = Object.fromEntries(entries);
  }
  return event;
}

/** A UUID from the browser (crypto.randomUUID), the id svc-content deduplicates retries by. */
export function browserEventId(): string {
  return crypto.randomUUID();
}
