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
