import { foldAccents, PROGRESS_EVENT_TYPES, type ProgressEventType } from '@universo/contracts';
import type { ProgressEventDetails } from '../../apiShapes';
import type { Skill } from '../data/skills';
import { parseChapterKey, skillsOfActivity } from './activityKeys';
import { bogotaDay, dayNumber } from './bogotaDay';
import { type DayUsage, earnPoints, emptyDayUsage } from './points';

/** A stored progress event, as the rules read it. */
export interface ProgressEventRecord {
  id: string;
  type: ProgressEventType;
  activity: string;
  /** What the service's table said the event is worth when it was stored (null: the table's base). */
  points: number | null;
  occurredAt: Date;
  /** The event's details: a plan's or logo's name tells one business idea from another. */
  details?: ProgressEventDetails | null;
}

/** The business idea an event names (a plan's `plan`, a logo's `name`), folded so that "Limonada Feliz" and "limonada  feliz" are one; null when it names none. */
export function ideaOf(event: Pick<ProgressEventRecord, 'type' | 'details'>): string | null {
  const field = event.type === 'business_plan_created' ? 'plan' : event.type === 'logo_created' ? 'name' : null;
  const value = field ? event.details?.[field] : undefined;
  if (typeof value !== 'string') return null;
  const folded = foldAccents(value)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return folded.length > 0 ? folded : null;
}

/** What a child has done so far: the facts the dashboard and the rewards are computed from. */
export interface ProgressStats {
  totalPoints: number;
  eventCount: number;
  eventsByType: Readonly<Record<ProgressEventType, number>>;
  /** Events per activity id (chapters under their own keys). */
  eventsByActivity: ReadonlyMap<string, number>;
  distinctChapters: number;
  distinctBooks: number;
  /** Distinct business ideas named by plans and logos (a logo for a planned business is the same idea). */
  businessIdeas: number;
  /** Distinct Bogotá days with at least one event. */
  sessionDays: number;
  /** The longest run of consecutive Bogotá days with events. */
  longestStreak: number;
  /** Events that trained each skill: only events that earned points, of activities that train it. */
  skillEvents: ReadonlyMap<Skill, number>;
}

/** The longest run of consecutive day numbers. Pure. */
export function longestRun(days: readonly number[]): number {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  let longest = 0;
  let run = 0;
  sorted.forEach((day, i) => {
    run = i > 0 && day === sorted[i - 1]! + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  });
  return longest;
}

/**
 * The running fold behind ProgressStats: events must be added in the order they arrived, so that a
 * new event (even one made offline for an earlier day) never changes what earlier ones earned and
 * the total never goes down.
 */
export class ProgressAccumulator {
  private totalPoints = 0;
  private eventCount = 0;
  private readonly eventsByType = Object.fromEntries(PROGRESS_EVENT_TYPES.map((t) => [t, 0])) as Record<ProgressEventType, number>;
  private readonly eventsByActivity = new Map<string, number>();
  private readonly chapters = new Set<string>();
  private readonly books = new Set<number>();
  private readonly days = new Set<string>();
  private readonly usageByDay = new Map<string, DayUsage>();
  private readonly ideas = new Set<string>();
  private longestStreak = 0;
  private readonly skillEvents = new Map<Skill, number>();

  /** Adds an event and returns the points it earned (after the day's repeats and caps: domain/points.ts). */
  add(event: ProgressEventRecord): number {
    const day = bogotaDay(event.occurredAt);
    let usage = this.usageByDay.get(day);
    if (!usage) {
      usage = emptyDayUsage();
      this.usageByDay.set(day, usage);
    }
    const earned = earnPoints(event, usage);
    const idea = ideaOf(event);
    if (idea) this.ideas.add(idea);

    this.totalPoints += earned;
    this.eventCount += 1;
    this.eventsByType[event.type] += 1;
    this.eventsByActivity.set(event.activity, (this.eventsByActivity.get(event.activity) ?? 0) + 1);
    if (event.type === 'chapter_read') {
      const chapter = parseChapterKey(event.activity);
      if (chapter) {
        this.chapters.add(event.activity);
        this.books.add(chapter.bookId);
      }
    }
    // A repeat that earned nothing trained nothing new: skills follow real practice, not clicks.
    if (earned > 0) for (const skill of skillsOfActivity(event.activity)) this.skillEvents.set(skill, (this.skillEvents.get(skill) ?? 0) + 1);

    if (!this.days.has(day)) {
      this.days.add(day);
      // Events may arrive out of day order (made offline): the streak is read from all the days.
      this.longestStreak = longestRun([...this.days].map(dayNumber));
    }
    return earned;
  }

  snapshot(): ProgressStats {
    return {
      totalPoints: this.totalPoints,
      eventCount: this.eventCount,
      eventsByType: { ...this.eventsByType },
      eventsByActivity: new Map(this.eventsByActivity),
      distinctChapters: this.chapters.size,
      distinctBooks: this.books.size,
      businessIdeas: this.ideas.size,
      sessionDays: this.days.size,
      longestStreak: this.longestStreak,
      skillEvents: new Map(this.skillEvents),
    };
  }
}
