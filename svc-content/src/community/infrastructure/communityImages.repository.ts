import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

export interface NewCommunityImage {
  data: Buffer;
  mediaType: string;
  width: number;
  height: number;
  /** The family that uploaded it, when logged in (for its data export and erasure). */
  uploaderUserId: string | null;
}

export interface StoredCommunityImage {
  id: string;
  width: number;
  height: number;
  byteSize: number;
}

export interface CommunityImageFile {
  data: Buffer;
  mediaType: string;
}

/** The `community_images` table: photos as re-encoded by the service, each of at most one post. */
@Injectable()
export class CommunityImagesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(image: NewCommunityImage): Promise<StoredCommunityImage> {
    const [row] = await this.dataSource.query<{ id: string; width: number; height: number; byte_size: number }[]>(
      `INSERT INTO community_images (image, media_type, width, height, byte_size, uploader_user_id)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, width, height, byte_size`,
      [image.data, image.mediaType, image.width, image.height, image.data.length, image.uploaderUserId],
    );
    if (!row) throw new Error('community_images: el INSERT no devolvió ninguna fila');
    return { id: row.id, width: row.width, height: row.height, byteSize: row.byte_size };
  }

  /**
   * Gives an upload to a post, inside the post's transaction: only an upload no post has taken,
   * made after `notBefore` (older ones are due for deletion). Whether it could.
   */
  async attach(manager: EntityManager, imageId: string, postId: string, notBefore: Date): Promise<boolean> {
    // Wrapped in a SELECT: TypeORM answers a bare UPDATE ... RETURNING with [rows, count].
    const rows: unknown[] = await manager.query(
      `WITH taken AS (
         UPDATE community_images SET post_id = $2, attached_at = now()
          WHERE id = $1 AND post_id IS NULL AND created_at > $3
          RETURNING id)
       SELECT id FROM taken`,
      [imageId, postId, notBefore],
    );
    return rows.length > 0;
  }

  /** The photo of an approved post: what anybody may see. */
  async ofApprovedPost(id: string): Promise<CommunityImageFile | null> {
    const [row] = await this.dataSource.query<{ image: Buffer; media_type: string }[]>(
      `SELECT i.image, i.media_type FROM community_images i JOIN community_posts p ON p.id = i.post_id
        WHERE i.id = $1 AND p.status = 'approved'`,
      [id],
    );
    return row ? { data: row.image, mediaType: row.media_type } : null;
  }

  /** The photo of any post, whatever its review: for moderators only. */
  async ofAnyPost(id: string): Promise<CommunityImageFile | null> {
    const [row] = await this.dataSource.query<{ image: Buffer; media_type: string }[]>(
      'SELECT image, media_type FROM community_images WHERE id = $1 AND post_id IS NOT NULL',
      [id],
    );
    return row ? { data: row.image, mediaType: row.media_type } : null;
  }

  /** Deletes uploads no post took, made at or before `cutoff`; how many. */
  async deleteUnattached(manager: EntityManager, cutoff: Date): Promise<number> {
    const [, count] = (await manager.query('DELETE FROM community_images WHERE post_id IS NULL AND created_at <= $1', [cutoff])) as [unknown, number];
    return count;
  }
}
