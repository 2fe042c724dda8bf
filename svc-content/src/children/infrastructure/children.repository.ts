import { Injectable } from '@nestjs/common';
import type { Child, ChildAvatar, ChildRequest, LearningLevel, ProfileCharacterId } from '@universo/contracts';
import { DataSource, type EntityManager } from 'typeorm';

interface ChildRow {
  id: string;
  child_name: string;
  child_age: number;
  learning_level: LearningLevel;
  preferred_character: ProfileCharacterId;
  avatar: ChildAvatar;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = 'id, child_name, child_age, learning_level, preferred_character, avatar, created_at, updated_at';

function toChild(row: ChildRow): Child {
  return {
    id: row.id,
    childName: row.child_name,
    childAge: row.child_age,
    learningLevel: row.learning_level,
    preferredCharacter: row.preferred_character,
    avatar: row.avatar,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** A family's state: its children (oldest first), who is playing, and whether the family row exists yet. */
export interface FamilyRecord {
  exists: boolean;
  activeChildId: string | null;
  children: Child[];
}

/**
 * The `families` and `child_profiles` tables. Writes that depend on how many children a family has
 * lock the family's row first, so two requests cannot both add a sixth child.
 */
@Injectable()
export class ChildrenRepository {
  constructor(private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async family(userId: string, manager: EntityManager = this.dataSource.manager): Promise<FamilyRecord> {
    const families: { active_child_id: string | null }[] = await manager.query('SELECT active_child_id FROM families WHERE user_id = $1', [userId]);
    const rows: ChildRow[] = await manager.query(`SELECT ${COLUMNS} FROM child_profiles WHERE user_id = $1 ORDER BY created_at, id`, [userId]);
    return { exists: families.length > 0, activeChildId: families[0]?.active_child_id ?? null, children: rows.map(toChild) };
  }

  /** Creates the family's row if needed and locks it for the rest of the transaction. */
  async lockFamily(manager: EntityManager, userId: string): Promise<void> {
    await manager.query('INSERT INTO families (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING', [userId]);
    await manager.query('SELECT 1 FROM families WHERE user_id = $1 FOR UPDATE', [userId]);
  }

  async countChildren(manager: EntityManager, userId: string): Promise<number> {
    const [row]: { count: number }[] = await manager.query('SELECT count(*)::int AS count FROM child_profiles WHERE user_id = $1', [userId]);
    return row?.count ?? 0;
  }

  async insertChild(manager: EntityManager, userId: string, child: ChildRequest): Promise<Child> {
    const rows: ChildRow[] = await manager.query(
      `INSERT INTO child_profiles (user_id, child_name, child_age, learning_level, preferred_character, avatar)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
      [userId, child.childName, child.childAge, child.learningLevel, child.preferredCharacter, child.avatar],
    );
    return toChild(rows[0]!);
  }

  /** Replaces the given fields of a child of this family; null when the family has no such child. */
  async updateChild(manager: EntityManager, userId: string, childId: string, change: Partial<ChildRequest>): Promise<Child | null> {
    const rows: ChildRow[] = await manager.query(
      // A data-modifying CTE, so the driver answers with the rows alone.
      `WITH changed AS (UPDATE child_profiles SET
         child_name = COALESCE($3, child_name),
         child_age = COALESCE($4, child_age),
         learning_level = COALESCE($5, learning_level),
         preferred_character = COALESCE($6, preferred_character),
         avatar = COALESCE($7, avatar),
         updated_at = now()
       WHERE id = $1 AND user_id = $2
       RETURNING ${COLUMNS})
       SELECT * FROM changed`,
      [
        childId,
        userId,
        change.childName ?? null,
        change.childAge ?? null,
        change.learningLevel ?? null,
        change.preferredCharacter ?? null,
        change.avatar ?? null,
      ],
    );
    return rows[0] ? toChild(rows[0]) : null;
  }

  /** Deletes a child of this family (its progress and drawings go with it); false when there is none. */
  async deleteChild(userId: string, childId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query('WITH gone AS (DELETE FROM child_profiles WHERE id = $1 AND user_id = $2 RETURNING id) SELECT id FROM gone', [childId, userId]);
    return rows.length > 0;
  }

  async setPlaying(manager: EntityManager, userId: string, childId: string | null): Promise<void> {
    await manager.query('UPDATE families SET active_child_id = $2 WHERE user_id = $1', [userId, childId]);
  }
}
