import { ConflictException, ForbiddenException, Inject, Injectable, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import type { ChapterTopic, CharacterId } from '@universo/contracts';
import type { ChatMessage, ChatReply } from '../apiShapes';
import { randomUUID } from 'node:crypto';
import { characterName } from '../characters/characters';
import { restoreState } from '../engine/storedState';
import { BillingUnavailableError, type ChatViewer, ENTITLEMENT_CHECKER, type EntitlementChecker } from '../entitlements/entitlementChecker';
import { CharacterReplies } from '../replies/characterReplies';
import { CONVERSATION_CHANGED, CONVERSATION_NOT_FOUND, premiumCharacterMessage, premiumUnavailableMessage } from './chat.messages';
import { ConversationCache } from './conversationCache';
import type { ChatRequestDto } from './dto/chatRequest.dto';
import { ConversationStore, type StoredMessage, storedMessage } from './infrastructure/conversationStore';

/** The most a conversation read returns (its latest messages). */
const MAX_MESSAGES_RETURNED = 200;
/**
 * How much of the conversation the reply engine sees: the lines it said (not to repeat them) and,
 * when the last reply carries no usable state, the messages its memory (the child's name, the
 * idea being discussed) is rebuilt from. Either way any replica gives the same answer.
 */
export const HISTORY_FOR_REPLY = 100;
/** A message whose conversation keeps changing under it gets a 409 after this many compositions. */
export const SEND_ATTEMPTS = 3;

/**
 * Who owns a conversation: the owner key (chatOwner.ts) and, for a family, the child who was
 * playing. Another child of the same family reads another child's conversation as not found.
 */
export interface ConversationOwner {
  key: string | null;
  childId: string | null;
}

function ownedBy(owner: ConversationOwner): (row: Pick<StoredMessage, 'ownerKey' | 'childProfileId'>) => boolean {
  return (row) => row.ownerKey === owner.key && (row.childProfileId ?? null) === owner.childId;
}

/**
 * Whether the conversation is the owner's (an empty one is anybody's to start). Every row of a
 * conversation is written after the same check under its lock (chat_append_exchange_after), so
 * they all share one owner and the newest stands for all, as in the database function.
 */
function isOwners(history: readonly StoredMessage[], owner: ConversationOwner): boolean {
  const newest = history.at(-1);
  return !newest || ownedBy(owner)(newest);
}

function toChatMessage(row: Pick<StoredMessage, 'id' | 'message' | 'isUser'>): ChatMessage {
  return { id: row.id, message: row.message, isUser: row.isUser };
}

/** The state stored with the conversation's last reply, if it is one the engine can use. */
function lastState(history: readonly StoredMessage[]): ReturnType<typeof restoreState> {
  const last = history.at(-1);
  return last && !last.isUser ? restoreState(last.state) : null;
}

@Injectable()
export class ChatService {
  constructor(
    private readonly conversations: ConversationStore,
    @Inject(ENTITLEMENT_CHECKER) private readonly entitlements: EntitlementChecker,
    private readonly replies: CharacterReplies,
    private readonly cache: ConversationCache,
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
    const rows = await this.conversations.latest(sessionId, MAX_MESSAGES_RETURNED);
    if (!rows.every(ownedBy(owner))) throw new NotFoundException(CONVERSATION_NOT_FOUND);
    return rows.map(toChatMessage);
  }

  /**
   * Stores the child's message (screened: personal data and rude words hidden) and the
   * character's reply; the first message claims the conversation. The reply is composed before
   * the write, so a slow optional language model never holds a lock or a connection. It is
   * composed from the copy this replica keeps when it has one; the write is refused when the
   * conversation changed since (another replica, another tab, an erasure), and the reply is then
   * composed again from the database, at most SEND_ATTEMPTS times in all.
   */
  async send(owner: ConversationOwner & { key: string }, request: ChatRequestDto, chapter?: ChapterTopic): Promise<ChatReply> {
    const { sessionId } = request;
    let history = this.cache.get(sessionId, Date.now());
    // A copy naming another owner may be outdated (the conversation erased since): the database tells.
    if (history && !isOwners(history, owner)) history = undefined;
    for (let attempt = 1; attempt <= SEND_ATTEMPTS; attempt++) {
      history ??= await this.conversations.latest(sessionId, HISTORY_FOR_REPLY);
      if (!isOwners(history, owner)) throw new NotFoundException(CONVERSATION_NOT_FOUND);
      const answer = await this.replies.reply({
        character: request.character,
        message: request.message,
        history,
        seed: sessionId,
        state: lastState(history),
        chapter: chapter ? { title: chapter.title, description: chapter.description } : undefined,
      });
      const userMessage = { id: randomUUID(), message: answer.storedMessage, isUser: true };
      const replyMessage = { id: randomUUID(), message: answer.reply, isUser: false };
      // Checked again under the conversation's lock: two first messages may have raced for it.
      const outcome = await this.conversations.append(history.at(-1)?.id ?? null, {
        sessionId,
        ownerKey: owner.key,
        childProfileId: owner.childId,
        character: request.character,
        message: { id: userMessage.id, text: userMessage.message },
        reply: { id: replyMessage.id, text: replyMessage.message },
        state: answer.state,
      });
      if (outcome === 'stored') {
        this.cache.keep(
          sessionId,
          history,
          [
            storedMessage(userMessage.id, userMessage.message, true, owner.key, owner.childId, null),
            // As the database gives it back (jsonb), not the engine's own object.
            storedMessage(replyMessage.id, replyMessage.message, false, owner.key, owner.childId, JSON.parse(JSON.stringify(answer.state)) as unknown),
          ],
          Date.now(),
        );
        return { userMessage, reply: replyMessage };
      }
      this.cache.forget(sessionId);
      if (outcome === 'not_owner') throw new NotFoundException(CONVERSATION_NOT_FOUND);
      history = undefined;
    }
    throw new ConflictException(CONVERSATION_CHANGED);
  }
}
