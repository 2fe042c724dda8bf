import { Injectable } from '@nestjs/common';
import type { DealtGame, DealtGameDeals } from '@universo/contracts';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { rowFields } from '../../fields';
import type { ChildKey } from '../../children/children.service';
import type { PlayRecord } from '../domain/dealtPlays';

interface GamePlayRow {
  id: string;
  activity: string;
  deal: DealtGameDeals[DealtGame];
  goal: string | null;
  dealt_at: Date;
  expires_at: Date;
  closed_at: Date | null;
  used_at: Date | null;
  progress_event_id: string | null;
}

export interface StoredPlay extends PlayRecord {
  id: string;
  activity: string;
  dealtAt: Date;
  /** The progress event that recorded it, once used. */
  progressEventId: string | null;
}

const COLUMNS = 'id::text AS id, activity, deal, goal, dealt_at, expires_at, closed_at, used_at, progress_event_id::text AS progress_event_id';

function toStored(row: GamePlayRow): StoredPlay {
  return rowFields(row);
}

/** The `game_plays` table: plays the service dealt, each for one child, used at most once. */
@Injectable()
export class GamePlaysRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Stores a new play and closes the child's open plays of the same game (only the newest deal can be reported). */
  async deal(child: ChildKey, play: { activity: DealtGame; deal: DealtGameDeals[DealtGame]; goal: string | null; lifetimeMs: number }): Promise<StoredPlay> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(
        `UPDATE game_plays SET closed_at = now()
          WHERE child_profile_id = $1 AND user_id = $2 AND activity = $3 AND used_at IS NULL AND closed_at IS NULL`,
        [child.childId, child.userId, play.activity],
      );
      const rows: GamePlayRow[] = await manager.query(
        `INSERT INTO game_plays (id, user_id, child_profile_id, activity, deal, goal, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7::double precision / 1000))
         RETURNING ${COLUMNS}`,
        [randomUUID(), child.userId, child.childId, play.activity, JSON.stringify(play.deal), play.goal, play.lifetimeMs],
      );
      return toStored(rows[0]!);
    });
  }

  /** The play, only if it is this child's (another family's or child's play looks like none). */
  async find(child: ChildKey, playId: string): Promise<StoredPlay | null> {
    const rows: GamePlayRow[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM game_plays WHERE id = $1 AND child_profile_id = $2 AND user_id = $3`, [
      playId,
      child.childId,
      child.userId,
    ]);
    return rows[0] ? toStored(rows[0]) : null;
  }

  /**
   * Runs `record` (which stores the progress event with the same manager) with the play claimed:
   * the claim and the event commit together, or neither does. null when the play was no longer
   * open at the moment of the claim (another request used it, or its time ran out).
   */
  async recordOnce<T extends { id: string }>(playId: string, record: (manager: EntityManager) => Promise<T | null>): Promise<T | null | 'taken'> {
    return this.dataSource
      .transaction(async (manager) => {
        // An UPDATE answers [rows, count] through TypeORM's query().
        const [claimed] = (await manager.query(
          `UPDATE game_plays SET used_at = now()
          WHERE id = $1 AND used_at IS NULL AND closed_at IS NULL AND expires_at > now()
          RETURNING id`,
          [playId],
        )) as [unknown[], number];
        if (claimed.length === 0) return 'taken';
        const stored = await record(manager);
        // A repeated eventId stored nothing: the play stays open (the rollback undoes the claim).
        if (!stored) throw new PlayNotRecorded();
        await manager.query('UPDATE game_plays SET progress_event_id = $2 WHERE id = $1', [playId, stored.id]);
        return stored;
      })
      .catch((error: unknown) => {
        if (error instanceof PlayNotRecorded) return null;
        throw error;
      });
  }
}

class PlayNotRecorded extends Error {}
