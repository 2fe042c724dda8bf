/**
 * When `npm start` restarts a service that died on its own: soon the first time, then less and
 * less often while it keeps dying, so a service that cannot run does not spin a core. A service
 * that stayed up long enough starts again from the first delay.
 */
export interface RestartPolicy {
  firstDelayMs: number;
  maxDelayMs: number;
  /** Up this long, a crash counts as the first again. */
  stableAfterMs: number;
}

export const RESTART_POLICY: RestartPolicy = { firstDelayMs: 1000, maxDelayMs: 30_000, stableAfterMs: 60_000 };

/** The wait before restart number `attempt` (1, 2, …): 1 s, 2 s, 4 s, … up to 30 s. */
export function restartDelayMs(attempt: number, policy: RestartPolicy = RESTART_POLICY): number {
  const doublings = Math.max(0, Math.min(attempt, 32) - 1);
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** doublings);
}

/** Which attempt a new crash is, after `previous` crashes and `upForMs` of running since the last start. */
export function nextAttempt(previous: number, upForMs: number, policy: RestartPolicy = RESTART_POLICY): number {
  return upForMs >= policy.stableAfterMs ? 1 : previous + 1;
}

/** `1 s`, `2 s`, `30 s`: how the start output says a delay. */
export function inSeconds(ms: number): string {
  return `${Math.round(ms / 100) / 10} s`.replace('.', ',');
}
