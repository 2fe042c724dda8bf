import { CREATED_AT, createTableSql, sqlMigration, UUID_KEY } from '@universo/service-kit';

export const CreateUsersAndSessions1763600000000 = sqlMigration('CreateUsersAndSessions1763600000000', {
  up: [
    createTableSql('users', [
      UUID_KEY,
      'username varchar(30) NOT NULL',
      'email varchar(254) NOT NULL',
      'password_hash varchar(255) NOT NULL',
      'first_name varchar(50) NOT NULL',
      'last_name varchar(50) NOT NULL',
      'age smallint',
      "role varchar(10) NOT NULL DEFAULT 'family' CHECK (role IN ('family', 'admin'))",
      CREATED_AT,
    ]),
    `CREATE UNIQUE INDEX users_email_key ON users (lower(email))`,
    `CREATE UNIQUE INDEX users_username_key ON users (lower(username))`,
    createTableSql('sessions', [
      UUID_KEY,
      'user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE',
      CREATED_AT,
      'expires_at timestamptz NOT NULL',
      'revoked_at timestamptz',
    ]),
    `CREATE INDEX sessions_user_id_idx ON sessions (user_id)`,
  ],
  down: ['DROP TABLE sessions', 'DROP TABLE users'],
});
