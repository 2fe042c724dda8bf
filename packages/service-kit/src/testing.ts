import type { DynamicModule } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { createServiceApp } from './bootstrap';
import { type BaseServiceConfig, loadConfig } from './config';
import { SESSION_COOKIE, type SessionClaims, signSessionToken } from './session';

/** The throwaway PostgreSQL cluster that jest.global-setup.mjs starts for the whole run. */
function serverUrl(): string {
  const url = process.env.TEST_DATABASE_SERVER_URL;
  if (!url) throw new Error('TEST_DATABASE_SERVER_URL no está definida: ejecuta las pruebas con la configuración raíz de Jest.');
  return url;
}

async function admin(sql: string, server = serverUrl()): Promise<void> {
  const client = new Client({ connectionString: server });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export { type OwnPostgres, startOwnPostgres } from './ownPostgres';

export const TEST_SESSION_SECRET = 'test-secret-for-integration-tests-only-0123456789';

export interface TestService<C extends BaseServiceConfig> {
  app: NestFastifyApplication;
  config: C;
  databaseUrl: string;
  /** A supertest client bound to the app. */
  http(): TestAgent;
  /** A Cookie header value for a signed session, as svc-auth would issue it. */
  sessionCookie(claims: Partial<SessionClaims> & Pick<SessionClaims, 'sub'>): string;
  /** Runs SQL on the service's own database (for assertions). */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/**
 * Starts a service against a fresh database of the shared test cluster, exactly as it runs in
 * production (migrations, pipes, guards, filters), and drops that database on close.
 */
export async function startTestService<C extends BaseServiceConfig>(options: {
  name: string;
  schema: new () => C;
  module: (config: C) => DynamicModule;
  env?: Record<string, string>;
  /** Another PostgreSQL server than the shared test cluster (a fault test's own: startOwnPostgres). */
  serverUrl?: string;
}): Promise<TestService<C>> {
  const server = options.serverUrl ?? serverUrl();
  const database = `test_${options.name}_${randomBytes(6).toString('hex')}`;
  await admin(`CREATE DATABASE "${database}"`, server);
  const databaseUrl = server.replace(/\/[^/?]+(\?.*)?$/, `/${database}`);
  const config = loadConfig(options.schema, {
    NODE_ENV: 'test',
    PORT: '1',
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: TEST_SESSION_SECRET,
    ...options.env,
  });
  const app = await createServiceApp(options.module(config), { logger: false });
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  const pool = new Client({ connectionString: databaseUrl });
  pool.on('error', () => {});
  await pool.connect();
  return {
    app,
    config,
    databaseUrl,
    http: () => request(app.getHttpServer()),
    sessionCookie: (claims) =>
      `${SESSION_COOKIE}=${signSessionToken(
        { sid: 'test-session', role: 'family', exp: Math.floor(Date.now() / 1000) + 3600, ...claims },
        TEST_SESSION_SECRET,
      )}`,
    query: async <T>(sql: string, params?: unknown[]) => (await pool.query(sql, params)).rows as T[],
    close: async () => {
      await pool.end();
      await app.close();
      await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`, server);
    },
  };
}
