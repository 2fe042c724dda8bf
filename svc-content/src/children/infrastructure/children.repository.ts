import { Injectable } from '@nestjs/common';
import type { Child, ChildAvatar, ChildRequest, LearningLevel, ProfileCharacterId } from '@universo/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { rowFields } from '../../fields';

interface ChildRow {
  id: string;
  child_name: string;
  child_age: number;
  learning_level: LearningLevel;
  preferred_character: ProfileCharacterId;
  avatar: ChildAvatar;
  created_at: Date;
  updated_at: Date;
  /** The chat consent in force, from child_chat_consents (null: chat is off). */
  chat_version?: string | null;
  chat_granted_at?: Date | null;
}

const COLUMNS = 'id, child_name, child_age, learning_level, preferred_character, avatar, created_at, updated_at';

/** The profile's columns of `p` plus the chat consent in force, if any. */
const WITH_CHAT = `p.id, p.child_name, p.child_age, p.learning_level, p.preferred_character, p.avatar, p.created_at, p.updated_at,
  c.version AS chat_version, c.granted_at AS chat_granted_at`;
const CHAT_JOIN = 'LEFT JOIN child_chat_consents c ON c.child_profile_id = p.id AND c.withdrawn_at IS NULL';

function toChild(row: ChildRow): Child {
  const { createdAt, updatedAt, chatVersion, chatGrantedAt, ...child } = rowFields(row);
  return {
    ...child,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    chatConsent: chatVersion && chatGrantedAt ? { version: chatVersion, grantedAt: chatGrantedAt.toISOString() } : null,
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

  manager(): EntityManager {
    return this.dataSource.manager;
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async family(userId: string, manager: EntityManager = this.dataSource.manager): Promise<FamilyRecord> {
    const families: { active_child_id: string | null }[] = await manager.query('SELECT active_child_id FROM families WHERE user_id = $1', [userId]);
    const rows: ChildRow[] = await manager.query(`SELECT ${WITH_CHAT} FROM child_profiles p ${CHAT_JOIN} WHERE p.user_id = $1 ORDER BY p.created_at, p.id`, [
      userId,
    ]);
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
       SELECT ${WITH_CHAT} FROM changed p ${CHAT_JOIN}`,
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
    const rows: unknown[] = await this.dataSource.query(
      'WITH gone AS (DELETE FROM child_profiles WHERE id = $1 AND user_id = $2 RETURNING id) SELECT id FROM gone',
      [childId, userId],
    );
    return rows.length > 0;
  }

  /**
   * Records the adult's consent to chat for a child of this family (a new record; one already in
   * force stays as it is). False when the family has no such child.
   */
  async grantChat(manager: EntityManager, userId: string, childId: string, version: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO child_chat_consents (user_id, child_profile_id, version)
       SELECT user_id, id, $3 FROM child_profiles WHERE id = $1 AND user_id = $2
       ON CONFLICT (child_profile_id) WHERE withdrawn_at IS NULL DO NOTHING
       RETURNING id`,
      [childId, userId, version],
    );
    if (rows.length > 0) return true;
    return (await this.findChild(manager, userId, childId)) !== null;
  }

  /** Withdraws the chat consent in force for a child of this family, if any. False when there is no such child. */
  async withdrawChat(manager: EntityManager, userId: string, childId: string): Promise<boolean> {
    await manager.query(
      `UPDATE child_chat_consents SET withdrawn_at = greatest(now(), granted_at)
        WHERE child_profile_id = $1 AND user_id = $2 AND withdrawn_at IS NULL`,
      [childId, userId],
    );
    return (await this.findChild(manager, userId, childId)) !== null;
  }

  /** Every chat consent the family gave, newest first (the adult area lists them). */
  async chatConsents(userId: string): Promise<{ id: string; childId: string; version: string; grantedAt: string; withdrawnAt: string | null }[]> {
    const rows: { id: string; child_profile_id: string; version: string; granted_at: Date; withdrawn_at: Date | null }[] = await this.dataSource.query(
      'SELECT id, child_profile_id, version, granted_at, withdrawn_at FROM child_chat_consents WHERE user_id = $1 ORDER BY granted_at DESC, id',
      [userId],
    );
    return rows.map((row) => ({
      id: row.id,
      childId: row.child_profile_id,
      version: row.version,
      grantedAt: row.granted_at.toISOString(),
      withdrawnAt: row.withdrawn_at ? row.withdrawn_at.toISOString() : null,
    }));
  }

  async findChild(manager: EntityManager, userId: string, childId: string): Promise<Child | null> {
    const rows: ChildRow[] = await manager.query(`SELECT ${WITH_CHAT} FROM child_profiles p ${CHAT_JOIN} WHERE p.id = $1 AND p.user_id = $2`, [
      childId,
      userId,
    ]);
    return rows[0] ? toChild(rows[0]) : null;
  }

  async setPlaying(manager: EntityManager, userId: string, childId: string | null): Promise<void> {
    await manager.query('UPDATE families SET active_child_id = $2 WHERE user_id = $1', [userId, childId]);
  }
}
