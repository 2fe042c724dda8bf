import type { MigrationInterface, QueryRunner } from 'typeorm';
import { seedChapterContent } from '../books/infrastructure/chapterContent.seed';

/**
 * Loads the chapters again with their read-along narration: every chapter's audio URL now names
 * its version (`?v=…`), so the gateway can cache it for a year, and the Ogg/Opus file has an MP3
 * and sentence timings beside it.
 */
export class SeedReadAlongNarration1795216801760 implements MigrationInterface {
  name = 'SeedReadAlongNarration1795216801760';

  async up(queryRunner: QueryRunner): Promise<void> {
    await seedChapterContent(queryRunner);
  }

  async down(): Promise<void> {
    // The previous recordings are not kept; SeedChapterContent's down clears them all.
  }
}
