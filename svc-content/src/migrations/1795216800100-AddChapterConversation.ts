import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The conversation block as structured lines; the `character` column keeps its plain-text form. */
export class AddChapterConversation1795216800100 implements MigrationInterface {
  name = 'AddChapterConversation1795216800100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE chapters ADD COLUMN conversation jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE chapters DROP COLUMN conversation`);
  }
}
