import { ConflictException, NotFoundException } from '@nestjs/common';
import type { EntitlementChecker } from '../entitlements/entitlementChecker';
import type { CharacterReplies } from '../replies/characterReplies';
import { ChatService, SEND_ATTEMPTS } from './chat.service';
import { ConversationCache } from './conversationCache';
import type { AppendOutcome, ConversationStore, StoredMessage } from './infrastructure/conversationStore';

// The rule of ChatService.send around the database's answer (stored, stale, not_owner); the
// database function itself and the replicas are covered by test/chat.integration.spec.ts.
function serviceWith(outcomes: AppendOutcome[]) {
  const reads: string[] = [];
  const afters: (string | null)[] = [];
  const store = {
    latest: async (sessionId: string): Promise<StoredMessage[]> => {
      reads.push(sessionId);
      return [];
    },
    append: async (after: string | null): Promise<AppendOutcome> => {
      afters.push(after);
      return outcomes.shift() ?? 'stored';
    },
  } as unknown as ConversationStore;
  const replies = {
    reply: async () => ({ storedMessage: 'hola', reply: '¡Hola!', state: { memory: { name: null, idea: null, goal: null } } }),
  } as unknown as CharacterReplies;
  const cache = new ConversationCache({ maxConversations: 10, idleMs: 60_000, limit: 100 });
  const service = new ChatService(store, {} as EntitlementChecker, replies, cache);
  return { service, cache, reads, afters };
}

const owner = { key: 'visitor:a', childId: null };
const request = { sessionId: '3f2b8c1e-6d4a-4b7e-9a10-2c5d8e7f6a01', character: 'francesca' as const, message: 'hola' };

describe('ChatService.send', () => {
  it('answers the next message from its copy: one write, no read', async () => {
    const { service, reads, afters } = serviceWith([]);
    const first = await service.send(owner, request);
    await service.send(owner, request);
    expect(reads).toHaveLength(1);
    expect(afters).toEqual([null, first.reply.id]);
  });

  it('reads the conversation again when the database says it changed, and forgets its copy', async () => {
    const { service, cache, reads } = serviceWith(['stale']);
    await service.send(owner, request);
    expect(reads).toHaveLength(2);
    expect(cache.get(request.sessionId, Date.now())).toHaveLength(2);
  });

  it(`gives up with a 409 in Spanish after ${SEND_ATTEMPTS} compositions, keeping no copy`, async () => {
    const { service, cache, afters } = serviceWith(Array<AppendOutcome>(SEND_ATTEMPTS).fill('stale'));
    await expect(service.send(owner, request)).rejects.toThrow(
      new ConflictException('La conversación cambió mientras preparábamos la respuesta. Envía tu mensaje otra vez.'),
    );
    expect(afters).toHaveLength(SEND_ATTEMPTS);
    expect(cache.size).toBe(0);
  });

  it('asks the database when its copy names another owner (the conversation may have been erased since)', async () => {
    const { service, reads, afters } = serviceWith([]);
    await service.send(owner, request);
    await service.send({ key: 'visitor:b', childId: null }, request);
    expect(reads).toHaveLength(2);
    expect(afters.at(-1)).toBeNull();
  });

  it('answers 404 when the conversation turned out to be someone else’s', async () => {
    const { service, cache } = serviceWith(['not_owner']);
    await expect(service.send(owner, request)).rejects.toBeInstanceOf(NotFoundException);
    expect(cache.size).toBe(0);
  });
});
