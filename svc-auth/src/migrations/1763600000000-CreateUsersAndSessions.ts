import { sqlMigration } from '@universo/service-kit';

export const CreateUsersAndSessions1763600000000 = sqlMigration('CreateUsersAndSessions1763600000000', {
  up: [
    `
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        username varchar(30) NOT NULL,
        email varchar(254) NOT NULL,
        password_hash varchar(255) NOT NULL,
        first_name varchar(50) NOT NULL,
        last_name varchar(50) NOT NULL,
        age smallint,
        role varchar(10) NOT NULL DEFAULT 'family' CHECK (role IN ('family', 'admin')),
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE UNIQUE INDEX users_email_key ON users (lower(email))`,
    `CREATE UNIQUE INDEX users_username_key ON users (lower(username))`,
    `
      CREATE TABLE sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      )`,
    `CREATE INDEX sessions_user_id_idx ON sessions (user_id)`,
  ],
  down: ['DROP TABLE sessions', 'DROP TABLE users'],
});
