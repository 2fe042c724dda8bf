import type { MigrationInterface, QueryRunner } from 'typeorm';
import { seedChapterContent } from '../books/infrastructure/chapterContent.seed';

export class SeedChapterContent1795216800101 implements MigrationInterface {
  name = 'SeedChapterContent1795216800101';

  async up(queryRunner: QueryRunner): Promise<void> {
    await seedChapterContent(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE chapters SET story = '', lesson = '', "character" = '', conversation = NULL, activity = '', audio_file = NULL`);
  }
}
