import type { ProgressEventType } from '@universo/contracts';
import { parseChapterKey } from './activityKeys';

/**
 * What each activity is worth, decided here and never by the client (documented in
 * svc-content/README.md). `base` is one play; `maxWorth` is the most one event of it can be worth
 * (a verified game's bonus or a catalogue challenge included), so a stored number outside the table
 * never counts for more; `dailyCap` is the most the activity adds in one Bogotá day.
 * `repeats: 'decay'` means playing it again the same day earns less (see REPEAT_FACTORS);
 * `'distinct'` activities (chapters, catalogue challenges) count each item once anyway.
 */
export interface ActivityPoints {
  base: number;
  maxWorth: number;
  dailyCap: number;
  repeats: 'decay' | 'distinct';
}

/** Chapters share one entry (their activity is `book-<id>-chapter-<n>`). */
export const CHAPTER_GROUP = 'capitulos';

export const ACTIVITY_POINTS: Readonly<Record<string, ActivityPoints>> = {
  'gasta-ahorra': { base: 20, maxWorth: 30, dailyCap: 40, repeats: 'decay' },
  // Recomputed from the day the calculator reports, with no bonus: the day is the child's own plan.
  limonada: { base: 15, maxWorth: 15, dailyCap: 30, repeats: 'decay' },
  simulador: { base: 20, maxWorth: 30, dailyCap: 40, repeats: 'decay' },
  // Replayed on the service's deal, with no bonus: the deal (every round's prices) reaches the
  // browser when the play starts, so a better result could be planned, never earned.
  inversion: { base: 20, maxWorth: 20, dailyCap: 40, repeats: 'decay' },
  estrategia: { base: 20, maxWorth: 30, dailyCap: 40, repeats: 'decay' },
  'juegos-avanzados': { base: 15, maxWorth: 15, dailyCap: 30, repeats: 'decay' },
  'plan-emprendimiento': { base: 40, maxWorth: 40, dailyCap: 60, repeats: 'decay' },
  'crea-logo': { base: 15, maxWorth: 15, dailyCap: 25, repeats: 'decay' },
  retos: { base: 30, maxWorth: 30, dailyCap: 30, repeats: 'decay' },
  // Worth what the personalised challenge's age band says (50 to 225), each challenge once.
  'retos-personalizados': { base: 50, maxWorth: 225, dailyCap: 250, repeats: 'distinct' },
  'biblioteca-completa': { base: 30, maxWorth: 30, dailyCap: 60, repeats: 'distinct' },
  // Only the first demo of each day counts: the demo can be asked again and again.
  'axxon-demo': { base: 5, maxWorth: 5, dailyCap: 5, repeats: 'decay' },
  [CHAPTER_GROUP]: { base: 15, maxWorth: 15, dailyCap: 60, repeats: 'distinct' },
};

/** The first play of an activity in a day earns all of it, the second half, the third a quarter, later ones nothing. */
export const REPEAT_FACTORS = [1, 0.5, 0.25] as const;

/** The most a child earns in one Bogotá day, all activities together: the levels take weeks. */
export const DAILY_POINTS_CAP = 250;

/** A replayed game (Gasta o Ahorra, the simulator, market strategy) earns a bonus of a third of its recomputed score, at most 10 (within its maxWorth). */
export const GAME_BONUS = { divisor: 3, cap: 10 } as const;

/** The table entry an activity counts under (chapters share one), or undefined for an unknown one. */
export function pointsEntryOf(activity: string): { group: string; entry: ActivityPoints } | undefined {
  const group = parseChapterKey(activity) ? CHAPTER_GROUP : activity;
  const entry = ACTIVITY_POINTS[group];
  return entry ? { group, entry } : undefined;
}

/**
 * What one event is worth before repeats and caps: the table's base, a catalogue challenge's own
 * points, or a verified game's base plus its bonus. The client's `points` never enters here.
 */
export function eventWorth(activity: string, input: { cataloguePoints?: number; verifiedScore?: number } = {}): number {
  const found = pointsEntryOf(activity);
  if (!found) return 0;
  const { entry } = found;
  let worth = entry.base;
  if (input.cataloguePoints !== undefined) worth = input.cataloguePoints;
  else if (input.verifiedScore !== undefined) worth = entry.base + Math.min(GAME_BONUS.cap, Math.floor(Math.max(0, input.verifiedScore) / GAME_BONUS.divisor));
  return Math.max(0, Math.min(entry.maxWorth, worth));
}

/** What earlier events of the same Bogotá day have used: plays and points per table entry, and the day's total. */
export interface DayUsage {
  playsByGroup: Map<string, number>;
  pointsByGroup: Map<string, number>;
  total: number;
}

export function emptyDayUsage(): DayUsage {
  return { playsByGroup: new Map(), pointsByGroup: new Map(), total: 0 };
}

/**
 * The points an event earns given what its day already used, and records them in `usage`. A stored
 * worth is re-read through the table (null means the base; more than `maxWorth` counts as
 * `maxWorth`), so rows stored before the table existed cannot inflate a total.
 */
export function earnPoints(event: { type: ProgressEventType; activity: string; points: number | null }, usage: DayUsage): number {
  const found = pointsEntryOf(event.activity);
  if (!found) return 0;
  const { group, entry } = found;
  const worth = Math.max(0, Math.min(entry.maxWorth, event.points ?? entry.base));
  const plays = usage.playsByGroup.get(group) ?? 0;
  usage.playsByGroup.set(group, plays + 1);
  const factor = entry.repeats === 'decay' ? (REPEAT_FACTORS[plays] ?? 0) : 1;
  const used = usage.pointsByGroup.get(group) ?? 0;
  const earned = Math.max(0, Math.min(Math.floor(worth * factor), entry.dailyCap - used, DAILY_POINTS_CAP - usage.total));
  usage.pointsByGroup.set(group, used + earned);
  usage.total += earned;
  return earned;
}
