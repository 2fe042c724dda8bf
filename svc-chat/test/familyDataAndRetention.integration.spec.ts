import { DAY_MS, FAMILY_GRANT_HEADER, MINUTE_MS, signFamilyGrant } from '@universo/service-kit';
import { startTestService, TEST_SESSION_SECRET, type TestService } from '@universo/service-kit/testing';
import { randomUUID } from 'node:crypto';
import { appModule } from '../src/app.module';
import { ConversationCache } from '../src/chat/conversationCache';
import { ChatConfig } from '../src/config';
import { ChatRetention } from '../src/retention/chatRetention';
import { sendJson, startStubServer, type StubServer } from './stubServer';
import { documentedResponses } from '@universo/openapi/testing';

const PATH = '/internal/family-data';

describe("svc-chat: a family's messages (export, erasure) and the 30-day retention", () => {
  let service: TestService<ChatConfig>;
  // Every answer is checked against svc-chat/openapi.json before the test's own expectations.
  const documented = documentedResponses('chat');
  const http = () => documented(service.http());
  let billing: StubServer;
  let offsetMs = 0;
  const clock = () => new Date(Date.now() + offsetMs);

  beforeAll(async () => {
    billing = await startStubServer((_request, response) => sendJson(response, 200, { tier: 'free', premium: false, status: null, until: null }));
    service = await startTestService({
      name: 'chat',
      schema: ChatConfig,
      module: (config) => appModule(config, { clock }),
      env: { CHAT_RATE_LIMIT: '1000', CHAT_SESSION_RATE_LIMIT: '1000', BILLING_URL: billing.url, RETENTION_INTERVAL_SECONDS: '0' },
    });
  });

  afterAll(async () => {
    await service?.close();
    await billing?.close();
  });

  function family() {
    const userId = randomUUID();
    return { userId, email: `familia.${userId.slice(0, 8)}@example.com`, cookie: service.sessionCookie({ sub: userId }) };
  }

  async function talk(cookie: string | undefined, message: string): Promise<string> {
    const sessionId = randomUUID();
    const req = http().post('/api/chat').send({ sessionId, character: 'francesca', message });
    await (cookie ? req.set('Cookie', cookie) : req).expect(201);
    return sessionId;
  }

  const grant = (f: { userId: string; email: string }, purpose: 'export' | 'erase') =>
    signFamilyGrant({ userId: f.userId, email: f.email }, purpose, TEST_SESSION_SECRET);
  const messagesOf = (sessionId: string) => service.query('SELECT id FROM chat_messages WHERE session_id = $1', [sessionId]);

  it("exports the family's conversations with both sides, and only them", async () => {
    const f = family();
    const mine = await talk(f.cookie, 'Hola Francesca, quiero vender pulseras');
    await talk(family().cookie, 'Hola, soy de otra familia');
    await http().get(PATH).set('Cookie', f.cookie).expect(401);
    const res = await http().get(PATH).set(FAMILY_GRANT_HEADER, grant(f, 'export')).expect(200);
    expect(res.body.service).toBe('chat');
    expect(res.body.data.messages).toEqual([
      expect.objectContaining({ conversation_id: mine, is_user: true, message: 'Hola Francesca, quiero vender pulseras' }),
      expect.objectContaining({ conversation_id: mine, is_user: false, character_id: 'francesca' }),
    ]);
  });

  it("erases the family's messages and keeps everybody else's", async () => {
    const f = family();
    const other = family();
    const mine = await talk(f.cookie, 'Mi secreto es que ahorro monedas');
    const theirs = await talk(other.cookie, 'Hola Francesca');
    const copies = service.app.get(ConversationCache, { strict: false });
    expect(copies.get(mine, Date.now())).toHaveLength(2);
    await http().delete(PATH).set(FAMILY_GRANT_HEADER, grant(f, 'erase')).expect(204);
    await http().delete(`${PATH}/children/${randomUUID()}`).set(FAMILY_GRANT_HEADER, grant(f, 'erase')).expect(204);
    expect(await messagesOf(mine)).toEqual([]);
    expect(await messagesOf(theirs)).toHaveLength(2);
    // This replica's copy of the erased conversation went with it; the other family's stays.
    expect(copies.get(mine, Date.now())).toBeUndefined();
    expect(copies.get(theirs, Date.now())).toHaveLength(2);
  });

  it("deletes messages once they are 30 days old, families' and visitors' alike, on one replica at a time", async () => {
    const retention = service.app.get(ChatRetention);
    const old = await talk(family().cookie, 'Un mensaje viejo');
    const oldVisitor = await talk(undefined, 'Un mensaje viejo de visita');
    const recent = await talk(family().cookie, 'Un mensaje nuevo');
    // Written two days after the old ones (PostgreSQL stamps rows with its own clock).
    await service.query(`UPDATE chat_messages SET created_at = created_at + interval '2 days' WHERE session_id = $1`, [recent]);
    offsetMs = 30 * DAY_MS - MINUTE_MS;
    expect(await retention.sweep()).toBe(0);
    expect(await messagesOf(old)).toHaveLength(2);

    offsetMs = 30 * DAY_MS + MINUTE_MS;
    const [first, second] = await Promise.all([retention.sweep(), retention.sweep()]);
    expect([first, second].filter((n) => n > 0)).toHaveLength(1);
    expect(await messagesOf(old)).toEqual([]);
    expect(await messagesOf(oldVisitor)).toEqual([]);
    expect(await messagesOf(recent)).toHaveLength(2);
  });
});
