import { CHAT_CONSENT_VERSION, type Child, type FamilyChatResponse } from '@universo/contracts';
import type { ChatReply } from '../src/apiShapes';
import { startTestService, type TestService } from '@universo/service-kit/testing';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { appModule as contentModule } from '../../svc-content/src/app.module';
import { ContentConfig } from '../../svc-content/src/config';
import { GENEROUS_AXXON_LIMITS, LUCIA, MATEO } from '../../svc-content/test/support/axxonService';
import { appModule } from '../src/app.module';
import { CHAT_FAMILY_UNAVAILABLE, CHAT_NEEDS_CHILD } from '../src/chat/chat.messages';
import { ChatConfig } from '../src/config';
import { sendJson, startStubServer, type StubServer } from './stubServer';
import { documentedResponses } from '@universo/openapi/testing';

async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

describe('a family chats as the child who is playing, only once the adult turned chat on (real svc-content)', () => {
  let content: TestService<ContentConfig>;
  let chat: TestService<ChatConfig>;
  // Every answer is checked against svc-chat/openapi.json before the test's own expectations.
  const documented = documentedResponses('chat');
  const http = () => documented(chat.http());
  let billing: StubServer;

  beforeAll(async () => {
    billing = await startStubServer((_request, response) => sendJson(response, 200, { tier: 'free', premium: false, status: null, until: null }));
    content = await startTestService({ name: 'content_chat', schema: ContentConfig, module: contentModule, env: { ...GENEROUS_AXXON_LIMITS } });
    await content.app.listen(0, '127.0.0.1');
    chat = await startTestService({
      name: 'chat_children',
      schema: ChatConfig,
      module: appModule,
      env: { CHAT_RATE_LIMIT: '1000', CHAT_SESSION_RATE_LIMIT: '1000', BILLING_URL: billing.url, CONTENT_URL: await content.app.getUrl() },
    });
  }, 90_000);
  afterAll(async () => {
    await chat?.close();
    await content?.close();
    await billing?.close();
  });

  /** A family (a signed session both services accept) with two children; Lucía plays. */
  async function family(): Promise<{ userId: string; cookie: string; lucia: Child; mateo: Child }> {
    const userId = randomUUID();
    const cookie = content.sessionCookie({ sub: userId });
    const lucia = (await content.http().post('/api/children').set('Cookie', cookie).send(LUCIA).expect(201)).body as Child;
    const mateo = (await content.http().post('/api/children').set('Cookie', cookie).send(MATEO).expect(201)).body as Child;
    return { userId, cookie, lucia, mateo };
  }
  const turnOn = (cookie: string, child: Child) =>
    content.http().post(`/api/children/${child.id}/chat-consent`).set('Cookie', cookie).send({ version: CHAT_CONSENT_VERSION }).expect(200);
  const turnOff = (cookie: string, child: Child) => content.http().delete(`/api/children/${child.id}/chat-consent`).set('Cookie', cookie).expect(200);
  const play = (cookie: string, child: Child) => content.http().post(`/api/children/${child.id}/play`).set('Cookie', cookie).expect(200);
  const send = (cookie: string, sessionId: string, message = 'Hola, ¿cómo ahorro?') =>
    http().post('/api/chat').set('Cookie', cookie).send({ sessionId, character: 'francesca', message });
  const read = (cookie: string, sessionId: string) => http().get('/api/chat').query({ sessionId }).set('Cookie', cookie);

  it("refuses to read or write while the playing child's chat is off, naming the child, and stores nothing", async () => {
    const f = await family();
    const sessionId = randomUUID();
    const refusals = (await chat.metric('universo_chat_messages_total', { outcome: 'consent_refused' })) ?? 0;
    const refused = await send(f.cookie, sessionId).expect(403);
    expect(refused.body).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'El chat con los personajes está apagado para Lucía. Pídele a una persona adulta que lo active en Familia.',
      chatConsent: 'required',
    });
    expect((await read(f.cookie, sessionId).expect(403)).body.chatConsent).toBe('required');
    expect(await chat.query('SELECT 1 FROM chat_messages WHERE session_id = $1', [sessionId])).toHaveLength(0);
    // The message counts as a consent refusal; reading the conversation is no message.
    expect(await chat.metric('universo_chat_messages_total', { outcome: 'consent_refused' })).toBe(refusals + 1);
  });

  it('stores the conversation as the playing child once chat is on; another child cannot read it', async () => {
    const f = await family();
    await turnOn(f.cookie, f.lucia);
    const sessionId = randomUUID();
    const reply = (await send(f.cookie, sessionId).expect(201)).body as ChatReply;
    expect(reply.reply.isUser).toBe(false);
    const rows = await chat.query<{ child_profile_id: string }>('SELECT DISTINCT child_profile_id FROM chat_messages WHERE session_id = $1', [sessionId]);
    expect(rows).toEqual([{ child_profile_id: f.lucia.id }]);
    expect((await read(f.cookie, sessionId).expect(200)).body).toHaveLength(2);

    // Mateo plays: his chat is off (403); turned on, Lucía's conversation is not his (404).
    await play(f.cookie, f.mateo);
    await send(f.cookie, randomUUID()).expect(403);
    await turnOn(f.cookie, f.mateo);
    await read(f.cookie, sessionId).expect(404);
    await send(f.cookie, sessionId, 'Soy yo').expect(404);
    await send(f.cookie, randomUUID(), 'Hola, soy Mateo').expect(201);
  });

  it('obeys the adult at once when chat is turned off', async () => {
    const f = await family();
    await turnOn(f.cookie, f.lucia);
    const sessionId = randomUUID();
    await send(f.cookie, sessionId).expect(201);
    await turnOff(f.cookie, f.lucia);
    await send(f.cookie, sessionId, 'Otra vez').expect(403);
    await read(f.cookie, sessionId).expect(403);
  });

  it("lets the adult read each child's conversations in full and erase one child's only", async () => {
    const f = await family();
    await turnOn(f.cookie, f.lucia);
    await turnOn(f.cookie, f.mateo);
    const hers = randomUUID();
    await send(f.cookie, hers, 'Quiero vender pulseras').expect(201);
    await send(f.cookie, hers, '¿Cuánto cobro?').expect(201);
    await play(f.cookie, f.mateo);
    await send(f.cookie, randomUUID(), 'Hola Francesca').expect(201);

    const lucia = (await http().get(`/api/chat/family/${f.lucia.id}`).set('Cookie', f.cookie).expect(200)).body as FamilyChatResponse;
    expect(lucia.childId).toBe(f.lucia.id);
    expect(lucia.conversations).toHaveLength(1);
    expect(lucia.conversations[0]).toMatchObject({ conversationId: hers, character: 'francesca', characterName: 'Francesca' });
    expect(lucia.conversations[0]!.messages.map((m) => [m.isUser, m.isUser ? m.message : 'respuesta'])).toEqual([
      [true, 'Quiero vender pulseras'],
      [false, 'respuesta'],
      [true, '¿Cuánto cobro?'],
      [false, 'respuesta'],
    ]);
    // Another family reads nothing of Lucía's; a visitor is asked to sign in.
    const stranger = content.sessionCookie({ sub: randomUUID() });
    expect(((await http().get(`/api/chat/family/${f.lucia.id}`).set('Cookie', stranger).expect(200)).body as FamilyChatResponse).conversations).toEqual([]);
    await http().get(`/api/chat/family/${f.lucia.id}`).expect(401);
    await http().get('/api/chat/family/no-es-un-id').set('Cookie', f.cookie).expect(400);
    await http().delete(`/api/chat/family/${f.lucia.id}`).set('Cookie', stranger).expect(204);
    expect(await chat.query('SELECT 1 FROM chat_messages WHERE child_profile_id = $1', [f.lucia.id])).toHaveLength(4);

    await http().delete(`/api/chat/family/${f.lucia.id}`).set('Cookie', f.cookie).expect(204);
    expect(((await http().get(`/api/chat/family/${f.lucia.id}`).set('Cookie', f.cookie).expect(200)).body as FamilyChatResponse).conversations).toEqual([]);
    expect(((await http().get(`/api/chat/family/${f.mateo.id}`).set('Cookie', f.cookie).expect(200)).body as FamilyChatResponse).conversations).toHaveLength(1);
  });

  it('refuses a family without a child profile yet', async () => {
    const cookie = content.sessionCookie({ sub: randomUUID() });
    const refused = await send(cookie, randomUUID()).expect(403);
    expect(refused.body.message).toBe(CHAT_NEEDS_CHILD);
  });

  it('keeps the floating chat for visitors', async () => {
    const res = await http().post('/api/chat').send({ sessionId: randomUUID(), character: 'francesca', message: 'Hola' }).expect(201);
    expect((res.body as ChatReply).reply.isUser).toBe(false);
  });
});

describe("with svc-content down, a family's chat fails closed", () => {
  let chat: TestService<ChatConfig>;
  const documented = documentedResponses('chat');
  const http = () => documented(chat.http());

  beforeAll(async () => {
    chat = await startTestService({
      name: 'chat_content_down',
      schema: ChatConfig,
      module: appModule,
      env: { CONTENT_URL: await closedPortUrl(), CONTENT_TIMEOUT_MS: '500' },
    });
  });
  afterAll(async () => {
    await chat?.close();
  });

  it('answers 503 with a Spanish message to a family, and keeps answering visitors', async () => {
    const cookie = chat.sessionCookie({ sub: randomUUID() });
    const refused = await http().post('/api/chat').set('Cookie', cookie).send({ sessionId: randomUUID(), character: 'francesca', message: 'Hola' }).expect(503);
    expect(refused.body.message).toBe(CHAT_FAMILY_UNAVAILABLE);
    await http().post('/api/chat').send({ sessionId: randomUUID(), character: 'francesca', message: 'Hola' }).expect(201);
  });
});
