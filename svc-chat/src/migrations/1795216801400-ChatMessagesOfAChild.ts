import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A family's conversations belong to the child who was playing (svc-content's child profile id),
 * so the adult reads and erases each child's chat on its own. Visitors' rows have no child;
 * a family's rows from before this change have none either and stay readable in the family's
 * export until the 30-day retention removes them.
 */
export class ChatMessagesOfAChild1795216801400 implements MigrationInterface {
  name = 'ChatMessagesOfAChild1795216801400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE chat_messages ADD COLUMN child_profile_id uuid`);
    await queryRunner.query(
      `CREATE INDEX chat_messages_owner_child_idx ON chat_messages (owner_key, child_profile_id, created_at) WHERE child_profile_id IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX chat_messages_owner_child_idx`);
    await queryRunner.query(`ALTER TABLE chat_messages DROP COLUMN child_profile_id`);
  }
}
