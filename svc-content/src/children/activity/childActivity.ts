import { Injectable } from '@nestjs/common';
import type { ChildActivityEntry, ChildActivityResponse } from '@universo/contracts';
import { DataSource } from 'typeorm';
import { activityTitle, type ChapterName } from './activityTitle';

/** How many entries the adult area reads at once (newest first). */
export const ACTIVITY_PAGE_SIZE = 200;

interface EntryRow {
  kind: ChildActivityEntry['kind'];
  activity: string | null;
  points: number | null;
  details: Record<string, unknown> | null;
  occurred_at: Date;
}

/**
 * A child's timeline for the adult area: what the child did (progress events: chapters read,
 * games and their results, challenges, plans, logos) and the drawings saved, newest first. The
 * chat conversations are svc-chat's and are read there.
 */
@Injectable()
export class ChildActivity {
  constructor(private readonly dataSource: DataSource) {}

  async of(userId: string, childId: string): Promise<ChildActivityResponse> {
    const rows: EntryRow[] = await this.dataSource.query(
      `SELECT type AS kind, activity, points, details, occurred_at FROM progress_events
        WHERE user_id = $1 AND child_profile_id = $2
       UNION ALL
       SELECT 'drawing_saved', NULL, NULL, NULL, created_at FROM drawings
        WHERE owner_user_id = $1 AND child_profile_id = $2
       ORDER BY occurred_at DESC
       LIMIT $3`,
      [userId, childId, ACTIVITY_PAGE_SIZE + 1],
    );
    const shown = rows.slice(0, ACTIVITY_PAGE_SIZE);
    const chapters = await this.chapterNames(shown);
    return {
      childId,
      truncated: rows.length > ACTIVITY_PAGE_SIZE,
      entries: shown.map((row) => ({
        kind: row.kind,
        activity: row.activity,
        title: activityTitle(row.kind, row.activity, chapters),
        points: row.points,
        details: row.details,
        occurredAt: row.occurred_at.toISOString(),
      })),
    };
  }

  /** The names of the chapters read among these rows. */
  private async chapterNames(rows: EntryRow[]): Promise<Map<string, ChapterName>> {
    const keys = [...new Set(rows.filter((row) => row.kind === 'chapter_read' && row.activity).map((row) => row.activity!))];
    if (keys.length === 0) return new Map();
    const named: { key: string; book_title: string; chapter_title: string }[] = await this.dataSource.query(
      `SELECT 'book-' || b.id || '-chapter-' || c.number AS key, b.title AS book_title, c.title AS chapter_title
         FROM chapters c JOIN books b ON b.id = c.book_id
        WHERE 'book-' || b.id || '-chapter-' || c.number = ANY($1::text[])`,
      [keys],
    );
    return new Map(named.map((row) => [row.key, { bookTitle: row.book_title, chapterTitle: row.chapter_title }]));
  }
}
