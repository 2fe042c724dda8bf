import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateContactMessages1795216800202 implements MigrationInterface {
  name = 'CreateContactMessages1795216800202';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE contact_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(80) NOT NULL,
        email varchar(254) NOT NULL,
        subject varchar(16) NOT NULL CHECK (subject IN ('padre', 'educador', 'prensa', 'distribuidor', 'otro')),
        message varchar(2000) NOT NULL,
        fingerprint char(64) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX contact_messages_created_idx ON contact_messages (created_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX contact_messages_fingerprint_idx ON contact_messages (fingerprint, created_at DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE contact_messages`);
  }
}
