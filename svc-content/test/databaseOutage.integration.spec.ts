import { DATABASE_UNAVAILABLE_MESSAGE, RETRY_AFTER_SECONDS } from '@universo/service-kit';
import { type OwnPostgres, startOwnPostgres, type TestService } from '@universo/service-kit/testing';
import { Client } from 'pg';
import type { ContentConfig } from '../src/config';
import { startContentService, STARTUP_TIMEOUT_MS } from './support/contentService';

/**
 * Fault tests: svc-content against a PostgreSQL cluster of its own that is stopped (fast
 * shutdown) or crashed (SIGKILL) while the service serves and writes. While the database is away
 * the service answers 503 JSON with Retry-After and a Spanish message, never 500; it recovers by
 * itself when the database is back (no restart); every write it acknowledged is still there.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let counter = 0;
function aMessage(): { name: string; email: string; subject: string; message: string } {
  counter += 1;
  return { name: 'Ana Gómez', email: `falla${counter}@colegio.edu.co`, subject: 'educador', message: `Mensaje de prueba número ${counter} durante una caída.` };
}

describe('svc-content when PostgreSQL goes away', () => {
  let pg: OwnPostgres;
  let service: TestService<ContentConfig>;

  beforeAll(async () => {
    pg = await startOwnPostgres();
    service = await startContentService({ CONTACT_MESSAGE_LIMIT: '100000' }, { serverUrl: pg.serverUrl });
  }, STARTUP_TIMEOUT_MS);

  afterAll(async () => {
    await service?.close();
    await pg?.close();
  }, 30_000);

  const send = () => service.http().post('/api/contact').send(aMessage());

  /** Rows of the service's database, read with a connection of our own (the service's may be dead). */
  async function storedIds(): Promise<Set<string>> {
    const client = new Client({ connectionString: service.databaseUrl });
    client.on('error', () => undefined);
    await client.connect();
    try {
      return new Set((await client.query<{ id: string }>('SELECT id FROM contact_messages')).rows.map((r) => r.id));
    } finally {
      await client.end();
    }
  }

  /** Sends until one write is accepted again, without touching the service: it must heal alone. */
  async function untilWritesWork(timeoutMs = 20_000): Promise<number> {
    const started = Date.now();
    for (;;) {
      const res = await send();
      if (res.status === 201) return Date.now() - started;
      expect(res.status).toBe(503);
      if (Date.now() - started > timeoutMs) throw new Error(`sin recuperarse en ${timeoutMs} ms`);
      await sleep(100);
    }
  }

  function expectUnavailable(res: { status: number; headers: Record<string, string>; body: unknown }): void {
    expect(res.status).toBe(503);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(res.body).toEqual({ statusCode: 503, error: 'Service Unavailable', message: DATABASE_UNAVAILABLE_MESSAGE });
  }

  it('answers 503 JSON with Retry-After in Spanish while the database is stopped, and recovers by itself', async () => {
    await send().expect(201);
    await pg.stopFast();

    expectUnavailable(await send());
    expectUnavailable(await service.http().get('/api/books'));
    const health = await service.http().get('/health');
    expect(health.status).toBe(503);
    expect(health.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));

    await pg.start();
    await untilWritesWork();
    await service.http().get('/api/books').expect(200);
    await service.http().get('/health').expect(200);
  }, 60_000);

  describe.each([
    ['stopped fast', (db: OwnPostgres) => db.stopFast()],
    ['crashed (SIGKILL)', (db: OwnPostgres) => db.crash()],
  ])('%s in the middle of writes', (_label, fault) => {
    it('never answers 500, and keeps every write it acknowledged', async () => {
      const acknowledged: string[] = [];
      const statuses = new Map<number, number>();
      let writing = true;
      const writer = async (): Promise<void> => {
        while (writing) {
          const res = await send();
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status === 201) acknowledged.push((res.body as { id: string }).id);
          else await sleep(20);
        }
      };
      const writers = Array.from({ length: 6 }, writer);

      await sleep(400);
      await fault(pg);
      await sleep(600);
      writing = false;
      await Promise.all(writers);

      await pg.start();
      const recoveredInMs = await untilWritesWork();

      // Only "accepted" and "come back later": no 500, no other error.
      expect([...statuses.keys()].sort()).toEqual([201, 503]);
      expect(acknowledged.length).toBeGreaterThan(0);
      const stored = await storedIds();
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
      expect(recoveredInMs).toBeLessThan(20_000);
    }, 90_000);
  });
});
