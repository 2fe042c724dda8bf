import { Injectable } from '@nestjs/common';
import type { ProgressEventType } from '@universo/contracts';
import type { ProgressEvent, ProgressEventDetails } from '../../apiShapes';
import { DataSource, type EntityManager } from 'typeorm';
import { rowFields } from '../../fields';
import type { ChildKey } from '../../children/children.service';
import type { ProgressEventRecord } from '../domain/progressStats';

interface ProgressEventRow {
  id: string;
  event_id: string | null;
  type: ProgressEventType;
  activity: string;
  points: number | null;
  occurred_at: Date;
  details: ProgressEventDetails | null;
}

const COLUMNS = 'id::text AS id, event_id, type, activity, points, occurred_at, details';

export interface NewProgressEvent {
  eventId: string | null;
  type: ProgressEventType;
  activity: string;
  points: number | null;
  details: ProgressEventDetails | null;
  /** The personalised challenge or printable this event completed (each counts once), else null. */
  catalogueKey: string | null;
  /** When it happened, for an event sent later; null: now. */
  occurredAt?: Date | null;
}

export interface StoredProgressEvent extends ProgressEvent {
  record: ProgressEventRecord;
}

function toStored(row: ProgressEventRow): StoredProgressEvent {
  const { eventId, details, ...record } = rowFields(row);
  return { ...record, eventId, occurredAt: record.occurredAt.toISOString(), record: { ...record, details } };
}

/**
 * The `progress_events` table. Partial unique indexes make repeats harmless: one per client
 * `event_id` (a retried request), one per chapter for `chapter_read` (reading a chapter again) and
 * one per `catalogue_key` (a personalised challenge or printable completed again).
 */
@Injectable()
export class ProgressEventsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Stores the event, or returns null when it repeats a stored one (see findRepeated); `manager`: within a transaction. */
  async insert(child: ChildKey, event: NewProgressEvent, manager?: EntityManager): Promise<StoredProgressEvent | null> {
    const rows: ProgressEventRow[] = await (manager ?? this.dataSource).query(
      `INSERT INTO progress_events (user_id, child_profile_id, event_id, type, activity, points, details, catalogue_key, occurred_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, COALESCE($9::timestamptz, now()))
       ON CONFLICT DO NOTHING
       RETURNING ${COLUMNS}`,
      [
        child.userId,
        child.childId,
        event.eventId,
        event.type,
        event.activity,
        event.points,
        event.details === null ? null : JSON.stringify(event.details),
        event.catalogueKey,
        event.occurredAt ?? null,
      ],
    );
    return rows[0] ? toStored(rows[0]) : null;
  }

  /** The stored event a refused insert repeats: same client event id first, else the same chapter, challenge or printable. */
  async findRepeated(child: ChildKey, event: NewProgressEvent): Promise<StoredProgressEvent | null> {
    if (event.eventId !== null) {
      const byId: ProgressEventRow[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM progress_events WHERE child_profile_id = $1 AND event_id = $2`, [
        child.childId,
        event.eventId,
      ]);
      if (byId[0]) return toStored(byId[0]);
    }
    if (event.type === 'chapter_read') {
      const byChapter: ProgressEventRow[] = await this.dataSource.query(
        `SELECT ${COLUMNS} FROM progress_events WHERE child_profile_id = $1 AND type = 'chapter_read' AND activity = $2`,
        [child.childId, event.activity],
      );
      if (byChapter[0]) return toStored(byChapter[0]);
    }
    if (event.catalogueKey !== null) {
      const byKey: ProgressEventRow[] = await this.dataSource.query(
        `SELECT ${COLUMNS} FROM progress_events WHERE child_profile_id = $1 AND activity = $2 AND catalogue_key = $3`,
        [child.childId, event.activity, event.catalogueKey],
      );
      if (byKey[0]) return toStored(byKey[0]);
    }
    return null;
  }

  /** Every event of a child, oldest first, as the rules read them. */
  async listForChild(child: ChildKey): Promise<ProgressEventRecord[]> {
    const rows: ProgressEventRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM progress_events WHERE child_profile_id = $1 AND user_id = $2 ORDER BY occurred_at, id`,
      [child.childId, child.userId],
    );
    return rows.map((row) => toStored(row).record);
  }

  /** Whether a chapter exists in the library (the books tables of this same database). */
  async chapterExists(bookId: number, chapter: number): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query('SELECT 1 FROM chapters WHERE book_id = $1 AND number = $2', [bookId, chapter]);
    return rows.length > 0;
  }
}
