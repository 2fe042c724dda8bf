import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The child's business, one per child profile: the name given in the plan wizard, the plan's
 * answers and the logo's design, so the same business follows the child from game to game and
 * across devices. It goes with its child (foreign key, ON DELETE CASCADE).
 */
export class CreateChildProjects1795216801700 implements MigrationInterface {
  name = 'CreateChildProjects1795216801700';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE child_projects (
        child_profile_id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        business_name varchar(40) NOT NULL CHECK (length(btrim(business_name)) > 0),
        plan jsonb CHECK (plan IS NULL OR jsonb_typeof(plan) = 'object'),
        logo jsonb CHECK (logo IS NULL OR jsonb_typeof(logo) = 'object'),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        FOREIGN KEY (child_profile_id, user_id) REFERENCES child_profiles (id, user_id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX child_projects_user_idx ON child_projects (user_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE child_projects`);
  }
}
