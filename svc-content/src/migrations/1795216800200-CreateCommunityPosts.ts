import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateCommunityPosts1795216800200 implements MigrationInterface {
  name = 'CreateCommunityPosts1795216800200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE community_posts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title varchar(80) NOT NULL CHECK (char_length(title) >= 3),
        description varchar(600) NOT NULL CHECK (char_length(description) >= 10),
        image_url varchar(500),
        child_age smallint NOT NULL CHECK (child_age BETWEEN 6 AND 10),
        parent_email varchar(254) NOT NULL,
        is_approved boolean NOT NULL DEFAULT false,
        status varchar(16) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
        fingerprint char(64),
        created_at timestamptz NOT NULL DEFAULT now(),
        reviewed_at timestamptz,
        reviewed_by varchar(64),
        CONSTRAINT community_posts_is_approved_matches_status CHECK (is_approved = (status = 'approved'))
      )`);
    await queryRunner.query(`CREATE INDEX community_posts_gallery_idx ON community_posts (created_at DESC, id DESC) WHERE status = 'approved'`);
    await queryRunner.query(`CREATE INDEX community_posts_status_idx ON community_posts (status, created_at)`);
    await queryRunner.query(`CREATE INDEX community_posts_fingerprint_idx ON community_posts (fingerprint, created_at DESC) WHERE fingerprint IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE community_posts`);
  }
}
