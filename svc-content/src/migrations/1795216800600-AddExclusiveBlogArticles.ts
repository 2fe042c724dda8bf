import type { MigrationInterface, QueryRunner } from 'typeorm';
import { syncBlogArticles } from '../blog/infrastructure/blogArticles.seed';

/**
 * The parents' exclusive blog: articles flagged `exclusive` are listed by GET /api/blog without
 * their text, which only families with the plan read (premium item `parents-blog`). Loads the
 * data folder again, now with the exclusive articles the earlier loads skipped.
 */
export class AddExclusiveBlogArticles1795216800600 implements MigrationInterface {
  name = 'AddExclusiveBlogArticles1795216800600';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE blog_articles ADD COLUMN exclusive boolean NOT NULL DEFAULT false`);
    await syncBlogArticles(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Without the flag their text would read as public: the exclusive articles leave with it.
    await queryRunner.query(`DELETE FROM blog_articles WHERE exclusive`);
    await queryRunner.query(`ALTER TABLE blog_articles DROP COLUMN exclusive`);
  }
}
