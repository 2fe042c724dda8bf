import { ALL_ACTIVITIES, findActivity, FREE_ACTIVITIES, PREMIUM_ACTIVITIES } from './activities';
import { ageGroupLabel, ageGroupOf } from './ageGroup';

describe('ageGroupOf', () => {
  it.each([
    [6, 'younger'],
    [7, 'younger'],
    [8, 'older'],
    [10, 'older'],
    [5, 'unknown'],
    [11, 'unknown'],
    [7.5, 'unknown'],
    [null, 'unknown'],
    [undefined, 'unknown'],
  ] as const)('age %p is %p', (age, group) => expect(ageGroupOf(age)).toBe(group));

  it('labels only a known group', () => {
    expect(ageGroupLabel(6)).toMatch(/6 a 7/);
    expect(ageGroupLabel(9)).toMatch(/8 a 10/);
    expect(ageGroupLabel(null)).toBeUndefined();
  });
});

describe('activities', () => {
  it('lists the spec activities by tier', () => {
    expect(FREE_ACTIVITIES.map((a) => a.id)).toEqual(['gasta-ahorra', 'plan-emprendimiento', 'crea-logo', 'limonada']);
    expect(PREMIUM_ACTIVITIES.map((a) => a.id)).toEqual(['juegos-avanzados', 'biblioteca-completa', 'retos-personalizados']);
    expect(findActivity('retos')?.tier).toBe('free');
    expect(new Set(ALL_ACTIVITIES.map((a) => a.id)).size).toBe(ALL_ACTIVITIES.length);
  });
});
