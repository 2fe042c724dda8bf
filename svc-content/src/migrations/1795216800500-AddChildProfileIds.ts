import { sqlMigration } from '@universo/service-kit';

/**
 * Gives every child profile its own id, so that what belongs to a child (the drawing gallery,
 * src/drawings) is keyed to the child and not to the parent's account: today a family has one
 * child profile, and a second child will get a gallery of their own.
 */
export const AddChildProfileIds1795216800500 = sqlMigration('AddChildProfileIds1795216800500', {
  up: [
    `ALTER TABLE child_profiles ADD COLUMN id uuid NOT NULL DEFAULT gen_random_uuid()`,
    `ALTER TABLE child_profiles ADD CONSTRAINT child_profiles_id_key UNIQUE (id)`,
    // What a child owns names both the child and the account: this pair is what they reference.
    `ALTER TABLE child_profiles ADD CONSTRAINT child_profiles_id_user_key UNIQUE (id, user_id)`,
  ],
  down: [
    `ALTER TABLE child_profiles DROP CONSTRAINT child_profiles_id_user_key`,
    `ALTER TABLE child_profiles DROP CONSTRAINT child_profiles_id_key`,
    `ALTER TABLE child_profiles DROP COLUMN id`,
  ],
});
