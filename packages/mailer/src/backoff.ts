/** How a failed mail is retried: exponential backoff with jitter, capped, then given up. */
export interface RetryPolicy {
  /** The wait after the first failure. */
  baseMs: number;
  /** No wait is longer than this. */
  maxMs: number;
  /** After this many failed attempts the mail is marked failed and no longer sent. */
  maxAttempts: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { baseMs: 5_000, maxMs: 60 * 60_000, maxAttempts: 40 };

/**
 * The wait before the next attempt, after `attempts` failed ones (1 for the first failure):
 * base·2^(attempts−1), capped at maxMs, spread by ±20 % so replicas and mails do not retry in
 * step. `random` returns a number in [0, 1). Pure.
 */
export function retryDelayMs(
  attempts: number,
  policy: Pick<RetryPolicy, 'baseMs' | 'maxMs'> = DEFAULT_RETRY_POLICY,
  random: () => number = Math.random,
): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 40));
  const raw = Math.min(policy.maxMs, policy.baseMs * 2 ** exponent);
  const jittered = raw * (0.8 + 0.4 * random());
  return Math.round(Math.min(policy.maxMs, Math.max(1, jittered)));
}

/** SMTP reply codes that will not change on a retry: the relay refused this mailbox or message. */
const PERMANENT_CODES = new Set([550, 551, 552, 553, 554, 501]);

/** Whether a failure ends the mail's life: a permanent SMTP refusal, or the attempts ran out. Pure. */
export function isFinalFailure(attempts: number, responseCode: number | undefined, policy: Pick<RetryPolicy, 'maxAttempts'> = DEFAULT_RETRY_POLICY): boolean {
  if (responseCode !== undefined && PERMANENT_CODES.has(responseCode)) return true;
  return attempts >= policy.maxAttempts;
}
