import type { ChatMessage, ChatReply } from '../src/apiShapes';
import { createServiceApp, TOO_MANY_REQUESTS_MESSAGE } from '@universo/service-kit';
import type { FastifyInstance } from 'fastify';
import { startTestService, suiteOf, type TestService } from '@universo/service-kit/testing';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { Response } from 'supertest';
import { appModule } from '../src/app.module';
import { ChatConfig } from '../src/config';
import { PERSONAS } from '../src/engine/persona';
import { sendJson, startStubServer, type StubServer } from './stubServer';
import { documentedResponses } from '@universo/openapi/testing';

function visitorCookieOf(res: Response): string {
  const header = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const cookie = header.find((c) => c.startsWith('uf_chat_visitor='));
  if (!cookie) throw new Error('no visitor cookie was set');
  return cookie.split(';')[0]!;
}

function setCookies(res: Response): string[] {
  return ([] as string[]).concat(res.headers['set-cookie'] ?? []);
}

/** svc-chat's write of an exchange, called straight (migration 1795216801700). */
const APPEND_AFTER = 'SELECT chat_append_exchange_after($1, $2, $3, NULL, $4, $5, $6, $7, $8, NULL) AS outcome';
const appendArgs = (after: string | null, sessionId: string, owner: string) => [
  after,
  sessionId,
  owner,
  'francesca',
  randomUUID(),
  'hola',
  randomUUID(),
  '¡Hola!',
];

/** A second svc-chat on the same database (another replica), for `use`; closed afterwards. */
async function withReplica(config: ChatConfig, use: (replica: FastifyInstance) => Promise<void>): Promise<void> {
  const app = await createServiceApp(appModule(config), { logger: false });
  await app.init();
  const replica = app.getHttpAdapter().getInstance() as FastifyInstance;
  await replica.ready();
  try {
    await use(replica);
  } finally {
    await app.close();
  }
}

/** svc-chat with `env` for the calling describe block; every answer through `http()` checked against svc-chat/openapi.json. */
function chatSuite(env: Record<string, string>): { service: TestService<ChatConfig>; http: () => ReturnType<TestService<ChatConfig>['http']> } {
  const service = suiteOf(() => startTestService({ name: 'chat', schema: ChatConfig, module: appModule, env }));
  const documented = documentedResponses('chat');
  return { service, http: () => documented(service.http()) };
}

describe('chat API', () => {
  let service: TestService<ChatConfig>;
  // Every answer is checked against svc-chat/openapi.json before the test's own expectations.
  const documented = documentedResponses('chat');
  const http = () => documented(service.http());
  /** svc-billing's entitlement endpoint: nobody is premium here (premium access: entitlements spec). */
  let billing: StubServer;

  const post = (body: object, cookie?: string) => {
    const req = http().post('/api/chat').send(body);
    return cookie ? req.set('Cookie', cookie) : req;
  };
  const get = (sessionId: string, cookie?: string) => {
    const req = http().get('/api/chat').query({ sessionId });
    return cookie ? req.set('Cookie', cookie) : req;
  };
  const count = async () => Number((await service.query<{ n: string }>('SELECT count(*) AS n FROM chat_messages'))[0]!.n);

  beforeAll(async () => {
    billing = await startStubServer((_request, response) => sendJson(response, 200, { tier: 'free', premium: false, status: null, until: null }));
    // High limits: this suite is about the rules, the next one about the limits.
    service = await startTestService({
      name: 'chat',
      schema: ChatConfig,
      module: appModule,
      env: { CHAT_RATE_LIMIT: '1000', CHAT_SESSION_RATE_LIMIT: '1000', BILLING_URL: billing.url },
    });
  });

  afterAll(async () => {
    await service?.close();
    await billing?.close();
  });

  describe('a visitor talking to Francesca', () => {
    const sessionId = randomUUID();
    let cookie: string;

    it('stores the message and Francesca’s reply, and sets the visitor cookie', async () => {
      const replies = (await service.metric('universo_chat_messages_total', { outcome: 'reply' })) ?? 0;
      const res = await post({ sessionId, character: 'francesca', message: '  Hola Francesca  ' }).expect(201);
      expect(await service.metric('universo_chat_messages_total', { outcome: 'reply', service: 'svc-chat' })).toBe(replies + 1);
      const body = res.body as ChatReply;
      expect(Object.keys(body).sort()).toEqual(['reply', 'userMessage']);
      expect(body.userMessage).toEqual({ id: expect.any(String), message: 'Hola Francesca', isUser: true });
      expect(body.reply).toEqual({ id: expect.any(String), message: expect.stringMatching(/Hola|alegría/), isUser: false });
      const raw = setCookies(res).find((c) => c.startsWith('uf_chat_visitor='))!;
      expect(raw).toMatch(/HttpOnly/);
      expect(raw).toMatch(/SameSite=Lax/);
      expect(raw).toMatch(/Path=\/api\/chat/);
      expect(raw).not.toMatch(/Secure/);
      cookie = visitorCookieOf(res);
      const rows = await service.query<{ owner_key: string }>('SELECT owner_key FROM chat_messages WHERE session_id = $1', [sessionId]);
      expect(rows).toHaveLength(2);
      expect(rows[0]!.owner_key).not.toContain(cookie.split('=')[1]);
    });

    it('keeps the same cookie and answers about the child’s topic', async () => {
      const res = await post({ sessionId, character: 'francesca', message: '¿Cómo puedo ahorrar?' }, cookie).expect(201);
      expect(setCookies(res).some((c) => c.startsWith('uf_chat_visitor='))).toBe(false);
      expect((res.body as ChatReply).reply.message).toMatch(/ahorr/i);
    });

    it('reads the conversation back oldest first, with the contract shape', async () => {
      const res = await get(sessionId, cookie).expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const messages = res.body as ChatMessage[];
      expect(messages.map((m) => m.isUser)).toEqual([true, false, true, false]);
      expect(messages[0]!.message).toBe('Hola Francesca');
      expect(messages[2]!.message).toBe('¿Cómo puedo ahorrar?');
      for (const m of messages) expect(Object.keys(m).sort()).toEqual(['id', 'isUser', 'message']);
    });

    it('answers an empty list for a conversation that has not started', async () => {
      expect((await get(randomUUID(), cookie).expect(200)).body).toEqual([]);
      expect((await get(randomUUID()).expect(200)).body).toEqual([]);
    });

    it('hides the conversation from another visitor, from a browser without cookie and from a user', async () => {
      const other = visitorCookieOf(await post({ sessionId: randomUUID(), character: 'francesca', message: 'hola' }).expect(201));
      const before = await count();
      for (const foreign of [other, undefined, service.sessionCookie({ sub: 'user-x' })]) {
        const res = await get(sessionId, foreign).expect(404);
        expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'No encontramos esta conversación.' });
        await post({ sessionId, character: 'francesca', message: 'soy otra persona' }, foreign).expect(404);
      }
      expect(await count()).toBe(before);
    });

    it('gives a new conversation to the first of two strangers writing to it at once, and nothing to the second', async () => {
      // Straight to the database function, with the first writer's transaction held open, so the
      // race is certain rather than a matter of timing.
      const raced = randomUUID();
      const first = new Client({ connectionString: service.databaseUrl });
      await first.connect();
      try {
        await first.query('BEGIN');
        expect((await first.query<{ outcome: string }>(APPEND_AFTER, appendArgs(null, raced, 'user:racer-a'))).rows[0]!.outcome).toBe('stored');
        const second = service.query<{ outcome: string }>(APPEND_AFTER, appendArgs(null, raced, 'user:racer-b'));
        await new Promise((resolve) => setTimeout(resolve, 200));
        await first.query('COMMIT');
        expect((await second)[0]!.outcome).toBe('not_owner');
      } finally {
        await first.end();
      }
      const owners = await service.query<{ owner_key: string; n: string }>(
        'SELECT owner_key, count(*) AS n FROM chat_messages WHERE session_id = $1 GROUP BY owner_key',
        [raced],
      );
      expect(owners).toEqual([{ owner_key: 'user:racer-a', n: '2' }]);
    });

    it('stores an exchange only after the newest message it was composed after, and nothing when the conversation changed', async () => {
      const conversation = randomUUID();
      const owner = 'user:after';
      const outcome = async (after: string | null) =>
        (await service.query<{ outcome: string }>(APPEND_AFTER, appendArgs(after, conversation, owner)))[0]!.outcome;
      const newest = async () =>
        (
          await service.query<{ id: string }>('SELECT id FROM chat_messages WHERE session_id = $1 ORDER BY created_at DESC, is_user ASC LIMIT 1', [
            conversation,
          ])
        )[0]?.id ?? null;
      expect(await outcome(randomUUID())).toBe('stale');
      expect(await outcome(null)).toBe('stored');
      const reply = await newest();
      expect(await outcome(null)).toBe('stale');
      expect(await outcome(randomUUID())).toBe('stale');
      expect(await outcome(reply)).toBe('stored');
      expect(await outcome(reply)).toBe('stale');
      expect(await service.query('SELECT 1 FROM chat_messages WHERE session_id = $1', [conversation])).toHaveLength(4);
    });

    it('accepts a message of exactly 500 characters', async () => {
      await post({ sessionId, character: 'francesca', message: 'a'.repeat(500) }, cookie).expect(201);
    });
  });

  describe('a logged-in user', () => {
    it('owns the conversation by user id, without a visitor cookie', async () => {
      const sessionId = randomUUID();
      const mine = service.sessionCookie({ sub: 'user-1' });
      const res = await post({ sessionId, character: 'francesca', message: 'hola' }, mine).expect(201);
      expect(setCookies(res)).toEqual([]);
      // Another login of the same user (another device) reads it; another user does not.
      expect((await get(sessionId, service.sessionCookie({ sub: 'user-1', sid: 'other-device' })).expect(200)).body).toHaveLength(2);
      await get(sessionId, service.sessionCookie({ sub: 'user-2' })).expect(404);
    });
  });

  describe('premium characters', () => {
    it.each([
      ['chispas', 'Chispas'],
      ['sombra', 'Sombra'],
      ['leo', 'Leo'],
      ['don_ramon', 'Don Ramón'],
      ['don_ernesto', 'Don Ernesto'],
    ])('answers 403 for %s and stores nothing', async (character, name) => {
      const before = await count();
      const refusals = (await service.metric('universo_chat_messages_total', { outcome: 'premium_refused' })) ?? 0;
      const replies = await service.metric('universo_chat_messages_total', { outcome: 'reply' });
      const res = await post({ sessionId: randomUUID(), character, message: 'hola' }, service.sessionCookie({ sub: 'user-1' })).expect(403);
      expect(await service.metric('universo_chat_messages_total', { outcome: 'premium_refused' })).toBe(refusals + 1);
      expect(await service.metric('universo_chat_messages_total', { outcome: 'reply' })).toBe(replies);
      expect(res.body).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        message: `Chatear con ${name} es parte del Plan Emprendedor Mágico.`,
      });
      expect(await count()).toBe(before);
    });
  });

  describe('safety for children', () => {
    const talk = async (message: string, sessionId = randomUUID(), cookie?: string) =>
      (await post({ sessionId, character: 'francesca', message }, cookie).expect(201)).body as ChatReply;
    const stored = async (sessionId: string) =>
      (await service.query<{ message: string }>('SELECT message FROM chat_messages WHERE session_id = $1 AND is_user', [sessionId])).map((r) => r.message);

    it.each([
      ['mi número es 300 123 4567', /300/],
      ['llámame al +57 3001234567', /3001234567/],
      ['mi correo es sofi.perez@gmail.com', /sofi|gmail/],
      ['vivo en la calle 45 # 12-30', /45|12-30/],
      ['vivo en la carrera 7 numero 20', /carrera 7|20/],
      ['estudio en el colegio San José y me llamo Ana María Pérez', /San José|Pérez/],
      // Issue 14: a dotted identity number and a phone said in words were stored as written.
      ['mi tarjeta de identidad es 1.023.456.789', /1\.023|456\.789/],
      ['mi número es tres cero cero uno dos tres cuatro cinco seis siete', /cero cero|cinco seis siete/],
    ])('stores %p with the personal data hidden, and explains kindly', async (message, data) => {
      const sessionId = randomUUID();
      const body = await talk(message, sessionId);
      expect(body.userMessage.message).toContain('[dato personal oculto]');
      expect(body.userMessage.message).not.toMatch(data);
      expect(await stored(sessionId)).toEqual([body.userMessage.message]);
      expect(body.reply.message).toMatch(/dato|secreto/);
      expect(body.reply.message).not.toMatch(data);
      const raw = await service.query('SELECT id FROM chat_messages WHERE message LIKE $1', [`%${message.slice(-8)}%`]);
      expect(raw).toEqual([]);
    });

    it('does not store or echo rude words, and answers calmly', async () => {
      const sessionId = randomUUID();
      const body = await talk('eres una tonta', sessionId);
      expect(body.userMessage.message).toBe('eres una ***');
      expect(await stored(sessionId)).toEqual(['eres una ***']);
      expect(PERSONAS.francesca.replies.unsafe).toContain(body.reply.message);
    });

    it('says it is a story character in a program when asked', async () => {
      const body = await talk('¿eres real?');
      expect(body.reply.message).toMatch(/personaje/);
      expect(body.reply.message).toMatch(/programa/);
    });

    it('remembers the child’s name from the stored conversation, on any replica', async () => {
      await withReplica(service.config, async (replica) => {
        const sessionId = randomUUID();
        const cookie = service.sessionCookie({ sub: 'memory-user' });
        const onReplica = async (message: string) => {
          const res = await replica.inject({
            method: 'POST',
            url: '/api/chat',
            headers: { cookie },
            payload: { sessionId, character: 'francesca', message },
          });
          expect(res.statusCode).toBe(201);
          return (res.json() as ChatReply).reply.message;
        };
        expect((await talk('me llamo Sofía', sessionId, cookie)).reply.message).toContain('Sofía');
        expect(await onReplica('quiero vender pulseras')).toContain('vender pulseras');
        expect((await talk('a mis vecinos', sessionId, cookie)).reply.message).toContain('vender pulseras');
        expect(await onReplica('hola otra vez')).toContain('Sofía');
      });
    });

    it('starts again when the conversation was erased in the database, though this replica kept a copy', async () => {
      const sessionId = randomUUID();
      const cookie = service.sessionCookie({ sub: 'erased-user' });
      expect((await talk('me llamo Sofía', sessionId, cookie)).reply.message).toContain('Sofía');
      await service.query('DELETE FROM chat_messages WHERE session_id = $1', [sessionId]);
      expect((await talk('hola otra vez', sessionId, cookie)).reply.message).not.toContain('Sofía');
      const rows = await service.query<{ message: string }>('SELECT message FROM chat_messages WHERE session_id = $1 ORDER BY created_at', [sessionId]);
      expect(rows.map((r) => r.message)[0]).toBe('hola otra vez');
      expect(rows).toHaveLength(2);
    });

    it('keeps the memory with each reply, and replays the messages when a stored state is missing or unusable', async () => {
      const sessionId = randomUUID();
      const cookie = service.sessionCookie({ sub: 'state-user' });
      await talk('me llamo Sofía', sessionId, cookie);
      const [stored] = await service.query<{ state: { memory: { name: string } } }>('SELECT state FROM chat_messages WHERE session_id = $1 AND NOT is_user', [
        sessionId,
      ]);
      expect(stored!.state.memory.name).toBe('Sofía');
      for (const broken of [null, '{"memory": "roto"}']) {
        await service.query('UPDATE chat_messages SET state = $2::jsonb WHERE session_id = $1', [sessionId, broken]);
        // A replica without a copy of the conversation in memory reads the broken state.
        await withReplica(service.config, async (replica) => {
          const res = await replica.inject({
            method: 'POST',
            url: '/api/chat',
            headers: { cookie },
            payload: { sessionId, character: 'francesca', message: 'hola otra vez' },
          });
          expect(res.statusCode).toBe(201);
          expect((res.json() as ChatReply).reply.message).toContain('Sofía');
        });
      }
    });

    it('does not give the identical answer twice to the same question', async () => {
      const sessionId = randomUUID();
      const cookie = service.sessionCookie({ sub: 'repeat-user' });
      const first = (await talk('¿cómo puedo ahorrar?', sessionId, cookie)).reply.message;
      const second = (await talk('¿cómo puedo ahorrar?', sessionId, cookie)).reply.message;
      expect(second).not.toBe(first);
    });
  });

  describe('invalid input', () => {
    const valid = { sessionId: randomUUID(), character: 'francesca', message: 'hola' };

    it.each([
      ['an unknown character', { ...valid, character: 'pikachu' }, /character debe ser uno de/],
      ['a blank message', { ...valid, message: '   \n ' }, /Escribe un mensaje/],
      ['an empty message', { ...valid, message: '' }, /Escribe un mensaje/],
      ['a message over 500 characters', { ...valid, message: 'a'.repeat(501) }, /500 caracteres/],
      ['a message that is not text', { ...valid, message: 42 }, /debe ser un texto/],
      ['a control character', { ...valid, message: 'hola\u0000' }, /caracteres no válidos/],
      ['a malformed sessionId', { ...valid, sessionId: 'abc' }, /sessionId/],
      ['a missing sessionId', { character: 'francesca', message: 'hola' }, /sessionId/],
      ['an unknown field', { ...valid, isUser: false }, /"isUser" no está permitido/],
      ['an array', [valid], /.+/],
    ])('answers 400 for %s and stores nothing', async (_case, body, message) => {
      const before = await count();
      const res = await post(body).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.stringMatching(message) });
      expect(setCookies(res)).toEqual([]);
      expect(await count()).toBe(before);
    });

    it('answers 400 for a body that is not JSON', async () => {
      const before = await count();
      await http().post('/api/chat').set('Content-Type', 'application/json').send('{"sessionId":').expect(400);
      expect(await count()).toBe(before);
    });

    it.each([['abc'], ['']])('answers 400 for GET with sessionId %p', async (sessionId) => {
      await get(sessionId).expect(400);
    });

    it('answers 400 for GET without sessionId or with unknown parameters', async () => {
      await http().get('/api/chat').expect(400);
      await http().get('/api/chat').query({ sessionId: randomUUID(), extra: '1' }).expect(400);
    });

    it('refuses a message sent from another site', async () => {
      await post(valid).set('Origin', 'https://evil.example').set('Host', 'localhost:8080').expect(403);
    });
  });
});

describe('chat API rate limit and replicas', () => {
  const { service, http } = chatSuite({ CHAT_RATE_LIMIT: '3', CHAT_SESSION_RATE_LIMIT: '3', CHAT_RATE_WINDOW_SECONDS: '60', COOKIE_SECURE: 'true' });

  const send = (ip: string, sessionId = randomUUID(), cookie?: string) => {
    const req = service.http().post('/api/chat').set('X-Forwarded-For', ip).send({ sessionId, character: 'francesca', message: 'hola' });
    return cookie ? req.set('Cookie', cookie) : req;
  };

  it('marks the visitor cookie Secure when cookies are secure', async () => {
    const res = await send('10.0.0.1').expect(201);
    expect(([] as string[]).concat(res.headers['set-cookie'] ?? []).join()).toMatch(/Secure/);
  });

  it('answers 429 in JSON over the limit, stores nothing, and counts each client apart', async () => {
    for (let i = 0; i < 3; i++) await send('10.0.0.2').expect(201);
    const before = (await service.query('SELECT id FROM chat_messages')).length;
    const limited = (await service.metric('universo_chat_messages_total', { outcome: 'rate_limited' })) ?? 0;
    const res = await send('10.0.0.2').expect(429);
    expect(await service.metric('universo_chat_messages_total', { outcome: 'rate_limited' })).toBe(limited + 1);
    expect(res.body).toEqual({ statusCode: 429, error: 'Too Many Requests', message: TOO_MANY_REQUESTS_MESSAGE });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await service.query('SELECT id FROM chat_messages')).length).toBe(before);
    // Another network, and a logged-in family on the same network, still write.
    await send('10.0.0.3').expect(201);
    await send('10.0.0.2', randomUUID(), service.sessionCookie({ sub: 'user-9' })).expect(201);
    // Reads are not limited.
    await http().get('/api/chat').set('X-Forwarded-For', '10.0.0.2').query({ sessionId: randomUUID() }).expect(200);
  });

  it('limits one conversation whoever writes to it, with a 429 in Spanish', async () => {
    // One visitor writing from four networks: each network stays under its own limit, the conversation does not.
    const sessionId = randomUUID();
    const first = await send('10.0.1.1', sessionId).expect(201);
    const cookie = ([] as string[]).concat(first.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
    await send('10.0.1.2', sessionId, cookie).expect(201);
    await send('10.0.1.3', sessionId, cookie).expect(201);
    const before = (await service.query('SELECT id FROM chat_messages')).length;
    const res = await send('10.0.1.4', sessionId, cookie).expect(429);
    expect(res.body).toEqual({ statusCode: 429, error: 'Too Many Requests', message: TOO_MANY_REQUESTS_MESSAGE });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await service.query('SELECT id FROM chat_messages')).length).toBe(before);
    // The same visitor, from that network, still writes in another conversation.
    await send('10.0.1.4', randomUUID(), cookie).expect(201);
  });

  it('shares conversations and limits between replicas (what a replica keeps in memory is checked against the database)', async () => {
    await withReplica(service.config, async (replica) => {
      const sessionId = randomUUID();
      const first = await send('10.0.0.4', sessionId).expect(201);
      const cookie = ([] as string[]).concat(first.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
      const read = await replica.inject({ method: 'GET', url: `/api/chat?sessionId=${sessionId}`, headers: { cookie } });
      expect(read.statusCode).toBe(200);
      expect(read.json()).toHaveLength(2);
      const write = () =>
        replica.inject({
          method: 'POST',
          url: '/api/chat',
          headers: { cookie, 'x-forwarded-for': '10.0.0.4' },
          payload: { sessionId, character: 'francesca', message: 'quiero ahorrar' },
        });
      expect((await write()).statusCode).toBe(201);
      expect((await write()).statusCode).toBe(201);
      expect((await write()).statusCode).toBe(429);
    });
  });
});

describe('chat API with the limits lifted for the load benchmark (CHAT_RATE_LIMIT_OFF=true, never in production)', () => {
  const { http } = chatSuite({ CHAT_RATE_LIMIT: '1', CHAT_SESSION_RATE_LIMIT: '1', CHAT_RATE_WINDOW_SECONDS: '60', CHAT_RATE_LIMIT_OFF: 'true' });

  it('answers every message from one address to one conversation', async () => {
    const sessionId = randomUUID();
    let cookie = '';
    for (let i = 0; i < 4; i++) {
      const request = http().post('/api/chat').set('X-Forwarded-For', '10.9.0.1');
      const res = await (cookie ? request.set('Cookie', cookie) : request).send({ sessionId, character: 'francesca', message: 'hola' }).expect(201);
      // The visitor's conversation belongs to the cookie its first message received.
      cookie ||= ([] as string[]).concat(res.headers['set-cookie'] ?? [])[0]?.split(';')[0] ?? '';
    }
  });
});
