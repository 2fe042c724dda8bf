import { type BaseServiceConfig, DATABASE_UNAVAILABLE_MESSAGE, RETRY_AFTER_SECONDS } from '@universo/service-kit';
import { type OwnPostgres, startOwnPostgres, type TestService } from '@universo/service-kit/testing';
import { randomUUID } from 'node:crypto';
import type { Response } from 'supertest';
import { type FourServices, startFourServices } from './support/fourServices';

/**
 * The four services share one PostgreSQL cluster of this test's own, which is stopped and started
 * again under them: each answers 503 JSON with Retry-After in Spanish meanwhile (never 500), and
 * each works again by itself once the cluster is back, without a restart. (svc-content's fault test
 * also stops and crashes the cluster in the middle of writes and counts what was kept.)
 */
type Name = 'auth' | 'content' | 'chat' | 'billing';

const CALLS: { name: Name; label: string; call: (s: TestService<BaseServiceConfig>) => Promise<Response> }[] = [
  { name: 'auth', label: 'POST /api/auth/login', call: (s) => s.http().post('/api/auth/login').send({ email: 'nadie@example.com', password: 'secreto123' }) },
  { name: 'content', label: 'GET /api/books', call: (s) => s.http().get('/api/books') },
  {
    name: 'chat',
    // A new conversation each time: a visitor's conversation is theirs (its cookie) only.
    label: 'POST /api/chat',
    call: (s) => s.http().post('/api/chat').send({ sessionId: randomUUID(), character: 'francesca', message: 'Hola Francesca' }),
  },
  { name: 'billing', label: 'GET /api/products', call: (s) => s.http().get('/api/products') },
];

describe('the four services while PostgreSQL is stopped', () => {
  let pg: OwnPostgres;
  let services: FourServices;
  const service = (name: Name) => services[name] as unknown as TestService<BaseServiceConfig>;

  beforeAll(async () => {
    pg = await startOwnPostgres();
    services = await startFourServices(undefined, { serverUrl: pg.serverUrl });
  }, 90_000);

  afterAll(async () => {
    await services?.close();
    await pg?.close();
  }, 30_000);

  it('answer 503 JSON with Retry-After in Spanish, and work again by themselves when it is back', async () => {
    const before = await Promise.all(CALLS.map(({ name, call }) => call(service(name))));
    expect(before.map((r) => r.status)).toEqual([401, 200, 201, 200]);

    await pg.stopFast();
    for (const { name, label, call } of CALLS) {
      const res = await call(service(name));
      expect({ label, status: res.status, retryAfter: res.headers['retry-after'], body: res.body }).toEqual({
        label,
        status: 503,
        retryAfter: String(RETRY_AFTER_SECONDS),
        body: { statusCode: 503, error: 'Service Unavailable', message: DATABASE_UNAVAILABLE_MESSAGE },
      });
    }

    await pg.start();
    for (const { name, label, call } of CALLS) {
      const deadline = Date.now() + 20_000;
      let res = await call(service(name));
      while (res.status === 503 && Date.now() < deadline) {
        await new Promise((done) => setTimeout(done, 100));
        res = await call(service(name));
      }
      expect({ label, status: res.status }).toEqual({ label, status: before[CALLS.findIndex((c) => c.name === name)]!.status });
    }
  }, 90_000);
});
