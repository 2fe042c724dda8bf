import { ageBand, challengesForAge, findChallenge, isChallengeAge } from './personalisedChallenges';

describe('personalised challenges (spec sections 4 and 9)', () => {
  it.each([
    [6, [50, 75, 100]],
    [7, [50, 75, 100]],
    [8, [125, 100, 150]],
    [10, [125, 100, 150]],
    [11, [175, 200, 225]],
    [12, [175, 200, 225]],
  ])('age %i earns %p', (age, points) => {
    expect(challengesForAge(age).challenges.map((c) => c.points)).toEqual(points);
  });

  it('gives each band its own three challenges of three steps', () => {
    const ids = (age: number) => challengesForAge(age).challenges.map((c) => c.id);
    expect(ids(6)).not.toEqual(ids(9));
    expect(ids(9)).not.toEqual(ids(11));
    expect(ageBand(7)).toBe('hasta-7');
    expect(ageBand(8)).toBe('8-a-10');
    expect(ageBand(11)).toBe('mayores');
    const all = [6, 9, 11].flatMap((age) => challengesForAge(age).challenges);
    expect(new Set(all.map((c) => c.id)).size).toBe(9);
    expect(all.every((c) => c.steps.length === 3 && c.steps.every((step) => step.length > 10))).toBe(true);
  });

  it('answers with the age asked and 50 header points per challenge', () => {
    expect(challengesForAge(9)).toMatchObject({ age: 9, headerPointsPerChallenge: 50 });
  });

  it('finds a challenge of any age by id, with its points', () => {
    expect(findChallenge('p-pitch')).toMatchObject({ title: 'Presenta tu negocio', points: 225 });
    expect(findChallenge('p-alcancia-colores')?.points).toBe(50);
    expect(findChallenge('p-no-existe')).toBeUndefined();
  });

  it('accepts the ages 6 to 12 only', () => {
    expect([6, 9, 12].every(isChallengeAge)).toBe(true);
    expect([5, 13, 8.5, Number.NaN].some(isChallengeAge)).toBe(false);
  });
});
