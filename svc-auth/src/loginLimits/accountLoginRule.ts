/**
 * The per-account login rule, beside the per-address limit: a few free failures, then a wait
 * that doubles after each failure, then a temporary lock. It counts by the address typed in
 * the form, whether or not an account has it, so the answers never tell which addresses exist.
 * Pure: the service reads and writes the state in PostgreSQL, under a row lock.
 */

export interface AccountLoginPolicy {
  /** Failures answered without any wait (typos). */
  freeFailures: number;
  /** The wait after the first failure past the free ones; it doubles after each next failure. */
  delayBaseMs: number;
  /** The longest wait between two attempts before the lock. */
  delayMaxMs: number;
  /** Failures in a row that lock the account. */
  lockAfterFailures: number;
  /** How long the lock lasts. */
  lockMs: number;
  /** Failures older than this (without a lock) are forgotten. */
  forgetAfterMs: number;
}

export interface AccountLoginState {
  /** Failures in a row since the last success, lock end or quiet period. */
  failures: number;
  /** When the last attempt was let through (or failed): the waits count from here. */
  lastAttemptAt: Date;
  /** Set while locked (and kept after, until the next attempt starts afresh). */
  lockedUntil: Date | null;
}

export type LoginGate =
  | { allowed: true; /** the attempt must be written down at once, so a parallel one waits */ claim: boolean }
  | { allowed: false; reason: 'delay' | 'locked'; retryAfterSeconds: number };

export interface FailureOutcome {
  state: AccountLoginState;
  /** This failure started a lock: the moment to tell the adult, once. */
  lockStarted: boolean;
}

function isLocked(state: AccountLoginState, now: Date): boolean {
  return state.lockedUntil !== null && now.getTime() < state.lockedUntil.getTime();
}

/** The failures that still count now: none once a lock is over or after a quiet period. */
export function activeFailures(state: AccountLoginState | null, now: Date, policy: AccountLoginPolicy): number {
  if (!state) return 0;
  if (isLocked(state, now)) return state.failures;
  if (state.lockedUntil !== null) return 0;
  if (now.getTime() - state.lastAttemptAt.getTime() >= policy.forgetAfterMs) return 0;
  return state.failures;
}

/** How long to wait after the last attempt, given the failures so far: 0, then base, 2×base, 4×base… up to the maximum. */
export function delayAfter(failures: number, policy: AccountLoginPolicy): number {
  const past = failures - policy.freeFailures;
  if (past < 0) return 0;
  return Math.min(policy.delayBaseMs * 2 ** Math.min(past, 30), policy.delayMaxMs);
}

const seconds = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));

/** Whether an attempt on this account may check its password now. */
export function loginGate(state: AccountLoginState | null, now: Date, policy: AccountLoginPolicy): LoginGate {
  if (state && isLocked(state, now)) {
    return { allowed: false, reason: 'locked', retryAfterSeconds: seconds(state.lockedUntil!.getTime() - now.getTime()) };
  }
  const delay = delayAfter(activeFailures(state, now, policy), policy);
  if (delay === 0 || !state) return { allowed: true, claim: false };
  const wait = state.lastAttemptAt.getTime() + delay - now.getTime();
  if (wait > 0) return { allowed: false, reason: 'delay', retryAfterSeconds: seconds(wait) };
  return { allowed: true, claim: true };
}

/** The state after a failed attempt; the failure that reaches the limit starts the lock. */
export function afterFailure(state: AccountLoginState | null, now: Date, policy: AccountLoginPolicy): FailureOutcome {
  // An attempt let through just before the lock began does not lengthen it nor lock again.
  if (state && isLocked(state, now)) return { state, lockStarted: false };
  const failures = activeFailures(state, now, policy) + 1;
  if (failures >= policy.lockAfterFailures) {
    return { state: { failures, lastAttemptAt: now, lockedUntil: new Date(now.getTime() + policy.lockMs) }, lockStarted: true };
  }
  return { state: { failures, lastAttemptAt: now, lockedUntil: null }, lockStarted: false };
}
