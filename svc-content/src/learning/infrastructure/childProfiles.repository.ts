import { Injectable } from '@nestjs/common';
import type { ChildProfileRequest, ChildProfileResponse, LearningLevel, ProfileCharacterId } from '@universo/contracts';
import { DataSource } from 'typeorm';

interface ChildProfileRow {
  child_name: string;
  child_age: number;
  learning_level: LearningLevel;
  preferred_character: ProfileCharacterId;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = 'child_name, child_age, learning_level, preferred_character, created_at, updated_at';

function toProfile(row: ChildProfileRow): ChildProfileResponse {
  return {
    childName: row.child_name,
    childAge: row.child_age,
    learningLevel: row.learning_level,
    preferredCharacter: row.preferred_character,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The `child_profiles` table: one row per user (svc-auth's user id), also read by the book generator. */
@Injectable()
export class ChildProfilesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async find(userId: string): Promise<ChildProfileResponse | null> {
    const rows: ChildProfileRow[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM child_profiles WHERE user_id = $1`, [userId]);
    return rows[0] ? toProfile(rows[0]) : null;
  }

  async exists(userId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query('SELECT 1 FROM child_profiles WHERE user_id = $1', [userId]);
    return rows.length > 0;
  }

  /** Creates the profile or replaces its fields, in one statement (safe under concurrent requests). */
  async upsert(userId: string, profile: ChildProfileRequest): Promise<{ created: boolean; profile: ChildProfileResponse }> {
    const rows: (ChildProfileRow & { created: boolean })[] = await this.dataSource.query(
      `INSERT INTO child_profiles (user_id, child_name, child_age, learning_level, preferred_character)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id) DO UPDATE SET
         child_name = EXCLUDED.child_name,
         child_age = EXCLUDED.child_age,
         learning_level = EXCLUDED.learning_level,
         preferred_character = EXCLUDED.preferred_character,
         updated_at = now()
       RETURNING ${COLUMNS}, (xmax = 0) AS created`,
      [userId, profile.childName, profile.childAge, profile.learningLevel, profile.preferredCharacter],
    );
    const row = rows[0];
    if (!row) throw new Error('child_profiles: el upsert no devolvió ninguna fila');
    return { created: row.created, profile: toProfile(row) };
  }
}
