import type { PremiumItemId, ProgressEventType } from '@universo/contracts';
import { ACTIVITIES, type ActivityDefinition, CHAPTER_SKILLS } from '../data/activities';
import type { Skill } from '../data/skills';
import { LEARNING_MESSAGES } from '../learning.messages';

/** Chapters are numbered 1 to 10 (spec section 9: maximum chapter number 10). */
export const MAX_CHAPTER_NUMBER = 10;

export interface ChapterKey {
  bookId: number;
  chapter: number;
}

const CHAPTER_KEY = /^book-([1-9][0-9]{0,3})-chapter-([1-9][0-9]?)$/;

/** `book-<id>-chapter-<n>` with canonical numbers (no leading zeros), or null. */
export function parseChapterKey(activity: string): ChapterKey | null {
  const match = CHAPTER_KEY.exec(activity);
  if (!match) return null;
  const chapter = Number(match[2]);
  if (chapter > MAX_CHAPTER_NUMBER) return null;
  return { bookId: Number(match[1]), chapter };
}

export function findActivity(id: string): ActivityDefinition | undefined {
  return ACTIVITIES.find((activity) => activity.id === id);
}

/** Why this type cannot be recorded for this activity (a Spanish message), or null when it fits. */
export function activityProblem(type: ProgressEventType, activity: string): string | null {
  if (activity.startsWith('book-')) {
    if (!parseChapterKey(activity)) return LEARNING_MESSAGES.chapterKey;
    return type === 'chapter_read' ? null : LEARNING_MESSAGES.activityDoesNotFit(type, activity);
  }
  const known = findActivity(activity);
  if (!known) return type === 'chapter_read' ? LEARNING_MESSAGES.chapterKey : LEARNING_MESSAGES.unknownActivity;
  return known.eventTypes.includes(type) ? null : LEARNING_MESSAGES.activityDoesNotFit(type, activity);
}

/** The skills an activity trains (none for an unknown one). */
export function skillsOfActivity(activity: string): readonly Skill[] {
  if (parseChapterKey(activity)) return CHAPTER_SKILLS;
  return findActivity(activity)?.skills ?? [];
}

/** The premium item a family must have to record events of this activity, if any. */
export function premiumItemOfActivity(activity: string): PremiumItemId | undefined {
  return findActivity(activity)?.premiumItem;
}
