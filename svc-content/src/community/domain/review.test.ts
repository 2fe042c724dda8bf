import { isPublic, reviewTransition } from './review';

describe('reviewTransition', () => {
  it.each([
    ['pending', 'approve', 'approved', true],
    ['pending', 'reject', 'rejected', true],
    ['approved', 'approve', 'approved', false],
    ['approved', 'reject', 'rejected', true],
    ['rejected', 'reject', 'rejected', false],
    ['rejected', 'approve', 'approved', true],
  ] as const)('%s + %s -> %s (changed: %s)', (current, action, next, changed) => {
    expect(reviewTransition(current, action)).toEqual({ next, changed });
  });

  it('shows approved posts only', () => {
    expect([isPublic('pending'), isPublic('approved'), isPublic('rejected')]).toEqual([false, true, false]);
  });
});
