import type { PersonalisedChallenge } from '@universo/platform/api/content';
import {
  ageOptionLabel,
  CHALLENGE_AGES,
  canOpen,
  chooseAge,
  closeChallenge,
  completeOpenChallenge,
  defaultChallengeAge,
  headerPoints,
  initialPersonalizedChallenges,
  openChallenge,
} from './personalizedChallenges';

const challenge = (id: string, points: number): PersonalisedChallenge => ({ id, icon: '', title: id, description: '', steps: [], points });
/** What the service might send for one age (the texts are placeholders). */
const SHOWN = [challenge('a', 125), challenge('b', 100), challenge('c', 150)];

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

  it('opens a challenge, completes it, and never opens it again', () => {
    let state = openChallenge(initialPersonalizedChallenges(9), SHOWN, 'a');
    expect(state.openId).toBe('a');
    state = completeOpenChallenge(state);
    expect(state).toMatchObject({ completed: ['a'], openId: null });
    expect(canOpen(state, SHOWN, 'a')).toBe(false);
    expect(openChallenge(state, SHOWN, 'a')).toBe(state);
    expect(completeOpenChallenge(state)).toBe(state);
    state = closeChallenge(openChallenge(state, SHOWN, 'b'));
    expect(state).toMatchObject({ completed: ['a'], openId: null });
    expect(canOpen(state, SHOWN, 'p-no-existe')).toBe(false);
  });

  it('keeps completions when the age changes, and closes the open one', () => {
    const done = completeOpenChallenge(openChallenge(initialPersonalizedChallenges(9), SHOWN, 'a'));
    const younger = chooseAge(openChallenge(done, SHOWN, 'b'), 6);
    expect(younger).toMatchObject({ age: 6, openId: null, completed: ['a'] });
    expect(chooseAge(done, 13 as never)).toBe(done);
  });

  it('shows the service’s points per completed challenge in the header', () => {
    let state = completeOpenChallenge(openChallenge(initialPersonalizedChallenges(9), SHOWN, 'a'));
    state = completeOpenChallenge(openChallenge(state, SHOWN, 'b'));
    expect(headerPoints(state, 50)).toBe(100);
    expect(headerPoints(initialPersonalizedChallenges(6), 50)).toBe(0);
  });
});
