import { createTableSql, sqlMigration } from '@universo/service-kit';

/**
 * An account deleted in svc-auth whose data another service has not confirmed erasing yet (it
 * was down). The worker retries until every service answered, then removes the row: it is the
 * only place the family's id and e-mail stay in the meantime.
 */
export const CreateAccountErasures1763600000300 = sqlMigration('CreateAccountErasures1763600000300', {
  up: [
    createTableSql('account_erasures', [
      'user_id uuid PRIMARY KEY',
      'email varchar(254) NOT NULL',
      'pending_services text[] NOT NULL CHECK (cardinality(pending_services) > 0)',
      'requested_at timestamptz NOT NULL DEFAULT now()',
      'attempts integer NOT NULL DEFAULT 0',
      'next_attempt_at timestamptz NOT NULL DEFAULT now()',
      'last_error text',
    ]),
    'CREATE INDEX account_erasures_due_idx ON account_erasures (next_attempt_at)',
  ],
  down: ['DROP TABLE account_erasures'],
});
