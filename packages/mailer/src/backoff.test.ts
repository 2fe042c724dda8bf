import { DEFAULT_RETRY_POLICY, isFinalFailure, retryDelayMs } from './backoff';

const policy = { baseMs: 1000, maxMs: 60_000 };
const middle = (): number => 0.5;

describe('retryDelayMs', () => {
  it('doubles the wait after each failure', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, policy, middle))).toEqual([1000, 2000, 4000, 8000, 16_000]);
  });

  it('never waits longer than the cap, however many attempts failed', () => {
    expect(retryDelayMs(7, policy, middle)).toBe(60_000);
    expect(retryDelayMs(1000, policy, () => 0.999)).toBe(60_000);
  });

  it('spreads retries by at most 20 % either way', () => {
    expect(retryDelayMs(3, policy, () => 0)).toBe(3200);
    expect(retryDelayMs(3, policy, () => 0.99999)).toBe(4800);
  });

  it('treats a zero or negative count as the first failure', () => {
    expect(retryDelayMs(0, policy, middle)).toBe(1000);
    expect(retryDelayMs(-3, policy, middle)).toBe(1000);
  });

  it('by default starts at 5 s and stops growing at one hour', () => {
    expect(retryDelayMs(1, undefined, middle)).toBe(5000);
    expect(retryDelayMs(30, undefined, middle)).toBe(DEFAULT_RETRY_POLICY.maxMs);
  });
});

describe('isFinalFailure', () => {
  it('keeps retrying a relay that is down or busy', () => {
    expect(isFinalFailure(1, undefined)).toBe(false);
    expect(isFinalFailure(3, 421)).toBe(false);
    expect(isFinalFailure(3, 451)).toBe(false);
  });

  it('gives up on a mailbox the relay refuses for good', () => {
    expect(isFinalFailure(1, 550)).toBe(true);
    expect(isFinalFailure(1, 553)).toBe(true);
  });

  it('gives up once the attempts run out', () => {
    expect(isFinalFailure(DEFAULT_RETRY_POLICY.maxAttempts - 1, undefined)).toBe(false);
    expect(isFinalFailure(DEFAULT_RETRY_POLICY.maxAttempts, undefined)).toBe(true);
    expect(isFinalFailure(2, undefined, { maxAttempts: 2 })).toBe(true);
  });
});
