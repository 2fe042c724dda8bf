import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every payment notification's signature accepted in the last hour, so a captured notification
 * posted again (with its headers, under any notification id) is refused. Older rows are useless:
 * a signature more than five minutes from billing's clock is refused anyway.
 */
export class NotificationSignatures1795216800004 implements MigrationInterface {
  name = 'NotificationSignatures1795216800004';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE notification_signatures (
        provider varchar(16) NOT NULL,
        signature char(64) NOT NULL,
        event_id varchar(200) NOT NULL,
        received_at timestamptz NOT NULL,
        PRIMARY KEY (provider, signature)
      )`);
    await queryRunner.query(`CREATE INDEX notification_signatures_received_at ON notification_signatures (received_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE notification_signatures`);
  }
}
