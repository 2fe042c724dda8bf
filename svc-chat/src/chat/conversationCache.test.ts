import { ConversationCache } from './conversationCache';
import type { StoredMessage } from './infrastructure/conversationStore';

const row = (id: string, overrides: Partial<StoredMessage> = {}): StoredMessage => ({
  id,
  message: `mensaje ${id}`,
  isUser: id.startsWith('u'),
  ownerKey: 'visitor:a',
  childProfileId: null,
  state: null,
  ...overrides,
});

const cache = (options: Partial<{ maxConversations: number; idleMs: number; limit: number }> = {}) =>
  new ConversationCache({ maxConversations: 3, idleMs: 1000, limit: 4, ...options });

describe('ConversationCache', () => {
  it('keeps what the database holds after an exchange: the rows before and the two new ones, oldest first', () => {
    const c = cache();
    c.keep('s1', [], [row('u1'), row('r1', { state: { memory: 1 } })], 0);
    expect(c.get('s1', 10)?.map((m) => m.id)).toEqual(['u1', 'r1']);
    c.keep('s1', c.get('s1', 10)!, [row('u2'), row('r2', { state: { memory: 2 } })], 10);
    expect(c.get('s1', 20)?.map((m) => m.id)).toEqual(['u1', 'r1', 'u2', 'r2']);
  });

  it('carries a state on the newest row only, as a read of the database does', () => {
    const c = cache();
    c.keep('s1', [], [row('u1'), row('r1', { state: { memory: 1 } })], 0);
    c.keep('s1', c.get('s1', 0)!, [row('u2'), row('r2', { state: { memory: 2 } })], 0);
    expect(c.get('s1', 0)!.map((m) => m.state)).toEqual([null, null, null, { memory: 2 }]);
  });

  it('keeps only the newest `limit` messages of a conversation', () => {
    const c = cache({ limit: 3 });
    c.keep('s1', [row('u1'), row('r1')], [row('u2'), row('r2')], 0);
    expect(c.get('s1', 0)!.map((m) => m.id)).toEqual(['r1', 'u2', 'r2']);
  });

  it('drops the least recently written conversation beyond its size', () => {
    const c = cache({ maxConversations: 2 });
    c.keep('s1', [], [row('u1'), row('r1')], 0);
    c.keep('s2', [], [row('u1'), row('r1')], 0);
    c.keep('s1', c.get('s1', 0)!, [row('u2'), row('r2')], 0);
    c.keep('s3', [], [row('u1'), row('r1')], 0);
    expect(c.size).toBe(2);
    expect(c.get('s2', 0)).toBeUndefined();
    expect(c.get('s1', 0)).toHaveLength(4);
  });

  it('forgets a conversation idle longer than idleMs, when read and when swept', () => {
    const c = cache({ idleMs: 1000 });
    c.keep('s1', [], [row('u1'), row('r1')], 0);
    c.keep('s2', [], [row('u1'), row('r1')], 500);
    expect(c.get('s1', 1000)).toHaveLength(2);
    expect(c.get('s1', 1001)).toBeUndefined();
    c.sweep(1400);
    expect(c.size).toBe(1);
    c.sweep(1501);
    expect(c.size).toBe(0);
  });

  it('forgets one conversation, or every conversation of an owner or of one of its children', () => {
    const c = cache({ maxConversations: 10 });
    const child = (id: string | null) => [row('u1', { ownerKey: 'user:f', childProfileId: id }), row('r1', { ownerKey: 'user:f', childProfileId: id })];
    c.keep('ana', [], child('ana'), 0);
    c.keep('leo', [], child('leo'), 0);
    c.keep('otra', [], [row('u1', { ownerKey: 'user:g' }), row('r1', { ownerKey: 'user:g' })], 0);
    c.keep('visita', [], [row('u1'), row('r1')], 0);
    c.forgetOwner('user:f', 'ana');
    expect([c.get('ana', 0), c.get('leo', 0) !== undefined]).toEqual([undefined, true]);
    c.forgetOwner('user:f');
    expect(c.get('leo', 0)).toBeUndefined();
    c.forget('visita');
    expect(c.size).toBe(1);
    expect(c.get('otra', 0)).toHaveLength(2);
  });
});
