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
 * The chat's two hot statements in plain SQL: a message costs one read of the conversation and
 * one write (the chat_append_exchange function), where the query builder's per-call work and a
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
    return rows.reverse().map((row) => ({
      id: row.id,
      message: row.message,
      isUser: row.is_user,
      ownerKey: row.owner_key,
      childProfileId: row.child_profile_id,
      state: row.state,
    }));
  }

  /** Stores the message and its reply; false (and nothing stored) when the conversation is someone else's. */
  async append(exchange: Exchange): Promise<boolean> {
    const [row] = await this.run<{ stored: boolean }>('chat_append_exchange', 'SELECT chat_append_exchange($1, $2, $3, $4, $5, $6, $7, $8, $9) AS stored', [
      exchange.sessionId,
      exchange.ownerKey,
      exchange.childProfileId,
      exchange.character,
      exchange.message.id,
      exchange.message.text,
      exchange.reply.id,
      exchange.reply.text,
      JSON.stringify(exchange.state),
    ]);
    return row?.stored === true;
  }
}
