import type { MigrationInterface, QueryRunner } from 'typeorm';
import { seedChapterContent } from '../books/infrastructure/chapterContent.seed';

/** Loads the chapter texts again with the narration recorded for books 2 to 5. */
export class SeedChapterNarration1795216800102 implements MigrationInterface {
  name = 'SeedChapterNarration1795216800102';

  async up(queryRunner: QueryRunner): Promise<void> {
    await seedChapterContent(queryRunner);
  }

  async down(): Promise<void> {
    // The previous texts and audio are not kept; SeedChapterContent's down clears them all.
  }
}
