import { CREATED_AT, createTableSql, sqlMigration, UUID_KEY } from '@universo/service-kit';

/**
 * The newsletter's first outbox (replaced by the shared mail_outbox in MoveNewsletterOutbox, whose
 * down() makes it again with these same statements).
 */
export const OUTBOX_EMAILS_TABLE_SQL: readonly string[] = [
  createTableSql('outbox_emails', [
    UUID_KEY,
    'kind varchar(40) NOT NULL',
    'to_address varchar(254) NOT NULL',
    'subject varchar(200) NOT NULL',
    'body text NOT NULL',
    CREATED_AT,
    'sent_at timestamptz',
    'attempts integer NOT NULL DEFAULT 0',
    'last_error text',
  ]),
  `CREATE INDEX outbox_emails_unsent_idx ON outbox_emails (created_at) WHERE sent_at IS NULL`,
];

export const CreateNewsletter1795216800203 = sqlMigration('CreateNewsletter1795216800203', {
  up: [
    createTableSql('newsletter_subscriptions', [
      UUID_KEY,
      'email varchar(254) NOT NULL UNIQUE CHECK (email = lower(email))',
      "status varchar(16) NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed'))",
      'confirm_token_hash char(64) UNIQUE',
      'confirm_token_expires_at timestamptz',
      'unsubscribe_token varchar(64) NOT NULL UNIQUE',
      'last_email_at timestamptz',
      CREATED_AT,
      'confirmed_at timestamptz',
      'unsubscribed_at timestamptz',
    ]),
    ...OUTBOX_EMAILS_TABLE_SQL,
  ],
  down: [`DROP TABLE outbox_emails`, `DROP TABLE newsletter_subscriptions`],
});
