import { createHash } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';

/** The same form sent again within this time is the same submission (a double click, a retry). */
export const DUPLICATE_WINDOW_MINUTES = 10;

/** Text compared the way a person reads it: Unicode NFC, spaces collapsed, case ignored. */
export function normalizeForComparison(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();
}

/** A stable fingerprint (sha256, hex) of the fields that make two submissions "the same". */
export function submissionFingerprint(parts: readonly string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(normalizeForComparison(part)).update('\u0000');
  return hash.digest('hex');
}

/** The 64-bit PostgreSQL advisory lock key of a fingerprint (its first 8 bytes, signed). */
export function advisoryLockKey(fingerprint: string): string {
  return BigInt.asIntN(64, BigInt(`0x${fingerprint.slice(0, 16)}`)).toString();
}

/** Whether a submission made at `now` repeats one made at `previousAt`. */
export function isDuplicateOf(previousAt: Date, now: Date, windowMinutes = DUPLICATE_WINDOW_MINUTES): boolean {
  const elapsed = now.getTime() - previousAt.getTime();
  return elapsed >= 0 && elapsed < windowMinutes * 60_000;
}

/**
 * Runs `work` in a transaction that holds an advisory lock on the fingerprint, so concurrent
 * identical submissions (even on different replicas) run one after the other: the second one
 * sees the first one's row and can return it instead of storing a copy.
 */
export function withSubmissionLock<T>(dataSource: DataSource, fingerprint: string, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  return dataSource.transaction(async (manager) => {
    await manager.query('SELECT pg_advisory_xact_lock($1::bigint)', [advisoryLockKey(fingerprint)]);
    return work(manager);
  });
}

/** The tables whose rows keep their submission's fingerprint. */
export type FingerprintedTable = 'community_posts' | 'contact_messages';

/**
 * Stores a submission once: under the fingerprint's lock, answers the id of the same submission
 * made within the duplicate window, else `insert` stores it (in the same transaction) and answers
 * the new row's id.
 */
export function storeSubmissionOnce(
  dataSource: DataSource,
  table: FingerprintedTable,
  fingerprint: string,
  insert: (manager: EntityManager) => Promise<string>,
): Promise<string> {
  return withSubmissionLock(dataSource, fingerprint, async (manager) => {
    const [previous] = await manager.query<{ id: string; created_at: Date; now: Date }[]>(
      `SELECT id, created_at, now() AS now FROM ${table} WHERE fingerprint = $1 ORDER BY created_at DESC LIMIT 1`,
      [fingerprint],
    );
    if (previous && isDuplicateOf(previous.created_at, previous.now)) return previous.id;
    return insert(manager);
  });
}
