import { ForbiddenException, Inject, Injectable, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ChapterTopic, CharacterId, ChatMessage, ChatReply } from '@universo/contracts';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { characterName } from '../characters/characters';
import { BillingUnavailableError, type ChatViewer, ENTITLEMENT_CHECKER, type EntitlementChecker } from '../entitlements/entitlementChecker';
import { CharacterReplies } from '../replies/characterReplies';
import { CONVERSATION_NOT_FOUND, premiumCharacterMessage, premiumUnavailableMessage } from './chat.messages';
import type { ChatRequestDto } from './dto/chatRequest.dto';
import { ChatMessageEntity } from './infrastructure/chatMessage.entity';

/** The most a conversation read returns (its latest messages). */
const MAX_MESSAGES_RETURNED = 200;
/**
 * How much of the conversation the reply engine sees: its memory (the child's name, the idea
 * being discussed) is rebuilt from these stored messages on every reply, on any replica.
 */
const HISTORY_FOR_REPLY = 100;

/**
 * Who owns a conversation: the owner key (chatOwner.ts) and, for a family, the child who was
 * playing. Another child of the same family reads another child's conversation as not found.
 */
export interface ConversationOwner {
  key: string | null;
  childId: string | null;
}

function ownedBy(owner: ConversationOwner): (row: Pick<ChatMessageEntity, 'ownerKey' | 'childProfileId'>) => boolean {
  return (row) => row.ownerKey === owner.key && (row.childProfileId ?? null) === owner.childId;
}

function toChatMessage(row: Pick<ChatMessageEntity, 'id' | 'message' | 'isUser'>): ChatMessage {
  return { id: row.id, message: row.message, isUser: row.isUser };
}

@Injectable()
export class ChatService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(ENTITLEMENT_CHECKER) private readonly entitlements: EntitlementChecker,
    private readonly replies: CharacterReplies,
  ) {}

  /** 403 when the character is premium and the viewer is not; 503 when billing cannot tell (fail closed). */
  async ensureMayChat(character: CharacterId, viewer: ChatViewer): Promise<void> {
    let allowed: boolean;
    try {
      allowed = await this.entitlements.canChatWith(character, viewer);
    } catch (error) {
      if (error instanceof BillingUnavailableError) {
        throw new ServiceUnavailableException(premiumUnavailableMessage(characterName(character)));
      }
      throw error;
    }
    if (!allowed) throw new ForbiddenException(premiumCharacterMessage(characterName(character)));
  }

  /**
   * A conversation's latest messages, oldest first. An unknown conversation is empty (the chat
   * window reads it before the first message); one of someone else is a 404.
   */
  async history(owner: ConversationOwner, sessionId: string): Promise<ChatMessage[]> {
    const rows = await this.latest(this.dataSource.manager, sessionId, MAX_MESSAGES_RETURNED);
    if (!rows.every(ownedBy(owner))) throw new NotFoundException(CONVERSATION_NOT_FOUND);
    return rows.map(toChatMessage);
  }

  /**
   * Stores the child's message (screened: personal data and rude words hidden) and the
   * character's reply; the first message claims the conversation. The reply is composed before
   * the transaction, so a slow optional language model never holds a lock or a connection.
   */
  async send(owner: ConversationOwner & { key: string }, request: ChatRequestDto, chapter?: ChapterTopic): Promise<ChatReply> {
    const history = await this.latest(this.dataSource.manager, request.sessionId, HISTORY_FOR_REPLY);
    if (!history.every(ownedBy(owner))) throw new NotFoundException(CONVERSATION_NOT_FOUND);
    const answer = await this.replies.reply({
      character: request.character,
      message: request.message,
      history,
      seed: request.sessionId,
      chapter: chapter ? { title: chapter.title, description: chapter.description } : undefined,
    });
    return this.dataSource.transaction(async (manager) => {
      // Two first messages racing for one new conversation: the second waits and then sees the owner.
      await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [request.sessionId]);
      const existing = await manager.find(ChatMessageEntity, {
        select: { ownerKey: true, childProfileId: true },
        where: { sessionId: request.sessionId },
        take: 1,
      });
      if (!existing.every(ownedBy(owner))) throw new NotFoundException(CONVERSATION_NOT_FOUND);
      const common = { sessionId: request.sessionId, ownerKey: owner.key, childProfileId: owner.childId, character: request.character };
      const userMessage = { ...common, id: randomUUID(), message: answer.storedMessage, isUser: true };
      const replyMessage = { ...common, id: randomUUID(), message: answer.reply, isUser: false };
      // Two statements: each row gets its own clock_timestamp(), the reply after the message.
      await manager.insert(ChatMessageEntity, userMessage);
      await manager.insert(ChatMessageEntity, replyMessage);
      return { userMessage: toChatMessage(userMessage), reply: toChatMessage(replyMessage) };
    });
  }

  private async latest(manager: EntityManager, sessionId: string, limit: number): Promise<ChatMessageEntity[]> {
    const rows = await manager.find(ChatMessageEntity, {
      select: { id: true, message: true, isUser: true, ownerKey: true, childProfileId: true },
      where: { sessionId },
      order: { createdAt: 'DESC', isUser: 'ASC' },
      take: limit,
    });
    return rows.reverse();
  }
}
