import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Where the generator finds the child's name for a family (svc-auth's user id). */
export interface ChildNameLookup {
  childNameOf(userId: string): Promise<string | null>;
}

export const CHILD_NAME_LOOKUP = Symbol('CHILD_NAME_LOOKUP');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Reads `child_profiles.child_name` (src/learning owns the table). Until that table exists the
 * family simply has no profile: the check is repeated until it appears, then remembered.
 */
@Injectable()
export class ChildProfilesNameLookup implements ChildNameLookup {
  private tableExists = false;

  constructor(private readonly dataSource: DataSource) {}

  async childNameOf(userId: string): Promise<string | null> {
    if (!UUID.test(userId)) return null;
    if (!this.tableExists) {
      const [row] = (await this.dataSource.query(`SELECT to_regclass('public.child_profiles') IS NOT NULL AS present`)) as { present: boolean }[];
      if (!row?.present) return null;
      this.tableExists = true;
    }
    // The child who is playing (src/children), else the family's oldest child.
    const rows = (await this.dataSource.query(
      `SELECT p.child_name FROM child_profiles p LEFT JOIN families f ON f.user_id = p.user_id AND f.active_child_id = p.id
        WHERE p.user_id = $1 ORDER BY (f.user_id IS NULL), p.created_at, p.id LIMIT 1`,
      [userId.toLowerCase()],
    )) as { child_name: string | null }[];
    return rows[0]?.child_name ?? null;
  }
}
