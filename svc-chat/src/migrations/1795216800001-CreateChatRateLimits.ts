import { sqlMigration } from '@universo/service-kit';

export const CreateChatRateLimits1795216800001 = sqlMigration('CreateChatRateLimits1795216800001', {
  up: [
    // Short-lived counters: UNLOGGED skips the write-ahead log (lost on a crash, which only resets limits).
    `
      CREATE UNLOGGED TABLE chat_rate_limits (
        key varchar(128) PRIMARY KEY,
        hits integer NOT NULL,
        window_ends_at timestamptz NOT NULL
      )`,
    `CREATE INDEX chat_rate_limits_window_idx ON chat_rate_limits (window_ends_at)`,
  ],
  down: [`DROP TABLE chat_rate_limits`],
});
