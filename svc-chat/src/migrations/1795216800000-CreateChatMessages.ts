import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateChatMessages1795216800000 implements MigrationInterface {
  name = 'CreateChatMessages1795216800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE chat_messages (
        id uuid PRIMARY KEY,
        session_id uuid NOT NULL,
        owner_key text NOT NULL,
        character_id varchar(32) NOT NULL,
        message text NOT NULL,
        is_user boolean NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await queryRunner.query(`CREATE INDEX chat_messages_session_created_idx ON chat_messages (session_id, created_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE chat_messages`);
  }
}
