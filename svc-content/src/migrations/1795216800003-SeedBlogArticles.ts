import { sqlMigration } from '@universo/service-kit';
import { seedBlogArticles } from '../blog/infrastructure/blogArticles.seed';

export const SeedBlogArticles1795216800003 = sqlMigration('SeedBlogArticles1795216800003', {
  // The seed answers the articles it stored; the migration needs none of them.
  up: async (queryRunner) => {
    await seedBlogArticles(queryRunner);
  },
  down: [`DELETE FROM blog_articles`],
});
