import { CREATED_AT, createTableSql, sqlMigration, UUID_KEY } from '@universo/service-kit';

/**
 * Each child's private drawing gallery (premium item `advanced-drawing`). The PNG is stored as
 * re-encoded by the service (at most 2048 px a side, no metadata), so it lives in the row: a
 * few hundred KB each, at most DRAWINGS_PER_CHILD per child. Deleting the child profile deletes
 * its drawings.
 */
export const CreateDrawings1795216800501 = sqlMigration('CreateDrawings1795216800501', {
  up: [
    createTableSql('drawings', [
      UUID_KEY,
      'owner_user_id uuid NOT NULL',
      'child_profile_id uuid NOT NULL',
      'png bytea NOT NULL',
      'width integer NOT NULL CHECK (width BETWEEN 1 AND 2048)',
      'height integer NOT NULL CHECK (height BETWEEN 1 AND 2048)',
      'byte_size integer NOT NULL CHECK (byte_size > 0 AND byte_size = octet_length(png))',
      CREATED_AT,
      'FOREIGN KEY (child_profile_id, owner_user_id) REFERENCES child_profiles (id, user_id) ON DELETE CASCADE',
    ]),
    // The gallery, newest first.
    `CREATE INDEX drawings_child_created_idx ON drawings (child_profile_id, created_at DESC, id DESC)`,
    // pg's default TOAST compression would spend time squeezing bytes that are already deflated.
    `ALTER TABLE drawings ALTER COLUMN png SET STORAGE EXTERNAL`,
  ],
  down: [`DROP TABLE drawings`],
});
