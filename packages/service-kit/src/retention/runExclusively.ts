import type { DataSource, EntityManager } from 'typeorm';

/**
 * Runs `work` in one transaction while holding a PostgreSQL advisory lock named `lockName`, if no
 * other replica holds it; otherwise does nothing and returns `{ ran: false }`. The lock ends with
 * the transaction, so a replica that dies mid-run never blocks the others.
 */
export async function runExclusively<T>(
  dataSource: DataSource,
  lockName: string,
  work: (manager: EntityManager) => Promise<T>,
): Promise<{ ran: true; result: T } | { ran: false }> {
  return dataSource.transaction(async (manager) => {
    const [row] = (await manager.query('SELECT pg_try_advisory_xact_lock(hashtext($1)) AS locked', [lockName])) as { locked: boolean }[];
    if (!row?.locked) return { ran: false as const };
    return { ran: true as const, result: await work(manager) };
  });
}
