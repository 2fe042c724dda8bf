import { Injectable } from '@nestjs/common';
import type { DrawingSummary } from '@universo/contracts';
import { DataSource } from 'typeorm';

interface DrawingRow {
  id: string;
  width: number;
  height: number;
  byte_size: number;
  created_at: Date;
}

const SUMMARY_COLUMNS = 'id, width, height, byte_size, created_at';

function toSummary(row: DrawingRow): DrawingSummary {
  return { id: row.id, width: row.width, height: row.height, byteSize: row.byte_size, createdAt: row.created_at.toISOString() };
}

/** A drawing's place: the account that owns it and the child whose gallery holds it. */
export interface GalleryKey {
  userId: string;
  childProfileId: string;
}

export interface NewDrawing {
  png: Buffer;
  width: number;
  height: number;
}

/**
 * The `drawings` table. Every query names both the account and the child, so one family can
 * never reach another's drawings, whatever id it sends.
 */
@Injectable()
export class DrawingsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async list(key: GalleryKey): Promise<DrawingSummary[]> {
    const rows: DrawingRow[] = await this.dataSource.query(
      `SELECT ${SUMMARY_COLUMNS} FROM drawings
        WHERE child_profile_id = $1 AND owner_user_id = $2
        ORDER BY created_at DESC, id DESC`,
      [key.childProfileId, key.userId],
    );
    return rows.map(toSummary);
  }

  async count(key: GalleryKey): Promise<number> {
    const rows: { count: number }[] = await this.dataSource.query(
      'SELECT count(*)::int AS count FROM drawings WHERE child_profile_id = $1 AND owner_user_id = $2',
      [key.childProfileId, key.userId],
    );
    return rows[0]?.count ?? 0;
  }

  /**
   * Stores a drawing unless the child already has `limit` (then null). The child's profile row is
   * locked for the count and the insert, so two uploads at once cannot both take the last place.
   */
  async insertWithin(key: GalleryKey, drawing: NewDrawing, limit: number): Promise<DrawingSummary | null> {
    return this.dataSource.transaction(async (manager) => {
      const profile: unknown[] = await manager.query('SELECT 1 FROM child_profiles WHERE id = $1 AND user_id = $2 FOR NO KEY UPDATE', [
        key.childProfileId,
        key.userId,
      ]);
      if (profile.length === 0) return null;
      const counted: { count: number }[] = await manager.query('SELECT count(*)::int AS count FROM drawings WHERE child_profile_id = $1', [key.childProfileId]);
      if ((counted[0]?.count ?? 0) >= limit) return null;
      const rows: DrawingRow[] = await manager.query(
        `INSERT INTO drawings (owner_user_id, child_profile_id, png, width, height, byte_size)
         VALUES ($1, $2, $3, $4, $5, $6)
         RETURNING ${SUMMARY_COLUMNS}`,
        [key.userId, key.childProfileId, drawing.png, drawing.width, drawing.height, drawing.png.length],
      );
      const row = rows[0];
      if (!row) throw new Error('drawings: el INSERT no devolvió ninguna fila');
      return toSummary(row);
    });
  }

  async png(key: GalleryKey, id: string): Promise<Buffer | null> {
    const rows: { png: Buffer }[] = await this.dataSource.query('SELECT png FROM drawings WHERE id = $1 AND child_profile_id = $2 AND owner_user_id = $3', [
      id,
      key.childProfileId,
      key.userId,
    ]);
    return rows[0]?.png ?? null;
  }

  /** Whether a drawing was there to delete. */
  async delete(key: GalleryKey, id: string): Promise<boolean> {
    // Wrapped in a SELECT: TypeORM answers a bare DELETE with [rows, count] instead of the rows.
    const rows: unknown[] = await this.dataSource.query(
      `WITH gone AS (DELETE FROM drawings WHERE id = $1 AND child_profile_id = $2 AND owner_user_id = $3 RETURNING id)
       SELECT id FROM gone`,
      [id, key.childProfileId, key.userId],
    );
    return rows.length > 0;
  }
}
