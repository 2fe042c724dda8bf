import { sqlMigration } from '@universo/service-kit';

/**
 * The newsletter's first outbox (replaced by the shared mail_outbox in MoveNewsletterOutbox, whose
 * down() makes it again with these same statements).
 */
export const OUTBOX_EMAILS_TABLE_SQL: readonly string[] = [
  `
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
      )`,
  `CREATE INDEX outbox_emails_unsent_idx ON outbox_emails (created_at) WHERE sent_at IS NULL`,
];

export const CreateNewsletter1795216800203 = sqlMigration('CreateNewsletter1795216800203', {
  up: [
    `
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
      )`,
    ...OUTBOX_EMAILS_TABLE_SQL,
  ],
  down: [`DROP TABLE outbox_emails`, `DROP TABLE newsletter_subscriptions`],
});
