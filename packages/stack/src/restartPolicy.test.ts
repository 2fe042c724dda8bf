import { inSeconds, nextAttempt, RESTART_POLICY, restartDelayMs } from './restartPolicy';

describe('restart backoff', () => {
  it('doubles from 1 s and stops growing at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map((attempt) => restartDelayMs(attempt))).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('counts a crash soon after the last start as the next attempt', () => {
    expect(nextAttempt(0, 5_000)).toBe(1);
    expect(nextAttempt(1, 5_000)).toBe(2);
    expect(nextAttempt(4, RESTART_POLICY.stableAfterMs - 1)).toBe(5);
  });

  it('starts again from the first delay after a minute up', () => {
    expect(nextAttempt(6, RESTART_POLICY.stableAfterMs)).toBe(1);
    expect(restartDelayMs(nextAttempt(6, 10 * 60_000))).toBe(1000);
  });

  it('never waits less than the first delay, whatever it is given', () => {
    expect(restartDelayMs(0)).toBe(1000);
    expect(restartDelayMs(-3)).toBe(1000);
  });

  it('says the delay in Spanish seconds', () => {
    expect(inSeconds(1000)).toBe('1 s');
    expect(inSeconds(30_000)).toBe('30 s');
    expect(inSeconds(1500)).toBe('1,5 s');
  });
});
