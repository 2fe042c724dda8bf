import { isFreshSignIn } from './freshSignIn';

const now = new Date('2026-11-25T12:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

describe('isFreshSignIn', () => {
  it('accepts a sign-in of the last 15 minutes', () => {
    expect(isFreshSignIn(minutesAgo(0), now)).toBe(true);
    expect(isFreshSignIn(minutesAgo(15), now)).toBe(true);
  });

  it('asks for the password again after 15 minutes', () => {
    expect(isFreshSignIn(minutesAgo(15.01), now)).toBe(false);
    expect(isFreshSignIn(minutesAgo(60 * 24), now)).toBe(false);
  });

  it('refuses a start far in the future (a clock that went wrong)', () => {
    expect(isFreshSignIn(minutesAgo(-5), now)).toBe(false);
  });
});
