import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CharacterId, FamilyChatConversation, FamilyChatResponse } from '@universo/contracts';
import { DataSource } from 'typeorm';
import { characterName } from '../characters/characters';
import { ConversationCache } from '../chat/conversationCache';

/** The most messages the adult area reads of one child at once (30 days of chat at most are kept). */
export const FAMILY_CHAT_MAX_MESSAGES = 2000;

interface MessageRow {
  id: string;
  session_id: string;
  character_id: string;
  message: string;
  is_user: boolean;
  created_at: Date;
}

/**
 * A child's conversations for the adult who holds the account (`familyKey`: chatOwner.ts's key of the session): the full text, grouped by
 * conversation, newest conversation first. Rows are those of the family's account and of that
 * child, so another family's child id simply finds nothing.
 */
@Injectable()
export class FamilyChatService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: ConversationCache,
  ) {}

  async conversationsOf(familyKey: string, childId: string): Promise<FamilyChatResponse> {
    const rows = (await this.dataSource.query(
      `SELECT id, session_id, character_id, message, is_user, created_at FROM (
         SELECT * FROM chat_messages WHERE owner_key = $1 AND child_profile_id = $2
          ORDER BY created_at DESC, is_user ASC LIMIT $3
       ) latest ORDER BY created_at, is_user DESC`,
      [familyKey, childId, FAMILY_CHAT_MAX_MESSAGES],
    )) as MessageRow[];
    return { childId, conversations: groupConversations(rows) };
  }

  /** Erases one child's conversations (the adult's choice in the family area). */
  async eraseOf(familyKey: string, childId: string): Promise<number> {
    const rows = (await this.dataSource.query(
      'WITH gone AS (DELETE FROM chat_messages WHERE owner_key = $1 AND child_profile_id = $2 RETURNING 1) SELECT count(*)::int AS n FROM gone',
      [familyKey, childId],
    )) as { n: number }[];
    // This replica's copies go at once; other replicas' within CACHE_IDLE_MS (a reply composed from one is refused by the database).
    this.cache.forgetOwner(familyKey, childId);
    return rows[0]?.n ?? 0;
  }
}

/** Messages (oldest first) into conversations, the most recently active first. Pure. */
export function groupConversations(rows: MessageRow[]): FamilyChatConversation[] {
  const byId = new Map<string, FamilyChatConversation>();
  for (const row of rows) {
    const at = row.created_at.toISOString();
    let conversation = byId.get(row.session_id);
    if (!conversation) {
      conversation = {
        conversationId: row.session_id,
        character: row.character_id,
        characterName: characterName(row.character_id as CharacterId),
        startedAt: at,
        lastMessageAt: at,
        messages: [],
      };
      byId.set(row.session_id, conversation);
    }
    conversation.lastMessageAt = at;
    conversation.messages.push({ id: row.id, message: row.message, isUser: row.is_user, createdAt: at });
  }
  return [...byId.values()].sort((a, b) => b.lastMessageAt.localeCompare(a.lastMessageAt));
}
