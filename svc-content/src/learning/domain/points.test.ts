import { PROGRESS_LEVELS } from '@universo/contracts';
import { ACTIVITIES } from '../data/activities';
import { ACTIVITY_POINTS, DAILY_POINTS_CAP, earnPoints, emptyDayUsage, eventWorth, pointsEntryOf } from './points';

describe('points per event (the service table, never the client)', () => {
  it('has an entry for every activity a progress event can name, and for chapters', () => {
    for (const activity of ACTIVITIES) expect(pointsEntryOf(activity.id)).toBeDefined();
    expect(pointsEntryOf('book-2-chapter-3')?.group).toBe('capitulos');
    expect(pointsEntryOf('no-existe')).toBeUndefined();
    for (const entry of Object.values(ACTIVITY_POINTS)) {
      expect(entry.base).toBeLessThanOrEqual(entry.maxWorth);
      expect(entry.maxWorth).toBeLessThanOrEqual(entry.dailyCap);
    }
  });

  it('gives each activity its table base, a catalogue challenge its own points and a verified game a bonus capped at 10', () => {
    expect(eventWorth('gasta-ahorra')).toBe(20);
    expect(eventWorth('plan-emprendimiento')).toBe(40);
    expect(eventWorth('book-1-chapter-1')).toBe(15);
    expect(eventWorth('retos-personalizados', { cataloguePoints: 225 })).toBe(225);
    expect(eventWorth('retos-personalizados', { cataloguePoints: 5000 })).toBe(225);
    expect(eventWorth('gasta-ahorra', { verifiedScore: 14 })).toBe(24);
    expect(eventWorth('gasta-ahorra', { verifiedScore: 1000 })).toBe(30);
    expect(eventWorth('no-existe')).toBe(0);
  });

  it('pays a repeat of the same day full, then half, then a quarter, then nothing', () => {
    const usage = emptyDayUsage();
    const game = { type: 'game_finished' as const, activity: 'limonada', points: null };
    expect([1, 2, 3, 4, 5].map(() => earnPoints(game, usage))).toEqual([15, 7, 3, 0, 0]);
  });

  it('stops an activity at its daily cap and the whole day at 200', () => {
    const usage = emptyDayUsage();
    const chapters = [1, 2, 3, 4, 5, 6].map((n) => earnPoints({ type: 'chapter_read', activity: `book-1-chapter-${n}`, points: 15 }, usage));
    expect(chapters).toEqual([15, 15, 15, 15, 0, 0]);
    const day = emptyDayUsage();
    let total = 0;
    for (const activity of Object.keys(ACTIVITY_POINTS)) {
      for (let i = 0; i < 5; i += 1) total += earnPoints({ type: 'game_finished', activity, points: 1000 }, day);
    }
    expect(total).toBe(DAILY_POINTS_CAP);
  });

  it('reads a stored worth through the table: an old forged 1000 counts as the most the activity allows', () => {
    expect(earnPoints({ type: 'game_finished', activity: 'gasta-ahorra', points: 1000 }, emptyDayUsage())).toBe(30);
    expect(earnPoints({ type: 'game_finished', activity: 'gasta-ahorra', points: null }, emptyDayUsage())).toBe(20);
    expect(earnPoints({ type: 'game_finished', activity: 'no-existe', points: 50 }, emptyDayUsage())).toBe(0);
  });

  it('counts only the first demo of a day', () => {
    const usage = emptyDayUsage();
    const demo = { type: 'demo_used' as const, activity: 'axxon-demo', points: 5 };
    expect([earnPoints(demo, usage), earnPoints(demo, usage)]).toEqual([5, 0]);
  });

  it('makes the top level take weeks: at least 14 days even at the daily cap', () => {
    const top = PROGRESS_LEVELS.at(-1)!;
    expect(top.minPoints / DAILY_POINTS_CAP).toBeGreaterThanOrEqual(14);
    // One maxed-out day never passes the second level.
    expect(PROGRESS_LEVELS[2]!.minPoints).toBeGreaterThan(DAILY_POINTS_CAP);
  });
});
