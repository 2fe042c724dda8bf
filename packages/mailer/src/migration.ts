import { CREATED_AT, createTableSql, sqlMigration, UUID_KEY } from '@universo/service-kit';

/**
 * The outbox of a service that sends mail: each mail is a row written in the same transaction
 * as what caused it, and the service's MailWorker sends it. A service adds this class to its
 * own migrations list.
 */
export const CreateMailOutbox1795216801300 = sqlMigration('CreateMailOutbox1795216801300', {
  up: [
    createTableSql('mail_outbox', [
      UUID_KEY,
      'kind varchar(60) NOT NULL',
      'to_address varchar(254) NOT NULL',
      'subject varchar(200) NOT NULL',
      'text_body text',
      'html_body text',
      'attempts integer NOT NULL DEFAULT 0',
      'next_attempt_at timestamptz NOT NULL DEFAULT now()',
      'last_error text',
      CREATED_AT,
      'sent_at timestamptz',
      'failed_at timestamptz',
    ]),
    `CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL`,
    `CREATE INDEX mail_outbox_to_idx ON mail_outbox (to_address)`,
  ],
  down: [`DROP TABLE mail_outbox`],
});
