import { createTableSql, sqlMigration, UUID_KEY } from '@universo/service-kit';

/**
 * Each consent the adult gives is a record with its version and time, never a boolean. Accounts
 * made before the notice existed have no rows: they never accepted it.
 */
export const CreateConsents1763600000100 = sqlMigration('CreateConsents1763600000100', {
  up: [
    createTableSql('consents', [
      UUID_KEY,
      'user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE',
      "kind varchar(40) NOT NULL CHECK (kind IN ('adult_confirmation', 'privacy_notice'))",
      'version varchar(20) NOT NULL CHECK (length(version) > 0)',
      'accepted_at timestamptz NOT NULL',
      'withdrawn_at timestamptz CHECK (withdrawn_at IS NULL OR withdrawn_at >= accepted_at)',
    ]),
    `CREATE INDEX consents_user_id_idx ON consents (user_id)`,
  ],
  down: [`DROP TABLE consents`],
});
