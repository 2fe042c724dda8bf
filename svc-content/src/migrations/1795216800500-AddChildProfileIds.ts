import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Gives every child profile its own id, so that what belongs to a child (the drawing gallery,
 * src/drawings) is keyed to the child and not to the parent's account: today a family has one
 * child profile, and a second child will get a gallery of their own.
 */
export class AddChildProfileIds1795216800500 implements MigrationInterface {
  name = 'AddChildProfileIds1795216800500';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE child_profiles ADD COLUMN id uuid NOT NULL DEFAULT gen_random_uuid()`);
    await queryRunner.query(`ALTER TABLE child_profiles ADD CONSTRAINT child_profiles_id_key UNIQUE (id)`);
    // What a child owns names both the child and the account: this pair is what they reference.
    await queryRunner.query(`ALTER TABLE child_profiles ADD CONSTRAINT child_profiles_id_user_key UNIQUE (id, user_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE child_profiles DROP CONSTRAINT child_profiles_id_user_key`);
    await queryRunner.query(`ALTER TABLE child_profiles DROP CONSTRAINT child_profiles_id_key`);
    await queryRunner.query(`ALTER TABLE child_profiles DROP COLUMN id`);
  }
}
