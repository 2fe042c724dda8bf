import { PROGRESS_EVENT_TYPES, type ProgressEventType } from '@universo/contracts';
import { LEARNING_MESSAGES } from '../learning.messages';
import { activityProblem } from './activityKeys';

export const EVENT_POINTS_MAX = 1000;
export const ACTIVITY_MAX_LENGTH = 60;

/** details: a flat object, small enough that nobody stores a document in a progress event. */
export const DETAILS_LIMITS = { maxKeys: 10, maxStringLength: 120, maxJsonLength: 1024 } as const;
const DETAILS_KEY = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isProgressEventType(value: unknown): value is ProgressEventType {
  return (PROGRESS_EVENT_TYPES as readonly unknown[]).includes(value);
}

export function eventTypeProblem(value: unknown): string | null {
  return isProgressEventType(value) ? null : LEARNING_MESSAGES.eventType;
}

/** The activity of an event of this type (the type's own problem is reported on its own field). */
export function eventActivityProblem(type: unknown, activity: unknown): string | null {
  if (typeof activity !== 'string' || activity.length === 0) return LEARNING_MESSAGES.activityRequired;
  if (activity.length > ACTIVITY_MAX_LENGTH) return LEARNING_MESSAGES.unknownActivity;
  if (!isProgressEventType(type)) return null;
  return activityProblem(type, activity);
}

export function eventPointsProblem(value: unknown): string | null {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= EVENT_POINTS_MAX ? null : LEARNING_MESSAGES.points;
}

/** How old an event sent later may be, and how far ahead a device's clock may run. */
export const OCCURRED_AT_LIMITS = { maxAgeMs: 7 * 24 * 60 * 60 * 1000, maxAheadMs: 5 * 60 * 1000 } as const;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** occurredAt: an ISO instant, not in the future (beyond a device's clock difference) and at most 7 days old. */
export function occurredAtProblem(value: unknown, now: Date = new Date()): string | null {
  if (typeof value !== 'string' || !ISO_INSTANT.test(value)) return LEARNING_MESSAGES.occurredAt;
  const at = Date.parse(value);
  if (Number.isNaN(at)) return LEARNING_MESSAGES.occurredAt;
  if (at > now.getTime() + OCCURRED_AT_LIMITS.maxAheadMs) return LEARNING_MESSAGES.occurredAtFuture;
  if (at < now.getTime() - OCCURRED_AT_LIMITS.maxAgeMs) return LEARNING_MESSAGES.occurredAtTooOld;
  return null;
}

/** The instant an accepted occurredAt stands for: a device slightly ahead counts as now. */
export function occurredAtInstant(value: string | undefined, now: Date = new Date()): Date | null {
  if (value === undefined) return null;
  return new Date(Math.min(Date.parse(value), now.getTime()));
}

export function eventIdProblem(value: unknown): string | null {
  return typeof value === 'string' && UUID.test(value) ? null : LEARNING_MESSAGES.eventId;
}

function isDetailValue(value: unknown): boolean {
  if (value === null || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && value.length <= DETAILS_LIMITS.maxStringLength;
}

export function eventDetailsProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return LEARNING_MESSAGES.details;
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return LEARNING_MESSAGES.details;
  const entries = Object.entries(value);
  if (entries.length > DETAILS_LIMITS.maxKeys) return LEARNING_MESSAGES.details;
  if (!entries.every(([key, item]) => DETAILS_KEY.test(key) && isDetailValue(item))) return LEARNING_MESSAGES.details;
  return JSON.stringify(value).length <= DETAILS_LIMITS.maxJsonLength ? null : LEARNING_MESSAGES.details;
}
