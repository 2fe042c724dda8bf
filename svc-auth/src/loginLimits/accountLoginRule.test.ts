import { type AccountLoginPolicy, type AccountLoginState, activeFailures, afterFailure, delayAfter, loginGate } from './accountLoginRule';

const policy: AccountLoginPolicy = {
  freeFailures: 3,
  delayBaseMs: 1000,
  delayMaxMs: 30_000,
  lockAfterFailures: 10,
  lockMs: 15 * 60_000,
  forgetAfterMs: 60 * 60_000,
};
const t0 = new Date('2026-03-01T10:00:00Z');
const at = (ms: number): Date => new Date(t0.getTime() + ms);

/** Fails `count` times, each as soon as the gate lets it. Returns the state and when it ended. */
function failInARow(count: number): { state: AccountLoginState | null; now: Date; locks: number } {
  let state: AccountLoginState | null = null;
  let now = t0;
  let locks = 0;
  for (let i = 0; i < count; i += 1) {
    const gate = loginGate(state, now, policy);
    if (!gate.allowed) {
      now = new Date(now.getTime() + gate.retryAfterSeconds * 1000);
      i -= 1;
      continue;
    }
    const outcome = afterFailure(state, now, policy);
    state = outcome.state;
    if (outcome.lockStarted) locks += 1;
  }
  return { state, now, locks };
}

describe('per-account login rule', () => {
  it('lets the first failures through without any wait (typos)', () => {
    expect(loginGate(null, t0, policy)).toEqual({ allowed: true, claim: false });
    let state: AccountLoginState | null = null;
    for (let i = 0; i < 3; i += 1) {
      expect(loginGate(state, t0, policy).allowed).toBe(true);
      state = afterFailure(state, t0, policy).state;
    }
    expect(state?.failures).toBe(3);
  });

  it('doubles the wait after each failure past the free ones, up to the maximum', () => {
    expect([0, 2, 3, 4, 5, 6, 7, 8, 9, 20].map((f) => delayAfter(f, policy))).toEqual([0, 0, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('refuses an attempt before the wait is over, and says how long is left', () => {
    const state: AccountLoginState = { failures: 5, lastAttemptAt: t0, lockedUntil: null };
    expect(loginGate(state, at(1500), policy)).toEqual({ allowed: false, reason: 'delay', retryAfterSeconds: 3 });
    // Once the wait is over the attempt goes through and is written down at once (claim), so a
    // parallel attempt on another instance waits again.
    expect(loginGate(state, at(4000), policy)).toEqual({ allowed: true, claim: true });
  });

  it('locks on the tenth failure in a row, once, and refuses everything during the lock', () => {
    const { state, now, locks } = failInARow(10);
    expect(locks).toBe(1);
    expect(state?.lockedUntil?.getTime()).toBe(now.getTime() + policy.lockMs);
    expect(loginGate(state, now, policy)).toEqual({ allowed: false, reason: 'locked', retryAfterSeconds: 900 });
    expect(loginGate(state, new Date(now.getTime() + policy.lockMs - 1), policy)).toMatchObject({ allowed: false, reason: 'locked', retryAfterSeconds: 1 });
    // A failure already let through when the lock began changes nothing and does not lock again.
    expect(afterFailure(state, now, policy)).toEqual({ state, lockStarted: false });
  });

  it('starts afresh when the lock is over', () => {
    const { state, now } = failInARow(10);
    const later = new Date(now.getTime() + policy.lockMs);
    expect(activeFailures(state, later, policy)).toBe(0);
    expect(loginGate(state, later, policy)).toEqual({ allowed: true, claim: false });
    const next = afterFailure(state, later, policy);
    expect(next).toEqual({ state: { failures: 1, lastAttemptAt: later, lockedUntil: null }, lockStarted: false });
  });

  it('forgets failures after a quiet hour', () => {
    const state: AccountLoginState = { failures: 8, lastAttemptAt: t0, lockedUntil: null };
    expect(activeFailures(state, at(policy.forgetAfterMs - 1), policy)).toBe(8);
    expect(activeFailures(state, at(policy.forgetAfterMs), policy)).toBe(0);
    expect(afterFailure(state, at(policy.forgetAfterMs), policy).state.failures).toBe(1);
  });

  it('keeps an attacker to a handful of guesses before the lock', () => {
    // Free failures, then the doubling waits: ten guesses take 1+2+4+8+16+30+30 s, then 15 minutes of lock.
    const { now } = failInARow(10);
    expect((now.getTime() - t0.getTime()) / 1000).toBe(91);
  });
});
