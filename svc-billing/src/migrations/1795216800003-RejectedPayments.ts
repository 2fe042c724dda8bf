import type { MigrationInterface, QueryRunner } from 'typeorm';

const STATUSES = `('authorized', 'pending', 'cancelled', 'paused', 'rejected')`;
const OLD_STATUSES = `('authorized', 'pending', 'cancelled', 'paused')`;

/**
 * A rejected payment is its own state (it was stored as 'cancelled'), and closes the
 * subscription like a cancellation: the family may start a new one. The sandbox provider keeps
 * 'rejected' on its side too.
 */
export class RejectedPayments1795216800003 implements MigrationInterface {
  name = 'RejectedPayments1795216800003';

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.statusChecks(queryRunner, STATUSES, `('pending', 'authorized', 'cancelled', 'rejected')`);
    await queryRunner.query(`DROP INDEX subscriptions_one_open_per_user`);
    await queryRunner.query(`CREATE UNIQUE INDEX subscriptions_one_open_per_user ON subscriptions (user_id) WHERE status NOT IN ('cancelled', 'rejected')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE sandbox_preapprovals SET status = 'cancelled' WHERE status = 'rejected'`);
    await queryRunner.query(`DROP INDEX subscriptions_one_open_per_user`);
    await queryRunner.query(`CREATE UNIQUE INDEX subscriptions_one_open_per_user ON subscriptions (user_id) WHERE status <> 'cancelled'`);
    await this.statusChecks(queryRunner, OLD_STATUSES, `('pending', 'authorized', 'cancelled')`);
  }

  private async statusChecks(queryRunner: QueryRunner, statuses: string, sandboxStatuses: string): Promise<void> {
    // The CHECK constraints were created inline, so PostgreSQL named them <table>_<column>_check.
    await queryRunner.query(`ALTER TABLE subscriptions DROP CONSTRAINT subscriptions_status_check`);
    await queryRunner.query(`ALTER TABLE subscriptions ADD CONSTRAINT subscriptions_status_check CHECK (status IN ${statuses})`);
    await queryRunner.query(`ALTER TABLE subscription_history DROP CONSTRAINT subscription_history_from_status_check`);
    await queryRunner.query(`ALTER TABLE subscription_history ADD CONSTRAINT subscription_history_from_status_check CHECK (from_status IN ${statuses})`);
    await queryRunner.query(`ALTER TABLE subscription_history DROP CONSTRAINT subscription_history_to_status_check`);
    await queryRunner.query(`ALTER TABLE subscription_history ADD CONSTRAINT subscription_history_to_status_check CHECK (to_status IN ${statuses})`);
    await queryRunner.query(`ALTER TABLE sandbox_preapprovals DROP CONSTRAINT sandbox_preapprovals_status_check`);
    await queryRunner.query(`ALTER TABLE sandbox_preapprovals ADD CONSTRAINT sandbox_preapprovals_status_check CHECK (status IN ${sandboxStatuses})`);
  }
}
