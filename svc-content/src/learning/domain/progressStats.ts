import { PROGRESS_EVENT_TYPES, type ProgressEventType } from '@universo/contracts';
import type { Skill } from '../data/skills';
import { parseChapterKey, skillsOfActivity } from './activityKeys';
import { bogotaDay, dayNumber } from './bogotaDay';

/** A stored progress event, as the rules read it. */
export interface ProgressEventRecord {
  id: string;
  type: ProgressEventType;
  activity: string;
  /** As reported by the client. */
  points: number | null;
  occurredAt: Date;
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
  /** Business plans plus logos. */
  businessIdeas: number;
  /** Distinct Bogotá days with at least one event. */
  sessionDays: number;
  /** The longest run of consecutive Bogotá days with events. */
  longestStreak: number;
  /** Events that trained each skill. */
  skillEvents: ReadonlyMap<Skill, number>;
}

/** The running fold behind ProgressStats: events must be added oldest first. */
export class ProgressAccumulator {
  private totalPoints = 0;
  private eventCount = 0;
  private readonly eventsByType = Object.fromEntries(PROGRESS_EVENT_TYPES.map((t) => [t, 0])) as Record<ProgressEventType, number>;
  private readonly eventsByActivity = new Map<string, number>();
  private readonly chapters = new Set<string>();
  private readonly books = new Set<number>();
  private readonly days = new Set<string>();
  private readonly demoDays = new Set<string>();
  private lastDay: number | null = null;
  private streak = 0;
  private longestStreak = 0;
  private readonly skillEvents = new Map<Skill, number>();

  /** Adds an event and returns the points it earned. */
  add(event: ProgressEventRecord, pointsFor: (event: ProgressEventRecord, demoAlreadyCountedToday: boolean) => number): number {
    const day = bogotaDay(event.occurredAt);
    const earned = pointsFor(event, this.demoDays.has(day));
    if (event.type === 'demo_used') this.demoDays.add(day);

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
    for (const skill of skillsOfActivity(event.activity)) this.skillEvents.set(skill, (this.skillEvents.get(skill) ?? 0) + 1);

    if (!this.days.has(day)) {
      this.days.add(day);
      const number = dayNumber(day);
      this.streak = this.lastDay !== null && number === this.lastDay + 1 ? this.streak + 1 : 1;
      this.lastDay = number;
      this.longestStreak = Math.max(this.longestStreak, this.streak);
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
      businessIdeas: this.eventsByType.business_plan_created + this.eventsByType.logo_created,
      sessionDays: this.days.size,
      longestStreak: this.longestStreak,
      skillEvents: new Map(this.skillEvents),
    };
  }
}
