import type { MigrationInterface, QueryRunner } from 'typeorm';
import { SEED_PARENT_EMAIL, seedGalleryPosts } from '../community/infrastructure/communityPosts.seed';

export class SeedGalleryPosts1795216800201 implements MigrationInterface {
  name = 'SeedGalleryPosts1795216800201';

  async up(queryRunner: QueryRunner): Promise<void> {
    await seedGalleryPosts(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM community_posts WHERE parent_email = $1`, [SEED_PARENT_EMAIL]);
  }
}
