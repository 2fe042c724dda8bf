import { expect, test } from '../support/test';
import type { ChatMessage, ChatReply } from '@universo/platform/api/chat';
import { controlService } from '../support/stackControl';
import { needsStackControl } from '../support/target';

// These journeys take a remote or a service of the suite's own stack down and up again.
needsStackControl();

// A fixed session id keeps the characters' choice of lines reproducible.
const SESSION_ID = '6b0f3c2a-8e41-4d5b-9c7e-1a2b3c4d5e6f';

test('one conversation keeps going across two chat replicas behind the gateway', async ({ request }) => {
  const say = async (message: string) => {
    const response = await request.post('/api/chat', { data: { sessionId: SESSION_ID, character: 'francesca', message } });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as ChatReply).reply.message;
  };

  await say('Hola, me llamo Sofía');
  // Only the second replica is left: it must know the conversation from the database alone.
  await controlService('svc-chat#1', 'stop');
  try {
    const replies = [await say('Quiero vender pulseras'), await say('¿A quién se las puedo vender?'), await say('Estoy un poco triste')];
    expect(replies.some((r) => r.includes('Sofía'))).toBe(true);
    expect(replies.some((r) => r.includes('pulseras'))).toBe(true);
  } finally {
    await controlService('svc-chat#1', 'start');
  }
  await controlService('svc-chat#2', 'stop');
  try {
    // nginx took replica 1 out of rotation while it was down; it returns after fail_timeout.
    await expect.poll(async () => (await request.get(`/api/chat?sessionId=${SESSION_ID}`)).status(), { timeout: 20_000, intervals: [500] }).toBe(200);
    await say('Gracias, Francesca');
    const history = (await (await request.get(`/api/chat?sessionId=${SESSION_ID}`)).json()) as ChatMessage[];
    expect(history.filter((m) => m.isUser).map((m) => m.message)).toEqual([
      'Hola, me llamo Sofía',
      'Quiero vender pulseras',
      '¿A quién se las puedo vender?',
      'Estoy un poco triste',
      'Gracias, Francesca',
    ]);
    expect(history).toHaveLength(10);
  } finally {
    await controlService('svc-chat#2', 'start');
  }
});

test('another visitor cannot read that conversation', async ({ playwright, baseURL }) => {
  const stranger = await playwright.request.newContext({ baseURL });
  try {
    const response = await stranger.get(`/api/chat?sessionId=${SESSION_ID}`);
    expect([200, 404]).toContain(response.status());
    if (response.status() === 200) expect(await response.json()).toEqual([]);
  } finally {
    await stranger.dispose();
  }
});
