import type { ChatReply } from '../src/apiShapes';
import { startTestService, type TestService } from '@universo/service-kit/testing';
import { randomUUID } from 'node:crypto';
import { appModule } from '../src/app.module';
import { ChatConfig } from '../src/config';
import { PERSONAS } from '../src/engine/persona';
import type { LlmMessage } from '../src/engine/llmPrompt';
import { sendJson, startStubServer, type StubServer } from './stubServer';

type Mode = 'ok' | 'unsafe' | 'asksData' | 'tooLong' | 'slow' | 'error' | 'notJson' | 'noText';

const MODEL_REPLY = '¡Qué bonita pregunta! Ahorrar es guardar un poquito cada semana para algo que sueñas.';

/** Contract test of the optional OpenAI-compatible adapter against a stub model server on 127.0.0.1. */
describe('optional language-model adapter', () => {
  let model: StubServer;
  let service: TestService<ChatConfig>;
  let mode: Mode = 'ok';

  // Francesca: free, so these tests need no billing.
  const chat = async (message: string) => {
    const res = await service.http().post('/api/chat').send({ sessionId: randomUUID(), character: 'francesca', message }).expect(201);
    return (res.body as ChatReply).reply.message;
  };
  const lastRequest = () => JSON.parse(model.requests.at(-1)!.body) as { model: string; messages: LlmMessage[]; max_tokens: number };

  beforeAll(async () => {
    model = await startStubServer(async (request, response): Promise<void> => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        sendJson(response, 404, {});
        return;
      }
      const completion = (content: unknown) => ({ id: 'x', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content } }] });
      switch (mode) {
        case 'ok':
          return sendJson(response, 200, completion(MODEL_REPLY));
        case 'unsafe':
          return sendJson(response, 200, completion('Eres un idiota, llámame al 300 123 4567.'));
        case 'asksData':
          return sendJson(response, 200, completion('¡Qué bien! ¿Dónde vives?'));
        case 'tooLong':
          return sendJson(response, 200, completion('Una frase. Otra frase. Una más. Y la cuarta.'));
        case 'slow':
          await new Promise((resolve) => setTimeout(resolve, 2000));
          return sendJson(response, 200, completion(MODEL_REPLY));
        case 'error':
          return sendJson(response, 500, { error: { message: 'boom' } });
        case 'notJson':
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end('{"choices":');
          return;
        case 'noText':
          return sendJson(response, 200, { choices: [] });
      }
    });
    service = await startTestService({
      name: 'chat',
      schema: ChatConfig,
      module: appModule,
      env: {
        CHAT_LLM_URL: `${model.url}/v1`,
        CHAT_LLM_MODEL: 'modelo-de-prueba',
        CHAT_LLM_API_KEY: 'clave-de-prueba',
        CHAT_LLM_TIMEOUT_MS: '300',
        CHAT_RATE_LIMIT: '1000',
        CHAT_SESSION_RATE_LIMIT: '1000',
      },
    });
  });

  afterAll(async () => {
    await service?.close();
    await model?.close();
  });

  beforeEach(() => {
    mode = 'ok';
  });

  it('uses the model’s reply when it passes the safety rules', async () => {
    expect(await chat('¿cómo puedo ahorrar?')).toBe(MODEL_REPLY);
    const request = model.requests.at(-1)!;
    expect(request.headers.authorization).toBe('Bearer clave-de-prueba');
    const body = lastRequest();
    expect(body.model).toBe('modelo-de-prueba');
    expect(body.messages[0]!.role).toBe('system');
    expect(body.messages[0]!.content).toContain('Eres Francesca');
    expect(body.messages[0]!.content).toMatch(/Nunca pidas datos personales/);
    expect(body.messages.at(-1)).toEqual({ role: 'user', content: '¿cómo puedo ahorrar?' });
  });

  it('never sends personal data or rude words to the model: safety answers come from the engine', async () => {
    const before = model.requests.length;
    const personal = await chat('mi número es 300 123 4567');
    const rude = await chat('eres una tonta');
    const real = await chat('¿eres real?');
    expect(model.requests.length).toBe(before);
    expect(PERSONAS.francesca.replies.personalData).toContain(personal);
    expect(PERSONAS.francesca.replies.unsafe).toContain(rude);
    expect(real).toMatch(/personaje/);
    for (const request of model.requests) expect(request.body).not.toMatch(/300 123 4567|tonta/);
  });

  it.each<[Mode]>([['unsafe'], ['asksData'], ['tooLong'], ['error'], ['notJson'], ['noText']])(
    'falls back to the engine when the model answers %s',
    async (failure) => {
      mode = failure;
      const reply = await chat('¿cómo puedo ahorrar?');
      expect(PERSONAS.francesca.replies.saving).toContain(reply);
    },
  );

  it('falls back to the engine when the model is too slow', async () => {
    mode = 'slow';
    const started = Date.now();
    const reply = await chat('¿cómo puedo ahorrar?');
    expect(Date.now() - started).toBeLessThan(1500);
    expect(PERSONAS.francesca.replies.saving).toContain(reply);
  });
});
