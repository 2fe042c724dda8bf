import { type BaseServiceConfig, BODY_MESSAGES } from '@universo/service-kit';
import type { TestService } from '@universo/service-kit/testing';
import { type FourServices, startFourServices } from './support/fourServices';
import { registrationBody } from './support/registration';

/**
 * The body rules every service shares (service-kit's registerBodyParsers), checked on one JSON
 * route of each of the four services as they really run: hostile bodies are refused with a 4xx
 * JSON error in Spanish before anything walks them, and ordinary bodies still go through.
 */
const DEEP_ARRAYS = `${'['.repeat(5000)}${']'.repeat(5000)}`;
/** A few kilobytes that never close: the scan stops at level 21, the parser never sees it. */
const DEEP_UNCLOSED = '['.repeat(5000);
const DEEP_OBJECTS = `${'{"a":'.repeat(1000)}1${'}'.repeat(1000)}`;
const nested = (levels: number): string => `${'{"a":'.repeat(levels - 1)}{}${'}'.repeat(levels - 1)}`;

let counter = 0;
const unique = (): number => ++counter;

/** One JSON POST route per service and an ordinary body it accepts. */
const ROUTES: { service: keyof Omit<FourServices, 'chatSwitch' | 'all' | 'close'>; path: string; body: () => Record<string, unknown>; ok: number }[] = [
  {
    service: 'auth',
    path: '/api/auth/register',
    ok: 201,
    body: () => {
      const n = unique();
      return registrationBody({ username: `familia_${n}`, email: `familia${n}@example.com` });
    },
  },
  {
    service: 'content',
    path: '/api/contact',
    ok: 201,
    body: () => ({ name: 'Ana Gómez', email: `ana${unique()}@colegio.edu.co`, subject: 'educador', message: 'Quisiera usar las historias con mi curso.' }),
  },
  {
    service: 'chat',
    path: '/api/chat',
    ok: 201,
    body: () => ({ sessionId: `3f2b8c1e-6d4a-4b7e-9a10-${String(unique()).padStart(12, '0')}`, character: 'francesca', message: 'Hola Francesca' }),
  },
  // No session: the guard's 401 shows the body went through the parser to the route.
  { service: 'billing', path: '/api/create-subscription', ok: 401, body: () => ({ currency: 'COP', country: 'CO' }) },
];

describe('request bodies on every service', () => {
  let services: FourServices;

  beforeAll(async () => {
    services = await startFourServices();
  }, 60_000);

  afterAll(async () => {
    await services?.close();
  });

  const post = (name: (typeof ROUTES)[number]['service'], path: string) => (services[name] as unknown as TestService<BaseServiceConfig>).http().post(path);

  describe.each(ROUTES)('$service $path', ({ service, path, body, ok }) => {
    it('takes an ordinary JSON body', async () => {
      await post(service, path).send(body()).expect(ok);
    });

    it.each([
      ['5,000 levels of arrays (10 KB)', DEEP_ARRAYS],
      ['5,000 unclosed levels (5 KB)', DEEP_UNCLOSED],
      ['1,000 levels of objects', DEEP_OBJECTS],
      ['21 levels', nested(21)],
    ])('answers 400 JSON in Spanish to %s', async (_label, raw) => {
      const res = await post(service, path).set('Content-Type', 'application/json').send(raw);
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: BODY_MESSAGES.tooDeep });
    });

    it('lets 20 levels through to the validation', async () => {
      const res = await post(service, path).set('Content-Type', 'application/json').send(nested(20));
      expect(res.body.message).not.toBe(BODY_MESSAGES.tooDeep);
      expect(res.status).toBeLessThan(500);
    });

    it('answers 413 JSON to a 70 KB body, and takes one just under 64 KB to the validation', async () => {
      const big = await post(service, path).send({ ...body(), padding: 'x'.repeat(70 * 1024) });
      expect(big.status).toBe(413);
      expect(big.body).toEqual({ statusCode: 413, error: 'Payload Too Large', message: 'El cuerpo de la petición es demasiado grande.' });
      const under = await post(service, path).send({ ...body(), padding: 'x'.repeat(63 * 1024) });
      // Refused by the DTO's whitelist (an unknown field), not by the size.
      expect(under.status).not.toBe(413);
      expect(under.status).toBeLessThan(500);
    });

    it.each([
      ['form-encoded', 'application/x-www-form-urlencoded', 'name=Ana&email=ana%40example.com'],
      ['plain text', 'text/plain', '{"name":"Ana"}'],
      ['multipart', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n'],
      ['XML', 'application/xml', '<a/>'],
    ])('answers 415 JSON to %s', async (_label, type, raw) => {
      const res = await post(service, path).set('Content-Type', type).send(raw);
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ statusCode: 415, error: 'Unsupported Media Type', message: BODY_MESSAGES.onlyJson });
    });
  });

  it('answers 404, not 415, to any body sent to a path that does not exist', async () => {
    await services.content.http().post('/api/contact/nada').type('form').send('a=1').expect(404);
  });
});
