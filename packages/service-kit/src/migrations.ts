import type { DataSource, Migration } from 'typeorm';

// Any constant works: each service has its own database, so locks never meet across services.
const MIGRATION_LOCK_KEY = 7_305_202_611;

/**
 * Runs pending migrations while holding a PostgreSQL advisory lock, so several replicas
 * starting on the same database apply each migration once and the others wait, then find
 * nothing left to do. Returns the migrations this call applied.
 */
export async function runMigrationsLocked(dataSource: DataSource): Promise<Migration[]> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      return await dataSource.runMigrations({ transaction: 'each' });
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await runner.release();
  }
}
