import { CREATED_AT, createTableSql, sqlMigration, UUID_KEY } from '@universo/service-kit';

/**
 * Photos of the community gallery are uploaded to us and served from our origin: no post may
 * make the gallery load a picture from another site (the site would learn who looked).
 * - `community_images` keeps each photo as the service re-encoded it (WebP, at most 1600 px a
 *   side, no metadata), in the row like drawings. A photo belongs to one post and goes with it;
 *   one never attached to a post is deleted after 24 hours (the retention sweep).
 * - Posts that linked a picture elsewhere keep their text and lose the link (the seeded posts
 *   link none); a CHECK keeps every `image_url` an address of ours from now on.
 */
export const CommunityImages1795216801500 = sqlMigration('CommunityImages1795216801500', {
  up: [
    createTableSql('community_images', [
      UUID_KEY,
      'post_id uuid UNIQUE REFERENCES community_posts (id) ON DELETE CASCADE',
      'uploader_user_id varchar(64)',
      'image bytea NOT NULL',
      "media_type varchar(32) NOT NULL CHECK (media_type = 'image/webp')",
      'width integer NOT NULL CHECK (width BETWEEN 1 AND 1600)',
      'height integer NOT NULL CHECK (height BETWEEN 1 AND 1600)',
      'byte_size integer NOT NULL CHECK (byte_size > 0 AND byte_size = octet_length(image))',
      CREATED_AT,
      'attached_at timestamptz',
      'CONSTRAINT community_images_attached_with_post CHECK ((post_id IS NULL) = (attached_at IS NULL))',
    ]),
    // The retention sweep's rows.
    `CREATE INDEX community_images_unattached_idx ON community_images (created_at) WHERE post_id IS NULL`,
    `CREATE INDEX community_images_uploader_idx ON community_images (uploader_user_id) WHERE uploader_user_id IS NOT NULL`,
    // WebP is already compressed: TOAST compression would spend time for nothing.
    `ALTER TABLE community_images ALTER COLUMN image SET STORAGE EXTERNAL`,
    `UPDATE community_posts SET image_url = NULL
        WHERE image_url IS NOT NULL AND image_url !~ '^/api/community/images/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'`,
    `
      ALTER TABLE community_posts ADD CONSTRAINT community_posts_image_url_is_ours
        CHECK (image_url ~ '^/api/community/images/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$')`,
  ],
  down: [`ALTER TABLE community_posts DROP CONSTRAINT community_posts_image_url_is_ours`, `DROP TABLE community_images`],
});
