import type { MigrationInterface, QueryRunner } from 'typeorm';
import { seedChapterIllustrations } from '../books/infrastructure/chapterContent.seed';

/** Each chapter's illustration (its drawing's URL, size and Spanish text alternative). */
export class AddChapterIllustrations1795216801750 implements MigrationInterface {
  name = 'AddChapterIllustrations1795216801750';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE chapters ADD COLUMN illustration jsonb`);
    await seedChapterIllustrations(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE chapters DROP COLUMN illustration`);
  }
}
