import { CREATED_AT, createTableSql, sqlMigration, UUID_KEY } from '@universo/service-kit';

export const CreateCommunityPosts1795216800200 = sqlMigration('CreateCommunityPosts1795216800200', {
  up: [
    createTableSql('community_posts', [
      UUID_KEY,
      'title varchar(80) NOT NULL CHECK (char_length(title) >= 3)',
      'description varchar(600) NOT NULL CHECK (char_length(description) >= 10)',
      'image_url varchar(500)',
      'child_age smallint NOT NULL CHECK (child_age BETWEEN 6 AND 10)',
      'parent_email varchar(254) NOT NULL',
      'is_approved boolean NOT NULL DEFAULT false',
      "status varchar(16) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected'))",
      'fingerprint char(64)',
      CREATED_AT,
      'reviewed_at timestamptz',
      'reviewed_by varchar(64)',
      "CONSTRAINT community_posts_is_approved_matches_status CHECK (is_approved = (status = 'approved'))",
    ]),
    `CREATE INDEX community_posts_gallery_idx ON community_posts (created_at DESC, id DESC) WHERE status = 'approved'`,
    `CREATE INDEX community_posts_status_idx ON community_posts (status, created_at)`,
    `CREATE INDEX community_posts_fingerprint_idx ON community_posts (fingerprint, created_at DESC) WHERE fingerprint IS NOT NULL`,
  ],
  down: [`DROP TABLE community_posts`],
});
