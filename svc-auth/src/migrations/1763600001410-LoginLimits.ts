import { createRateLimitTableSql, createTableSql } from '@universo/service-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Login limits shared by every svc-auth instance: the per-address counters of the throttler
 * (they lived in each instance's memory) and the per-account failures and locks. An account is
 * named by the sha256 of the address typed in the form, known account or not.
 */
export class LoginLimits1763600001410 implements MigrationInterface {
  name = 'LoginLimits1763600001410';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const sql of createRateLimitTableSql('auth_rate_limits')) await queryRunner.query(sql);
    await queryRunner.query(
      createTableSql('login_account_limits', [
        'key char(64) PRIMARY KEY',
        'failures integer NOT NULL',
        'last_attempt_at timestamptz NOT NULL',
        'locked_until timestamptz',
      ]),
    );
    await queryRunner.query(`CREATE INDEX login_account_limits_attempt_idx ON login_account_limits (last_attempt_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE login_account_limits`);
    await queryRunner.query(`DROP TABLE auth_rate_limits`);
  }
}
