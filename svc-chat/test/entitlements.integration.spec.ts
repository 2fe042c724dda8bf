import type { EntitlementResponse } from '@universo/contracts';
import type { ChatReply } from '../src/apiShapes';
import { startTestService, type TestService } from '@universo/service-kit/testing';
import { randomUUID } from 'node:crypto';
import { appModule } from '../src/app.module';
import { ChatConfig } from '../src/config';
import { PERSONAS } from '../src/engine/persona';
import { sendJson, sessionSubject, startStubServer, type StubServer } from './stubServer';

/**
 * svc-chat against a stub of svc-billing's GET /api/billing/entitlement. The stub answers by the
 * user id in the forwarded session cookie: premium-*, basic-* (not premium), revoked-* (401),
 * broken-* (500), slow-* (answers after the timeout), nonsense-* (no "premium" field).
 */
describe('premium characters, decided by billing', () => {
  let billing: StubServer;
  let service: TestService<ChatConfig>;

  const callsFor = (user: string) => billing.requests.filter((r) => sessionSubject(r.headers.cookie) === user).length;
  const chat = (character: string, cookie?: string, message = 'hola') => {
    const req = service.http().post('/api/chat').send({ sessionId: randomUUID(), character, message });
    return cookie ? req.set('Cookie', cookie) : req;
  };
  const as = (sub: string) => `${service.sessionCookie({ sub })}; uf_chat_visitor=${'v'.repeat(43)}; otro=1`;

  beforeAll(async () => {
    billing = await startStubServer(async (request, response) => {
      const user = sessionSubject(request.headers.cookie) ?? '';
      if (request.url !== '/api/billing/entitlement' || request.method !== 'GET') return sendJson(response, 404, {});
      const answer = (premium: boolean): EntitlementResponse => ({
        tier: premium ? 'premium' : 'free',
        premium,
        status: premium ? 'authorized' : null,
        until: null,
      });
      if (user.startsWith('premium-')) return sendJson(response, 200, answer(true));
      if (user.startsWith('basic-')) return sendJson(response, 200, answer(false));
      if (user.startsWith('revoked-')) return sendJson(response, 401, { statusCode: 401, error: 'Unauthorized', message: 'Inicia sesión para continuar.' });
      if (user.startsWith('broken-')) return sendJson(response, 500, { statusCode: 500 });
      if (user.startsWith('nonsense-')) return sendJson(response, 200, { ok: true });
      if (user.startsWith('slow-')) {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        return sendJson(response, 200, answer(true));
      }
      return sendJson(response, 200, answer(false));
    });
    service = await startTestService({
      name: 'chat',
      schema: ChatConfig,
      module: appModule,
      env: { BILLING_URL: `${billing.url}/`, ENTITLEMENT_TIMEOUT_MS: '300', CHAT_RATE_LIMIT: '1000', CHAT_SESSION_RATE_LIMIT: '1000' },
    });
  });

  afterAll(async () => {
    await service?.close();
    await billing?.close();
  });

  it('lets a premium user chat with the five premium characters, in character', async () => {
    for (const character of ['chispas', 'sombra', 'leo', 'don_ramon', 'don_ernesto'] as const) {
      const res = await chat(character, as('premium-1'), '¿cómo puedo ahorrar?').expect(201);
      expect(PERSONAS[character].replies.saving).toContain((res.body as ChatReply).reply.message);
    }
  });

  it('forwards only the session cookie, and caches the answer per user', async () => {
    expect(callsFor('premium-1')).toBe(1);
    const request = billing.requests.find((r) => sessionSubject(r.headers.cookie) === 'premium-1')!;
    expect(request.headers.cookie).toMatch(/^uf_session=[^;]+$/);
    await chat('leo', as('premium-1')).expect(201);
    expect(callsFor('premium-1')).toBe(1);
  });

  it.each([['basic-1'], ['revoked-1']])('answers 403 in Spanish to %s, and caches that too', async (user) => {
    const res = await chat('don_ramon', as(user)).expect(403);
    expect(res.body).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Chatear con Don Ramón es parte del Plan Emprendedor Mágico.' });
    await chat('chispas', as(user)).expect(403);
    expect(callsFor(user)).toBe(1);
  });

  it('never asks billing about visitors: they are not premium', async () => {
    const before = billing.requests.length;
    const res = await chat('sombra').expect(403);
    expect((res.body as { message: string }).message).toBe('Chatear con Sombra es parte del Plan Emprendedor Mágico.');
    expect(billing.requests.length).toBe(before);
  });

  it('never asks billing about Francesca', async () => {
    const before = billing.requests.length;
    await chat('francesca', as('basic-2')).expect(201);
    expect(billing.requests.length).toBe(before);
  });

  it.each([['broken-1'], ['nonsense-1'], ['slow-1']])('fails closed with 503 when billing cannot answer (%s), and retries later', async (user) => {
    const started = Date.now();
    const res = await chat('chispas', as(user)).expect(503);
    expect(Date.now() - started).toBeLessThan(1200);
    expect(res.body).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'Ahora no podemos comprobar tu plan para chatear con Chispas. Inténtalo de nuevo en un momento; Francesca sí puede conversar contigo.',
    });
    await chat('chispas', as(user)).expect(503);
    expect(callsFor(user)).toBe(2);
  });

  it('keeps Francesca answering when billing is down, premium characters answer 503', async () => {
    await billing.close();
    await chat('leo', as('premium-2')).expect(503);
    await chat('francesca', as('premium-2')).expect(201);
    await chat('francesca').expect(201);
    // A premium answer cached before billing went down still holds for its short lifetime.
    await chat('chispas', as('premium-1')).expect(201);
  });
});
