import { CREATED_AT, createTableSql, sqlMigration, UUID_KEY } from '@universo/service-kit';

/**
 * Address confirmation and password reset. Accounts that exist already count as confirmed (they
 * were made before confirmation existed, and keep working); new ones start unconfirmed. The
 * links' tokens are stored as sha256 hashes, single use, with an expiry.
 */
export const EmailConfirmationAndResets1763600001300 = sqlMigration('EmailConfirmationAndResets1763600001300', {
  up: [
    `ALTER TABLE users ADD COLUMN email_confirmed_at timestamptz`,
    `UPDATE users SET email_confirmed_at = created_at`,
    createTableSql('account_tokens', [
      UUID_KEY,
      'user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE',
      "purpose varchar(20) NOT NULL CHECK (purpose IN ('confirm-email', 'password-reset'))",
      'token_hash char(64) NOT NULL UNIQUE',
      CREATED_AT,
      'expires_at timestamptz NOT NULL',
      'used_at timestamptz',
    ]),
    `CREATE INDEX account_tokens_user_idx ON account_tokens (user_id, purpose, created_at)`,
  ],
  down: [`DROP TABLE account_tokens`, `ALTER TABLE users DROP COLUMN email_confirmed_at`],
});
