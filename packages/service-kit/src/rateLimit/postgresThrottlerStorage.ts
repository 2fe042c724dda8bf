import type { ThrottlerStorage } from '@nestjs/throttler';
import type { DataSource } from 'typeorm';

interface ThrottlerStorageRecord {
  totalHits: number;
  timeToExpire: number;
  isBlocked: boolean;
  timeToBlockExpire: number;
}

/** How often (one increment in N) expired counters are swept. */
const SWEEP_EVERY = 100;

const TABLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function checkedTable(table: string): string {
  if (!TABLE_NAME.test(table)) throw new Error(`Nombre de tabla de límites no válido: ${table}`);
  return table;
}

/**
 * The table of one service's counters, for its migration. UNLOGGED skips the write-ahead log:
 * short-lived counters lost on a crash only reset the limits.
 */
export function createRateLimitTableSql(table: string): string[] {
  const name = checkedTable(table);
  return [
    `CREATE UNLOGGED TABLE ${name} (
        key varchar(128) PRIMARY KEY,
        hits integer NOT NULL,
        window_ends_at timestamptz NOT NULL
      )`,
    `CREATE INDEX ${name}_window_idx ON ${name} (window_ends_at)`,
  ];
}

/**
 * Rate-limit counters in PostgreSQL instead of one replica's memory, so a limit holds however
 * many replicas answer (and a restart does not reset it). A fixed window per key: one atomic
 * upsert per request. Over the limit, a client stays blocked until its window ends.
 * `table` is the service's own table, made by {@link createRateLimitTableSql}.
 */
export class PostgresThrottlerStorage implements ThrottlerStorage {
  private readonly table: string;

  constructor(
    private readonly dataSource: DataSource,
    table: string,
  ) {
    this.table = checkedTable(table);
  }

  async increment(key: string, ttl: number, limit: number): Promise<ThrottlerStorageRecord> {
    const rows: { hits: number; seconds_left: number }[] = await this.dataSource.query(
      `INSERT INTO ${this.table} AS r (key, hits, window_ends_at)
       VALUES ($1, 1, now() + $2 * interval '1 millisecond')
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.window_ends_at <= now() THEN 1 ELSE r.hits + 1 END,
         window_ends_at = CASE WHEN r.window_ends_at <= now() THEN EXCLUDED.window_ends_at ELSE r.window_ends_at END
       RETURNING hits, GREATEST(1, CEIL(EXTRACT(EPOCH FROM window_ends_at - now())))::int AS seconds_left`,
      [key, ttl],
    );
    if (Math.floor(Math.random() * SWEEP_EVERY) === 0) {
      await this.dataSource.query(`DELETE FROM ${this.table} WHERE window_ends_at < now() - interval '1 minute'`);
    }
    const { hits, seconds_left: secondsLeft } = rows[0]!;
    const isBlocked = hits > limit;
    return { totalHits: hits, timeToExpire: secondsLeft, isBlocked, timeToBlockExpire: isBlocked ? secondsLeft : 0 };
  }
}
