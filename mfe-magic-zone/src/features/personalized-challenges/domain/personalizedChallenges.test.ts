import {
  ageBand,
  ageOptionLabel,
  CHALLENGE_AGES,
  challengePointsEarned,
  challengesForAge,
  canOpen,
  chooseAge,
  closeChallenge,
  completeOpenChallenge,
  defaultChallengeAge,
  headerPoints,
  initialPersonalizedChallenges,
  openChallenge,
} from './personalizedChallenges';

describe('personalized challenges (spec sections 4 and 9)', () => {
  it('offers ages 6 to 11 and 12+', () => {
    expect(CHALLENGE_AGES).toEqual([6, 7, 8, 9, 10, 11, 12]);
    expect(CHALLENGE_AGES.map(ageOptionLabel)).toEqual(['6 años', '7 años', '8 años', '9 años', '10 años', '11 años', '12+ años']);
  });

  it('starts at the child’s age within the picker, 8 when unknown', () => {
    expect(defaultChallengeAge(7)).toBe(7);
    expect(defaultChallengeAge(5)).toBe(6);
    expect(defaultChallengeAge(14)).toBe(12);
    expect(defaultChallengeAge(null)).toBe(8);
  });

  it.each([
    [6, [50, 75, 100]],
    [7, [50, 75, 100]],
    [8, [125, 100, 150]],
    [10, [125, 100, 150]],
    [11, [175, 200, 225]],
    [12, [175, 200, 225]],
  ])('age %i earns %p', (age, points) => {
    expect(challengesForAge(age).map((c) => c.points)).toEqual(points);
  });

  it('gives different challenges to different ages', () => {
    const ids = (age: number) => challengesForAge(age).map((c) => c.id);
    expect(ids(6)).not.toEqual(ids(9));
    expect(ids(9)).not.toEqual(ids(11));
    expect(ageBand(7)).toBe('hasta-7');
    expect(ageBand(8)).toBe('8-a-10');
    expect(ageBand(11)).toBe('mayores');
    const all = [6, 9, 11].flatMap(challengesForAge);
    expect(new Set(all.map((c) => c.id)).size).toBe(9);
    expect(all.every((c) => c.steps.length === 3)).toBe(true);
  });

  it('opens a challenge, completes it, and never opens it again', () => {
    const [first, second] = challengesForAge(9);
    let state = openChallenge(initialPersonalizedChallenges(9), first!.id);
    expect(state.openId).toBe(first!.id);
    state = completeOpenChallenge(state);
    expect(state).toMatchObject({ completed: [first!.id], openId: null });
    expect(canOpen(state, first!.id)).toBe(false);
    expect(openChallenge(state, first!.id)).toBe(state);
    expect(completeOpenChallenge(state)).toBe(state);
    state = closeChallenge(openChallenge(state, second!.id));
    expect(state).toMatchObject({ completed: [first!.id], openId: null });
    expect(canOpen(state, 'p-no-existe')).toBe(false);
    expect(canOpen(state, challengesForAge(6)[0]!.id)).toBe(false);
  });

  it('keeps completions when the age changes, and closes the open one', () => {
    const [first] = challengesForAge(9);
    const done = completeOpenChallenge(openChallenge(initialPersonalizedChallenges(9), first!.id));
    const younger = chooseAge(openChallenge(done, challengesForAge(9)[1]!.id), 6);
    expect(younger).toMatchObject({ age: 6, openId: null, completed: [first!.id] });
    expect(chooseAge(done, 13 as never)).toBe(done);
  });

  it('shows 50 per completed challenge in the header; the challenges’ own points are the other reading', () => {
    const [a, b] = challengesForAge(9);
    let state = completeOpenChallenge(openChallenge(initialPersonalizedChallenges(9), a!.id));
    state = completeOpenChallenge(openChallenge(state, b!.id));
    expect(headerPoints(state)).toBe(100);
    expect(challengePointsEarned(state)).toBe(125 + 100);
    expect(headerPoints(initialPersonalizedChallenges(6))).toBe(0);
  });
});
