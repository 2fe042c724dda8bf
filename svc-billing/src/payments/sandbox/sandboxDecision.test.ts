import { sandboxOutcome, statusAfter } from './sandboxDecision';

describe('sandbox payment decisions', () => {
  it('approving authorizes, rejecting rejects', () => {
    expect(statusAfter('approve')).toBe('authorized');
    expect(statusAfter('reject')).toBe('rejected');
  });

  it('takes the first choice, repeats the same one, refuses the other', () => {
    expect(sandboxOutcome('pending', 'approve')).toBe('decide');
    expect(sandboxOutcome('pending', 'reject')).toBe('decide');
    expect(sandboxOutcome('authorized', 'approve')).toBe('repeat');
    expect(sandboxOutcome('rejected', 'reject')).toBe('repeat');
    expect(sandboxOutcome('cancelled', 'reject')).toBe('conflict');
    expect(sandboxOutcome('authorized', 'reject')).toBe('conflict');
    expect(sandboxOutcome('cancelled', 'approve')).toBe('conflict');
  });
});
