import type { ProgressEventType } from '@universo/contracts';
import { REWARDS } from '../data/rewards';
import { buildDashboard, rewardList, summarizeProgress } from './progressSummary';
import { longestRun, type ProgressEventRecord } from './progressStats';

let sequence = 0;
function event(
  type: ProgressEventType,
  activity: string,
  at: string,
  points: number | null = null,
  details: ProgressEventRecord['details'] = null,
): ProgressEventRecord {
  sequence += 1;
  return { id: String(sequence), type, activity, points, occurredAt: new Date(at), details };
}

const PROFILE = { childName: 'Ana', childAge: 7, learningLevel: 'intermedio', preferredCharacter: 'leo' } as const;

describe('progress summary', () => {
  it('gives an empty history level 1, nothing learned and every reward locked', () => {
    const summary = summarizeProgress([]);
    expect(buildDashboard(PROFILE, summary)).toEqual({
      profile: { ...PROFILE, progressTracking: { businessIdeasCount: 0, skillsLearned: [] } },
      currentLevel: 1,
      progressPercentage: 0,
      nextMilestone: 'Te faltan 100 puntos para llegar a Nivel 2: Brote',
      analytics: { totalSessions: 0, topSkills: [] },
    });
    expect(rewardList(summary).every((r) => !r.isUnlocked && r.unlockedAt === null)).toBe(true);
    expect(rewardList(summary)).toHaveLength(REWARDS.length);
  });

  it('computes the dashboard from a history', () => {
    const events = [
      event('game_finished', 'gasta-ahorra', '2026-05-04T15:00:00Z', 26),
      event('business_plan_created', 'plan-emprendimiento', '2026-05-04T15:10:00Z', 40, { plan: 'Limonada Feliz' }),
      // The same idea's logo (spelt differently), then a second idea's logo the same day: half.
      event('logo_created', 'crea-logo', '2026-05-05T15:00:00Z', 15, { name: 'limonada  feliz' }),
      event('logo_created', 'crea-logo', '2026-05-05T16:00:00Z', 15, { name: 'Pulseras Mágicas' }),
      event('chapter_read', 'book-1-chapter-1', '2026-05-07T03:00:00Z'), // 22:00 on the 6th in Bogotá
      event('challenge_completed', 'retos', '2026-05-07T15:00:00Z'),
    ];
    const summary = summarizeProgress(events);
    expect(summary.stats.totalPoints).toBe(26 + 40 + 15 + 7 + 15 + 30);
    expect(buildDashboard(PROFILE, summary)).toEqual({
      profile: {
        ...PROFILE,
        progressTracking: {
          businessIdeasCount: 2,
          skillsLearned: ['Creatividad', 'Ahorro', 'Trabajo en equipo', 'Toma de decisiones', 'Comunicación', 'Perseverancia', 'Valores'],
        },
      },
      currentLevel: 2,
      progressPercentage: 13,
      nextMilestone: 'Te faltan 217 puntos para llegar a Nivel 3: Árbol de Ideas',
      analytics: { totalSessions: 4, topSkills: ['Creatividad', 'Comunicación', 'Trabajo en equipo'] },
    });
    expect(summary.stats.longestStreak).toBe(4);
  });

  it('unlocks each reward at the event that satisfied its rule, whatever the input order', () => {
    const games = [1, 2, 3, 4, 5].map((day) => event('game_finished', 'gasta-ahorra', `2026-06-0${day}T15:00:00Z`, 10));
    const summary = summarizeProgress([...games].reverse());
    const rewards = rewardList(summary);
    expect(rewards.find((r) => r.id === 'primer-ahorro')?.unlockedAt).toBe('2026-06-01T15:00:00.000Z');
    expect(rewards.find((r) => r.id === 'racha-3-dias')?.unlockedAt).toBe('2026-06-03T15:00:00.000Z');
    expect(rewards.find((r) => r.id === 'alcancia-llena')?.unlockedAt).toBe('2026-06-05T15:00:00.000Z');
    expect(summary.unlocks.get('alcancia-llena')?.eventId).toBe(games[4]?.id);
    // More events later do not move a date.
    const later = summarizeProgress([...games, event('game_finished', 'gasta-ahorra', '2026-06-09T15:00:00Z')]);
    expect(rewardList(later).find((r) => r.id === 'primer-ahorro')?.unlockedAt).toBe('2026-06-01T15:00:00.000Z');
  });

  it('needs consecutive days for the streak', () => {
    const days = ['2026-06-01', '2026-06-02', '2026-06-04', '2026-06-05'].map((d) => event('chapter_read', `book-1-chapter-${d.slice(-1)}`, `${d}T15:00:00Z`));
    const summary = summarizeProgress(days);
    expect(summary.stats.sessionDays).toBe(4);
    expect(summary.stats.longestStreak).toBe(2);
    expect(summary.unlocks.has('racha-3-dias')).toBe(false);
  });

  it('counts distinct chapters and books', () => {
    const summary = summarizeProgress([
      event('chapter_read', 'book-1-chapter-1', '2026-06-01T15:00:00Z'),
      event('chapter_read', 'book-1-chapter-1', '2026-06-01T15:01:00Z'),
      event('chapter_read', 'book-2-chapter-1', '2026-06-01T15:02:00Z'),
    ]);
    expect(summary.stats.distinctChapters).toBe(2);
    expect(summary.stats.distinctBooks).toBe(2);
  });

  it('counts the demo once a day for points and never as a skill', () => {
    const summary = summarizeProgress([
      event('demo_used', 'axxon-demo', '2026-06-01T15:00:00Z'),
      event('demo_used', 'axxon-demo', '2026-06-01T16:00:00Z'),
      event('demo_used', 'axxon-demo', '2026-06-02T15:00:00Z'),
    ]);
    expect([...summary.pointsByEvent.values()]).toEqual([5, 0, 5]);
    expect(summary.stats.totalPoints).toBe(10);
    expect(summary.stats.skillEvents.size).toBe(0);
    expect(summary.unlocks.has('chispa-axxon')).toBe(true);
  });

  it('counts a skill only for events that earned points (a fourth repeat the same day trains nothing new)', () => {
    const games = [0, 1, 2, 3, 4].map((m) => event('game_finished', 'limonada', `2026-06-01T15:0${m}:00Z`));
    const summary = summarizeProgress(games);
    expect([...summary.pointsByEvent.values()]).toEqual([15, 7, 3, 0, 0]);
    expect(summary.stats.skillEvents.get('Ahorro')).toBe(3);
  });

  it('counts each idea once: a plan and logos of the same business are one idea, a logo without a name is none', () => {
    const summary = summarizeProgress([
      event('business_plan_created', 'plan-emprendimiento', '2026-06-01T15:00:00Z', 40, { plan: 'Galletas de Ana' }),
      event('business_plan_created', 'plan-emprendimiento', '2026-06-02T15:00:00Z', 40, { plan: 'GALLETAS DE ANA' }),
      event('logo_created', 'crea-logo', '2026-06-02T15:00:00Z', 15, { name: 'Galletas de Aná' }),
      event('logo_created', 'crea-logo', '2026-06-03T15:00:00Z', 15, { name: '' }),
    ]);
    expect(summary.stats.businessIdeas).toBe(1);
  });

  it('keeps 50 forged high-score events of one day at the second level at most', () => {
    const forged = Array.from({ length: 50 }, (_, i) =>
      event(
        'game_finished',
        ['gasta-ahorra', 'limonada', 'simulador', 'inversion', 'estrategia'][i % 5]!,
        `2026-06-01T15:00:${String(i).padStart(2, '0')}Z`,
        1000,
      ),
    );
    const dashboard = buildDashboard(PROFILE, summarizeProgress(forged));
    expect(dashboard.currentLevel).toBeLessThanOrEqual(2);
  });

  it('unlocks Gran Estratega only after the three advanced games', () => {
    const two = summarizeProgress([event('game_finished', 'simulador', '2026-06-01T15:00:00Z'), event('game_finished', 'inversion', '2026-06-01T15:01:00Z')]);
    expect(two.unlocks.has('gran-estratega')).toBe(false);
    const three = summarizeProgress([
      event('game_finished', 'simulador', '2026-06-01T15:00:00Z'),
      event('game_finished', 'inversion', '2026-06-01T15:01:00Z'),
      event('game_finished', 'estrategia', '2026-06-01T15:02:00Z'),
    ]);
    expect(three.unlocks.get('gran-estratega')?.at.toISOString()).toBe('2026-06-01T15:02:00.000Z');
  });
});

describe('events sent later (made offline)', () => {
  it('count for the day they happened, never lower what earlier events earned, and keep the streak', () => {
    const today = [event('game_finished', 'limonada', '2026-06-03T15:00:00Z'), event('game_finished', 'limonada', '2026-06-03T16:00:00Z')];
    const before = summarizeProgress(today);
    // Arrives last, but happened first: yesterday's play of the same game, then one from the day before.
    const late = [event('game_finished', 'limonada', '2026-06-02T15:00:00Z'), event('game_finished', 'limonada', '2026-06-03T14:00:00Z')];
    const after = summarizeProgress([...today, ...late]);
    expect(after.pointsByEvent.get(today[0]!.id)).toBe(before.pointsByEvent.get(today[0]!.id));
    expect(after.pointsByEvent.get(today[1]!.id)).toBe(before.pointsByEvent.get(today[1]!.id));
    // Yesterday's is that day's first play (full); the other is today's third (a quarter).
    expect(late.map((e) => after.pointsByEvent.get(e.id))).toEqual([15, 3]);
    expect(after.stats.totalPoints).toBeGreaterThanOrEqual(before.stats.totalPoints);
    expect(after.stats.sessionDays).toBe(2);
    expect(after.stats.longestStreak).toBe(2);
  });

  it('reads the longest run of consecutive days whatever the order', () => {
    expect(longestRun([20, 18, 19, 25, 26])).toBe(3);
    expect(longestRun([])).toBe(0);
    expect(longestRun([5, 5, 7])).toBe(1);
  });
});
