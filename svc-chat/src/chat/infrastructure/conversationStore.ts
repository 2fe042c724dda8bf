import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CharacterId } from '@universo/contracts';
import { DataSource } from 'typeorm';

/** A stored message as the chat reads it back: enough to answer, to check the owner and to reply. */
export interface StoredMessage {
  id: string;
  message: string;
  isUser: boolean;
  ownerKey: string;
  childProfileId: string | null;
  /** On the newest reply: the conversation's state after it, as the engine wrote it (checked before use); null on older rows. */
  state: unknown;
}

/**
 * Every StoredMessage is made here, read or kept in memory alike: objects of one shape keep the
 * engine's walks over a conversation fast (V8 slows down on property reads over many shapes, as
 * spread copies would make).
 */
export function storedMessage(id: string, message: string, isUser: boolean, ownerKey: string, childProfileId: string | null, state: unknown): StoredMessage {
  return { id, message, isUser, ownerKey, childProfileId, state };
}

export interface Exchange {
  sessionId: string;
  ownerKey: string;
  childProfileId: string | null;
  character: CharacterId;
  message: { id: string; text: string };
  reply: { id: string; text: string };
  /** The conversation's state after the reply. */
  state: object;
}

/** What chat_append_exchange_after answers (migration 1795216801700). */
export const APPEND_OUTCOMES = ['stored', 'stale', 'not_owner'] as const;
export type AppendOutcome = (typeof APPEND_OUTCOMES)[number];

interface LatestRow {
  id: string;
  message: string;
  is_user: boolean;
  owner_key: string;
  child_profile_id: string | null;
  state: unknown;
}

/** What the store needs of pg's Pool (TypeORM's postgres driver keeps it as `master`). */
interface NamedQueries {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/**
 * Both statements are named: each pooled connection parses and plans them once and then only
 * binds values (planning the history read cost about as much as running it). They go to pg's
 * pool directly; TypeORM's query runner added nothing to two fixed statements.
 */
function namedQueries(dataSource: DataSource): NamedQueries {
  const pool = (dataSource.driver as unknown as { master?: NamedQueries }).master;
  if (!pool) throw new Error('svc-chat: el controlador de PostgreSQL no tiene pool');
  return pool;
}

/**
 * The chat's two hot statements in plain SQL: a message costs one write (the
 * chat_append_exchange_after function), and a read of the conversation first when this replica
 * does not keep it (../conversationCache.ts). The query builder's per-call work and a
 * six-statement transaction used to dominate a busy chat.
 */
@Injectable()
export class ConversationStore {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private async run<Row>(name: string, text: string, values: unknown[]): Promise<Row[]> {
    const { rows } = await namedQueries(this.dataSource).query({ name, text, values });
    return rows as Row[];
  }

  /**
   * A conversation's latest messages, oldest first (a reply sorts after the message it answers).
   * Only the newest row carries its state (the engine reads no other): turning every reply's
   * state into JSON text and back was most of a long conversation's cost in both processes.
   */
  async latest(sessionId: string, limit: number): Promise<StoredMessage[]> {
    const rows = await this.run<LatestRow>(
      'chat_latest',
      `SELECT id, message, is_user, owner_key, child_profile_id,
              CASE WHEN row_number() OVER (ORDER BY created_at DESC, is_user ASC) = 1 THEN state END AS state
         FROM chat_messages
        WHERE session_id = $1 ORDER BY created_at DESC, is_user ASC LIMIT $2`,
      [sessionId, limit],
    );
    return rows.reverse().map((row) => storedMessage(row.id, row.message, row.is_user, row.owner_key, row.child_profile_id, row.state));
  }

  /**
   * Stores the message and its reply if the conversation's newest message is still `after` (null:
   * it had none). `stale`: it changed meanwhile, nothing stored; `not_owner`: it is someone else's.
   */
  async append(after: string | null, exchange: Exchange): Promise<AppendOutcome> {
    const [row] = await this.run<{ outcome: AppendOutcome }>(
      'chat_append_exchange_after',
      'SELECT chat_append_exchange_after($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) AS outcome',
      [
        after,
        exchange.sessionId,
        exchange.ownerKey,
        exchange.childProfileId,
        exchange.character,
        exchange.message.id,
        exchange.message.text,
        exchange.reply.id,
        exchange.reply.text,
        JSON.stringify(exchange.state),
      ],
    );
    if (!row || !APPEND_OUTCOMES.includes(row.outcome)) throw new Error(`svc-chat: chat_append_exchange_after respondió ${String(row?.outcome)}`);
    return row.outcome;
  }
}
