import type { MigrationInterface, QueryRunner } from 'typeorm';
import { syncBlogArticles } from '../blog/infrastructure/blogArticles.seed';

/**
 * The blog's long articles (data/articles/*.md) replace the three short ones: the same slugs are
 * updated in place (their shared links keep working), new ones are added and any article without
 * a file is unpublished.
 */
export class SyncBlogArticles1795216800204 implements MigrationInterface {
  name = 'SyncBlogArticles1795216800204';

  async up(queryRunner: QueryRunner): Promise<void> {
    await syncBlogArticles(queryRunner);
  }

  async down(): Promise<void> {
    // The previous texts are in the repository's history; nothing to undo safely here.
  }
}
