import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateUsersAndSessions1763600000000 implements MigrationInterface {
  name = 'CreateUsersAndSessions1763600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
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
      )`);
    await q.query(`CREATE UNIQUE INDEX users_email_key ON users (lower(email))`);
    await q.query(`CREATE UNIQUE INDEX users_username_key ON users (lower(username))`);
    await q.query(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      )`);
    await q.query(`CREATE INDEX sessions_user_id_idx ON sessions (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE sessions');
    await q.query('DROP TABLE users');
  }
}
