import type { DynamicModule } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { createServiceApp } from './bootstrap';
import { MetricsServer } from './metrics/metricsServer';
import { type BaseServiceConfig, loadConfig } from './config';
import { databaseRoleNames, provisionDatabaseRoles } from './databaseRoles';
export { sqlErrorCode } from './databaseRoles';
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

/** One sample of a Prometheus text exposition: `name{labels} value`, the labels matched in any order. */
export function metricSample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

/** The metrics server of a module built on ServiceKitModule; a bare test module has none. */
function metricsServerOf(app: NestFastifyApplication): MetricsServer | undefined {
  // startTestService turns abortOnError off, so a missing provider throws here instead of exiting.
  try {
    return app.get(MetricsServer, { strict: false });
  } catch {
    return undefined;
  }
}

export { type OwnPostgres, startOwnPostgres } from './ownPostgres';

/**
 * A token (or `name=token` cookie) with one character of its signature changed. Not the last
 * character: in base64url its low bits are padding, so changing it can leave the signature valid.
 */
export function forged(token: string): string {
  const at = token.length - 5;
  return `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
}

export const TEST_SESSION_SECRET = 'test-secret-for-integration-tests-only-0123456789';

export interface TestService<C extends BaseServiceConfig> {
  app: NestFastifyApplication;
  config: C;
  databaseUrl: string;
  /** `http://127.0.0.1:<port>/metrics`: the internal metrics port, as Prometheus scrapes it. */
  metricsUrl: string;
  /** One value scraped from `metricsUrl` now (labels matched in any order), or undefined without that series. */
  metric(name: string, labels?: Record<string, string>): Promise<number | undefined>;
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
 * production (migrations as the database's owner, the service as a role with rows only, pipes,
 * guards, filters), and drops that database and its roles on close. `query` and `databaseUrl` are
 * the administrator's, for assertions and set-ups a service itself could not do.
 */
export async function startTestService<C extends BaseServiceConfig>(options: {
  name: string;
  schema: new () => C;
  module: (config: C) => DynamicModule;
  env?: Record<string, string>;
  /**
   * Another instance's database (its `databaseUrl`): this one starts as a second replica on it,
   * and leaves the database to that instance to drop.
   */
  databaseUrl?: string;
  /** Another PostgreSQL server than the shared test cluster (a fault test's own: startOwnPostgres). */
  serverUrl?: string;
}): Promise<TestService<C>> {
  const server = options.serverUrl ?? serverUrl();
  const database = `test_${options.name}_${randomBytes(6).toString('hex')}`;
  const shared = options.databaseUrl !== undefined;
  if (!shared) await admin(`CREATE DATABASE "${database}"`, server);
  const databaseUrl = options.databaseUrl ?? server.replace(/\/[^/?]+(\?.*)?$/, `/${database}`);
  // A test that names its own DATABASE_URL connects as that, and a second replica on another
  // instance's database as its admin URL; any other runs with the roles of production.
  const roles =
    options.env?.DATABASE_URL || shared
      ? undefined
      : await provisionDatabaseRoles(server, database, { owner: randomBytes(12).toString('hex'), app: randomBytes(12).toString('hex') });
  const config = loadConfig(options.schema, {
    NODE_ENV: 'test',
    PORT: '1',
    DATABASE_URL: roles?.DATABASE_URL ?? databaseUrl,
    ...(roles ? { MIGRATION_DATABASE_URL: roles.MIGRATION_DATABASE_URL } : {}),
    SESSION_SECRET: TEST_SESSION_SECRET,
    // A free port: suites run side by side.
    METRICS_PORT: '0',
    ...options.env,
  });
  const app = await createServiceApp(options.module(config), { logger: false, abortOnError: false });
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  const metrics = await metricsServerOf(app)?.listen();
  const pool = new Client({ connectionString: databaseUrl });
  pool.on('error', () => {});
  await pool.connect();
  return {
    app,
    config,
    databaseUrl,
    metricsUrl: metrics ? `http://127.0.0.1:${metrics.port}/metrics` : '',
    metric: async (name, labels) => metricSample(await (await fetch(`http://127.0.0.1:${metrics!.port}/metrics`)).text(), name, labels),
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
      if (shared) return;
      await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`, server);
      if (roles) {
        const { owner, app: appRole } = databaseRoleNames(database);
        await admin(`DROP ROLE IF EXISTS ${appRole}`, server);
        await admin(`DROP ROLE IF EXISTS ${owner}`, server);
      }
    },
  };
}

/**
 * Stands for what a suite's beforeAll starts, so a describe block can name it before that: every
 * property is read from the started one (`current` throws if it is not started yet).
 */
export function startedLater<T extends object>(current: () => T): T {
  return new Proxy({} as T, {
    get: (_target, property) => {
      const target = current();
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * What `start` brings up (a service, several, a fixture), for the calling describe block: started
 * before its tests (beforeAll, within `timeout`), closed after them (afterAll). The tests read it
 * through the returned stand-in (`startedLater`).
 */
export function suiteOf<T extends { close(): Promise<unknown> }>(start: () => Promise<T>, timeout?: number): T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  }, timeout);
  afterAll(async () => {
    await started?.close();
  });
  return startedLater(() => {
    if (!started) throw new Error('La prueba usa lo que su describe arranca antes de que arrancara (léelo dentro de las pruebas).');
    return started;
  });
}
