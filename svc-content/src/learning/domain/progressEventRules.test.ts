import { LEARNING_MESSAGES } from '../learning.messages';
import {
  eventActivityProblem,
  eventDetailsProblem,
  eventIdProblem,
  eventPointsProblem,
  eventTypeProblem,
  occurredAtInstant,
  occurredAtProblem,
} from './progressEventRules';

describe('progress event rules', () => {
  it('accepts the six event types only', () => {
    for (const type of ['game_finished', 'business_plan_created', 'challenge_completed', 'chapter_read', 'logo_created', 'demo_used']) {
      expect(eventTypeProblem(type)).toBeNull();
    }
    expect(eventTypeProblem('GAME_FINISHED')).not.toBeNull();
    expect(eventTypeProblem(undefined)).not.toBeNull();
  });

  it('checks the activity against the type, and leaves a bad type to its own message', () => {
    expect(eventActivityProblem('game_finished', 'limonada')).toBeNull();
    expect(eventActivityProblem('nope', 'limonada')).toBeNull();
    expect(eventActivityProblem('game_finished', '')).toBe('Indica la actividad del evento');
    expect(eventActivityProblem('game_finished', 'x'.repeat(61))).toBe('No conocemos esa actividad de la Zona Mágica');
  });

  it('accepts points 0 to 1000 as integers', () => {
    for (const points of [0, 1, 1000]) expect(eventPointsProblem(points)).toBeNull();
    for (const points of [-1, 1001, 1.5, '10', null]) expect(eventPointsProblem(points)).not.toBeNull();
  });

  it('accepts a UUID as eventId', () => {
    expect(eventIdProblem('3f1c6f0e-2b7a-4c55-9d2e-0a1b2c3d4e5f')).toBeNull();
    expect(eventIdProblem('3f1c6f0e2b7a4c559d2e0a1b2c3d4e5f')).not.toBeNull();
  });

  it('accepts small flat details only', () => {
    expect(eventDetailsProblem({ saved: 30, message: 'hola', won: true, note: null })).toBeNull();
    expect(eventDetailsProblem({})).toBeNull();
    expect(eventDetailsProblem(Object.fromEntries(Array.from({ length: 10 }, (_v, i) => [`k${i}`, 'x'.repeat(90)])))).toBeNull();
    const bad: unknown[] = [
      null,
      [],
      'texto',
      { nested: { a: 1 } },
      { list: [1] },
      { '1bad': 1 },
      { 'with space': 1 },
      { long: 'x'.repeat(121) },
      Object.fromEntries(Array.from({ length: 11 }, (_v, i) => [`k${i}`, i])),
      Object.fromEntries(Array.from({ length: 10 }, (_v, i) => [`key_with_a_long_name_${i}`, 'x'.repeat(100)])),
      new Date(),
    ];
    for (const details of bad) expect(eventDetailsProblem(details)).not.toBeNull();
  });
});

describe('occurredAt of an event sent later', () => {
  const now = new Date('2026-05-10T12:00:00Z');

  it('accepts an ISO instant up to 7 days old, and a device up to 5 minutes ahead (counted as now)', () => {
    expect(occurredAtProblem('2026-05-10T11:00:00Z', now)).toBeNull();
    expect(occurredAtProblem('2026-05-03T12:00:00.000Z', now)).toBeNull();
    expect(occurredAtProblem('2026-05-10T07:04:00-05:00', now)).toBeNull();
    expect(occurredAtProblem('2026-05-10T12:04:00Z', now)).toBeNull();
    expect(occurredAtInstant('2026-05-10T12:04:00Z', now)).toEqual(now);
    expect(occurredAtInstant('2026-05-09T12:00:00Z', now)).toEqual(new Date('2026-05-09T12:00:00Z'));
    expect(occurredAtInstant(undefined, now)).toBeNull();
  });

  it('refuses the future, more than 7 days ago and anything that is not an ISO instant, in Spanish', () => {
    expect(occurredAtProblem('2026-05-10T12:06:00Z', now)).toBe(LEARNING_MESSAGES.occurredAtFuture);
    expect(occurredAtProblem('2026-05-03T11:59:00Z', now)).toBe(LEARNING_MESSAGES.occurredAtTooOld);
    for (const bad of ['ayer', '2026-05-10', '2026-05-10T12:00:00', 1_746_000_000_000, null, '2026-13-40T12:00:00Z']) {
      expect(occurredAtProblem(bad, now)).toBe(LEARNING_MESSAGES.occurredAt);
    }
  });
});
