import { Injectable } from '@nestjs/common';
import type { ProjectLogo, ProjectPlan, StoredChildProject } from '@universo/contracts';
import { DataSource } from 'typeorm';
import type { ChildKey } from '../children/children.service';

interface ProjectRow {
  business_name: string;
  plan: ProjectPlan | null;
  logo: ProjectLogo | null;
  updated_at: Date;
}

export type SavedProject = StoredChildProject & { updatedAt: Date };

function toSaved(row: ProjectRow): SavedProject {
  return { businessName: row.business_name, plan: row.plan, logo: row.logo, updatedAt: row.updated_at };
}

/** The `child_projects` table, and the profits the child's business games stored in `progress_events`. */
@Injectable()
export class ChildProjectsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async find(child: ChildKey): Promise<SavedProject | null> {
    const rows: ProjectRow[] = await this.dataSource.query(
      'SELECT business_name, plan, logo, updated_at FROM child_projects WHERE child_profile_id = $1 AND user_id = $2',
      [child.childId, child.userId],
    );
    return rows[0] ? toSaved(rows[0]) : null;
  }

  /** Read, merge and write under one row lock, so two devices saving at once do not lose a part. */
  async update(child: ChildKey, merge: (stored: StoredChildProject | null) => StoredChildProject): Promise<SavedProject> {
    return this.dataSource.transaction(async (manager) => {
      const rows: ProjectRow[] = await manager.query(
        'SELECT business_name, plan, logo, updated_at FROM child_projects WHERE child_profile_id = $1 AND user_id = $2 FOR UPDATE',
        [child.childId, child.userId],
      );
      const next = merge(rows[0] ? toSaved(rows[0]) : null);
      const saved: ProjectRow[] = await manager.query(
        `INSERT INTO child_projects (child_profile_id, user_id, business_name, plan, logo)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (child_profile_id) DO UPDATE
           SET business_name = EXCLUDED.business_name, plan = EXCLUDED.plan, logo = EXCLUDED.logo, updated_at = now()
         RETURNING business_name, plan, logo, updated_at`,
        [
          child.childId,
          child.userId,
          next.businessName,
          next.plan === null ? null : JSON.stringify(next.plan),
          next.logo === null ? null : JSON.stringify(next.logo),
        ],
      );
      return toSaved(saved[0]!);
    });
  }

  /**
   * The profit of each lemonade stand day and simulator season the service recomputed for the
   * child: only rows with the moves it replayed (their details are then its own account); an older
   * row holds a profit the browser claimed, and is left out.
   */
  async businessResults(child: ChildKey): Promise<{ activity: string; profit: unknown }[]> {
    return this.dataSource.query(
      `SELECT activity, details -> 'profit' AS profit FROM progress_events
        WHERE user_id = $1 AND child_profile_id = $2 AND type = 'game_finished'
          AND activity IN ('limonada', 'simulador') AND details ? 'moves'`,
      [child.userId, child.childId],
    );
  }
}
