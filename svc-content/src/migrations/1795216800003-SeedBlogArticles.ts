import type { MigrationInterface, QueryRunner } from 'typeorm';
import { seedBlogArticles } from '../blog/infrastructure/blogArticles.seed';

export class SeedBlogArticles1795216800003 implements MigrationInterface {
  name = 'SeedBlogArticles1795216800003';

  async up(queryRunner: QueryRunner): Promise<void> {
    await seedBlogArticles(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM blog_articles`);
  }
}
