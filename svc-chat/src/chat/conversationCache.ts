import type { OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { type StoredMessage, storedMessage } from './infrastructure/conversationStore';

/** How many conversations one replica keeps at most (the least recently used go first). */
export const CACHED_CONVERSATIONS = 500;
/**
 * How long a conversation nobody writes to stays in memory. A child writes every few seconds to
 * a minute; a conversation erased in the database (by its family, or by retention) leaves this
 * replica's memory within this time even when no one writes to it again.
 */
export const CACHE_IDLE_MS = 5 * 60_000;
/** How often the copies of idle conversations are dropped while the service runs. */
const SWEEP_EVERY_MS = 60_000;

interface Entry {
  messages: readonly StoredMessage[];
  usedAt: number;
}

/**
 * The latest messages of the conversations this replica answered last, so that a message
 * usually costs one database round trip (the write) instead of two. It is never the source of
 * truth: every write names the newest message it was answered from, and the database refuses it
 * (`stale`) when another replica, a second tab or an erasure changed the conversation meanwhile;
 * the caller then forgets the copy and reads the conversation again.
 */
export class ConversationCache implements OnModuleInit, OnModuleDestroy {
  private readonly entries = new Map<string, Entry>();
  private sweeper: NodeJS.Timeout | undefined;

  /** limit: the most messages kept of one conversation (what the reply engine reads of it). */
  constructor(private readonly options: { maxConversations: number; idleMs: number; limit: number }) {}

  onModuleInit(): void {
    this.sweeper = setInterval(() => this.sweep(Date.now()), SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }

  /** The conversation's latest messages, oldest first, or undefined when not kept (or idle too long). */
  get(sessionId: string, now: number): readonly StoredMessage[] | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (now - entry.usedAt > this.options.idleMs) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry.messages;
  }

  /**
   * Keeps the conversation after an exchange the database accepted: what it held before plus
   * the two new rows, cut to the newest `limit`. As in a read from the database, only the newest
   * row carries a state.
   */
  keep(sessionId: string, before: readonly StoredMessage[], added: readonly StoredMessage[], now: number): void {
    const messages = [...before, ...added].slice(-this.options.limit);
    // Only the row that was newest before can carry a state (every row was kept this way).
    const previous = messages.length - added.length - 1;
    const newest = messages[previous];
    if (newest && newest.state != null) {
      messages[previous] = storedMessage(newest.id, newest.message, newest.isUser, newest.ownerKey, newest.childProfileId, null);
    }
    // Re-inserting moves the conversation to the end: Map order is the recency order.
    this.entries.delete(sessionId);
    this.entries.set(sessionId, { messages, usedAt: now });
    while (this.entries.size > this.options.maxConversations) {
      this.entries.delete(this.entries.keys().next().value!);
    }
  }

  forget(sessionId: string): void {
    this.entries.delete(sessionId);
  }

  /** Forgets every conversation of an owner (and, when given, of one of its children). */
  forgetOwner(ownerKey: string, childId?: string): void {
    for (const [sessionId, { messages }] of this.entries) {
      const first = messages[0];
      if (first && first.ownerKey === ownerKey && (childId === undefined || first.childProfileId === childId)) this.entries.delete(sessionId);
    }
  }

  /** Drops the conversations idle longer than idleMs (run every minute, so none lingers unread). */
  sweep(now: number): void {
    for (const [sessionId, entry] of this.entries) {
      if (now - entry.usedAt > this.options.idleMs) this.entries.delete(sessionId);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
