import type { MigrationInterface, QueryRunner } from 'typeorm';

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
    await queryRunner.query(`
      CREATE TABLE outbox_emails (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind varchar(40) NOT NULL,
        to_address varchar(254) NOT NULL,
        subject varchar(200) NOT NULL,
        body text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        last_error text
      )`);
    await queryRunner.query(`CREATE INDEX outbox_emails_unsent_idx ON outbox_emails (created_at) WHERE sent_at IS NULL`);
  }
}
