import type { MigrationInterface, QueryRunner } from 'typeorm';
import { OUTBOX_EMAILS_TABLE_SQL } from './1795216800203-CreateNewsletter';

/**
 * The newsletter's mail now goes through the shared mailer's outbox (mail_outbox, created by
 * CreateMailOutbox1795216801300): mail still waiting in the old outbox_emails moves there as text
 * and is sent; the old table goes.
 */
export class MoveNewsletterOutbox1795216801301 implements MigrationInterface {
  name = 'MoveNewsletterOutbox1795216801301';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      INSERT INTO mail_outbox (kind, to_address, subject, text_body, html_body, created_at)
      SELECT kind, to_address, subject, body, NULL, created_at FROM outbox_emails WHERE sent_at IS NULL`);
    await queryRunner.query(`DROP TABLE outbox_emails`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const sql of OUTBOX_EMAILS_TABLE_SQL) await queryRunner.query(sql);
  }
}
