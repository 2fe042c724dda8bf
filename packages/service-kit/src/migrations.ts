import type { DataSource, Migration, MigrationInterface, QueryRunner } from 'typeorm';

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

/** A migration's steps: SQL statements run in order, or code for steps that need more than SQL. */
export type MigrationSteps = readonly string[] | ((queryRunner: QueryRunner) => Promise<void>);

async function runSteps(queryRunner: QueryRunner, steps: MigrationSteps): Promise<void> {
  if (typeof steps === 'function') return steps(queryRunner);
  for (const sql of steps) await queryRunner.query(sql);
}

/**
 * A TypeORM migration made of its steps, for the many migrations that are only statements in
 * order. `name` is what the migrations table records (class name and timestamp, as TypeORM
 * expects), so a migration written this way is the same applied migration as before.
 */
export function sqlMigration(name: string, steps: { up: MigrationSteps; down: MigrationSteps }): new () => MigrationInterface {
  return class implements MigrationInterface {
    name = name;

    async up(queryRunner: QueryRunner): Promise<void> {
      await runSteps(queryRunner, steps.up);
    }

    async down(queryRunner: QueryRunner): Promise<void> {
      await runSteps(queryRunner, steps.down);
    }
  };
}
