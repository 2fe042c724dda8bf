import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateChatRateLimits1795216800001 implements MigrationInterface {
  name = 'CreateChatRateLimits1795216800001';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Short-lived counters: UNLOGGED skips the write-ahead log (lost on a crash, which only resets limits).
    await queryRunner.query(`
      CREATE UNLOGGED TABLE chat_rate_limits (
        key varchar(128) PRIMARY KEY,
        hits integer NOT NULL,
        window_ends_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX chat_rate_limits_window_idx ON chat_rate_limits (window_ends_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE chat_rate_limits`);
  }
}
