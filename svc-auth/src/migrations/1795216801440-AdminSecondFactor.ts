import { CREATED_AT, createTableSql, sqlMigration, UUID_KEY } from '@universo/service-kit';

/**
 * The admins' second factor: each admin's TOTP secret (encrypted; a pending one while enrolling),
 * the last time step accepted (no code is accepted twice), recovery codes as keyed hashes (single
 * use), wrong codes (the limit is per account, shared by every replica) and the "second factor
 * verified" mark of a session, which ends with the session.
 */
export const AdminSecondFactor1795216801440 = sqlMigration('AdminSecondFactor1795216801440', {
  up: [
    createTableSql('admin_totp', [
      'user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE',
      'secret_sealed text',
      'pending_secret_sealed text',
      'confirmed_at timestamptz',
      'last_time_step bigint',
      'updated_at timestamptz NOT NULL DEFAULT now()',
    ]),
    createTableSql('admin_recovery_codes', [
      UUID_KEY,
      'user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE',
      'code_hash char(64) NOT NULL',
      CREATED_AT,
      'used_at timestamptz',
      'UNIQUE (user_id, code_hash)',
    ]),
    createTableSql('admin_code_failures', [
      'id bigserial PRIMARY KEY',
      'user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE',
      'failed_at timestamptz NOT NULL DEFAULT now()',
    ]),
    `CREATE INDEX admin_code_failures_user_idx ON admin_code_failures (user_id, failed_at)`,
    createTableSql('session_second_factors', [
      'session_id uuid PRIMARY KEY REFERENCES sessions (id) ON DELETE CASCADE',
      'verified_at timestamptz NOT NULL',
      'verified_until timestamptz NOT NULL',
      "method varchar(10) NOT NULL CHECK (method IN ('totp', 'recovery'))",
    ]),
  ],
  down: ['DROP TABLE session_second_factors', 'DROP TABLE admin_code_failures', 'DROP TABLE admin_recovery_codes', 'DROP TABLE admin_totp'],
});
