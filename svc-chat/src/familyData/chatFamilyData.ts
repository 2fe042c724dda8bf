import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FamilyDataPart, FamilyOwner } from '@universo/service-kit';
import type { DataSource } from 'typeorm';
import { ConversationCache } from '../chat/conversationCache';

/** A family's conversations are the rows its account owns (chatOwner.ts: `user:<id>`). */
function familyOwnerKey(owner: FamilyOwner): string {
  return `user:${owner.userId}`;
}

/** svc-chat's part of a family's data: every chat message written by or to the family's children. */
@Injectable()
export class ChatFamilyData implements FamilyDataPart {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: ConversationCache,
  ) {}

  async export(owner: FamilyOwner): Promise<Record<string, unknown>> {
    const messages = (await this.dataSource.query(
      `SELECT id, session_id AS conversation_id, child_profile_id, character_id, is_user, message, created_at
         FROM chat_messages WHERE owner_key = $1 ORDER BY created_at, id`,
      [familyOwnerKey(owner)],
    )) as Record<string, unknown>[];
    return { messages };
  }

  async erase(owner: FamilyOwner): Promise<void> {
    await this.dataSource.query('DELETE FROM chat_messages WHERE owner_key = $1', [familyOwnerKey(owner)]);
    this.cache.forgetOwner(familyOwnerKey(owner));
  }

  async eraseChild(owner: FamilyOwner, childId: string): Promise<void> {
    await this.dataSource.query('DELETE FROM chat_messages WHERE owner_key = $1 AND child_profile_id = $2', [familyOwnerKey(owner), childId]);
    this.cache.forgetOwner(familyOwnerKey(owner), childId);
  }
}
