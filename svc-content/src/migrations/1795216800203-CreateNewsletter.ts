import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateNewsletter1795216800203 implements MigrationInterface {
  name = 'CreateNewsletter1795216800203';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE newsletter_subscriptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email varchar(254) NOT NULL UNIQUE CHECK (email = lower(email)),
        status varchar(16) NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
        confirm_token_hash char(64) UNIQUE,
        confirm_token_expires_at timestamptz,
        unsubscribe_token varchar(64) NOT NULL UNIQUE,
        last_email_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        confirmed_at timestamptz,
        unsubscribed_at timestamptz
      )`);
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

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE outbox_emails`);
    await queryRunner.query(`DROP TABLE newsletter_subscriptions`);
  }
}
