import { ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CharacterId, ChatMessage, ChatReply } from '@universo/contracts';
import type { SessionClaims } from '@universo/service-kit';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { characterName } from '../characters/characters';
import { composeReply } from '../engine/reply';
import { ENTITLEMENT_CHECKER, type EntitlementChecker } from '../entitlements/entitlementChecker';
import { CONVERSATION_NOT_FOUND, premiumCharacterMessage } from './chat.messages';
import type { ChatRequestDto } from './dto/chatRequest.dto';
import { ChatMessageEntity } from './infrastructure/chatMessage.entity';

/** The most a conversation read returns (its latest messages). */
const MAX_MESSAGES_RETURNED = 200;
/** How much of the conversation the reply engine sees. */
const HISTORY_FOR_REPLY = 20;

function toChatMessage(row: Pick<ChatMessageEntity, 'id' | 'message' | 'isUser'>): ChatMessage {
  return { id: row.id, message: row.message, isUser: row.isUser };
}

@Injectable()
export class ChatService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(ENTITLEMENT_CHECKER) private readonly entitlements: EntitlementChecker,
  ) {}

  async ensureMayChat(character: CharacterId, session: SessionClaims | null): Promise<void> {
    if (!(await this.entitlements.canChatWith(character, session))) {
      throw new ForbiddenException(premiumCharacterMessage(characterName(character)));
    }
  }

  /**
   * A conversation's latest messages, oldest first. An unknown conversation is empty (the chat
   * window reads it before the first message); one of someone else is a 404.
   */
  async history(owner: string | null, sessionId: string): Promise<ChatMessage[]> {
    const rows = await this.latest(this.dataSource.manager, sessionId, MAX_MESSAGES_RETURNED);
    if (rows.some((row) => row.ownerKey !== owner)) throw new NotFoundException(CONVERSATION_NOT_FOUND);
    return rows.map(toChatMessage);
  }

  /** Stores the child's message and the character's reply; the first message claims the conversation. */
  async send(owner: string, request: ChatRequestDto): Promise<ChatReply> {
    return this.dataSource.transaction(async (manager) => {
      // Two first messages racing for one new conversation: the second waits and then sees the owner.
      await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [request.sessionId]);
      const history = await this.latest(manager, request.sessionId, HISTORY_FOR_REPLY);
      if (history.some((row) => row.ownerKey !== owner)) throw new NotFoundException(CONVERSATION_NOT_FOUND);
      const reply = composeReply({ character: request.character, message: request.message, history });
      const common = { sessionId: request.sessionId, ownerKey: owner, character: request.character };
      const userMessage = { ...common, id: randomUUID(), message: request.message, isUser: true };
      const replyMessage = { ...common, id: randomUUID(), message: reply, isUser: false };
      // Two statements: each row gets its own clock_timestamp(), the reply after the message.
      await manager.insert(ChatMessageEntity, userMessage);
      await manager.insert(ChatMessageEntity, replyMessage);
      return { userMessage: toChatMessage(userMessage), reply: toChatMessage(replyMessage) };
    });
  }

  private async latest(manager: EntityManager, sessionId: string, limit: number): Promise<ChatMessageEntity[]> {
    const rows = await manager.find(ChatMessageEntity, {
      select: { id: true, message: true, isUser: true, ownerKey: true },
      where: { sessionId },
      order: { createdAt: 'DESC', isUser: 'ASC' },
      take: limit,
    });
    return rows.reverse();
  }
}
