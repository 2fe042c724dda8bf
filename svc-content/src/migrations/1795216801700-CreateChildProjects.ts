import { CREATED_AT, createTableSql, sqlMigration } from '@universo/service-kit';

/**
 * The child's business, one per child profile: the name given in the plan wizard, the plan's
 * answers and the logo's design, so the same business follows the child from game to game and
 * across devices. It goes with its child (foreign key, ON DELETE CASCADE).
 */
export const CreateChildProjects1795216801700 = sqlMigration('CreateChildProjects1795216801700', {
  up: [
    createTableSql('child_projects', [
      'child_profile_id uuid PRIMARY KEY',
      'user_id uuid NOT NULL',
      'business_name varchar(40) NOT NULL CHECK (length(btrim(business_name)) > 0)',
      "plan jsonb CHECK (plan IS NULL OR jsonb_typeof(plan) = 'object')",
      "logo jsonb CHECK (logo IS NULL OR jsonb_typeof(logo) = 'object')",
      CREATED_AT,
      'updated_at timestamptz NOT NULL DEFAULT now()',
      'FOREIGN KEY (child_profile_id, user_id) REFERENCES child_profiles (id, user_id) ON DELETE CASCADE',
    ]),
    `CREATE INDEX child_projects_user_idx ON child_projects (user_id)`,
  ],
  down: [`DROP TABLE child_projects`],
});
