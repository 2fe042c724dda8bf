import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadRouteTable, METRICS_PORT_OFFSET, type ServiceEntry } from '@universo/route-table';
import { METRICS_PORT_OFFSET as SERVICE_KIT_METRICS_PORT_OFFSET } from '@universo/service-kit/src/metrics/metricsPortOffset';
import { databaseUrl, intFromEnv, planInstances, resolveSessionSecret, serviceEnv } from './env';

const service = (name: string, port: number, scalable = false): ServiceEntry => ({
  kind: 'service',
  name,
  dir: `svc-${name}`,
  port,
  database: `francesca_${name}`,
  api: [`/api/${name}`],
  scalable,
});
const table = { services: [service('auth', 3001), service('chat', 3003, true)] };

describe('planInstances', () => {
  it('adds the offset to every port and gives each chat replica its own port', () => {
    const instances = planInstances(table, { portOffset: 10000, replicas: { chat: 3 } });
    expect(instances.map((i) => [i.id, i.port, i.metricsPort])).toEqual([
      ['svc-auth', 13001, 19001],
      ['svc-chat#1', 13003, 19003],
      ['svc-chat#2', 13103, 19103],
      ['svc-chat#3', 13203, 19203],
    ]);
  });

  it('keeps every metrics port apart from the other ports, and within range', () => {
    expect(() => planInstances(table, { reservedPorts: [9003] })).toThrow(/9003 de svc-chat \(métricas\)/);
    expect(() => planInstances({ services: [service('a', 3001), service('b', 9001)] })).toThrow(/9001/);
    expect(() => planInstances(table, { portOffset: 60000 })).toThrow(/fuera de rango/);
  });

  it("plans the real route table with npm start's ports, the end-to-end offset and four chat replicas without a clash", () => {
    const real = loadRouteTable();
    const reserved = [8080, 8079, 1025, 1080, real.shell.devPort, ...real.remotes.map((r) => r.devPort)];
    for (const offset of [0, 10000, 23000]) {
      expect(() => planInstances(real, { portOffset: offset, replicas: { chat: 4 }, reservedPorts: reserved.map((p) => p + offset) })).not.toThrow();
    }
  });

  it("uses the same metrics port offset as service-kit's default", () => {
    expect(METRICS_PORT_OFFSET).toBe(SERVICE_KIT_METRICS_PORT_OFFSET);
  });

  it('refuses replicas of a service that is not scalable, and port clashes', () => {
    expect(() => planInstances(table, { replicas: { auth: 2 } })).toThrow(/no admite réplicas/);
    expect(() => planInstances(table, { reservedPorts: [3003] })).toThrow(/3003/);
    expect(() => planInstances({ services: [service('a', 3001, true), service('b', 3101)] }, { replicas: { a: 2 } })).toThrow(/3101/);
    expect(() => planInstances(table, { replicas: { chat: 0 } })).toThrow(/réplicas no válido/);
  });
});

describe('databaseUrl', () => {
  it('points a server URL at one database, keeping credentials and options', () => {
    expect(databaseUrl('postgres://u:p@db:5432/postgres?sslmode=require', 'francesca_auth')).toBe('postgres://u:p@db:5432/francesca_auth?sslmode=require');
    expect(databaseUrl('postgresql://u@127.0.0.1:5433', 'x')).toBe('postgresql://u@127.0.0.1:5433/x');
  });
});

describe('serviceEnv', () => {
  it('sets what the service contract needs and drops what the runner owns', () => {
    const [auth] = planInstances(table, { portOffset: 5 });
    const env = serviceEnv(auth!, {
      databaseUrl: 'postgres://p@127.0.0.1:1/francesca_auth',
      sessionSecret: 's'.repeat(32),
      nodeEnv: 'development',
      base: { PATH: '/bin', DATABASE_URL: 'postgres://elsewhere/x', PORT: '1', GATEWAY_PORT: '8080', COOKIE_SECURE: 'false' },
    });
    expect(env).toEqual({
      PATH: '/bin',
      COOKIE_SECURE: 'false',
      PORT: '3006',
      METRICS_PORT: '9006',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://p@127.0.0.1:1/francesca_auth',
      SESSION_SECRET: 's'.repeat(32),
      NODE_ENV: 'development',
      SERVICE_INSTANCE: 'svc-auth',
    });
  });
});

describe('resolveSessionSecret', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'universo-secret-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('uses SESSION_SECRET from the environment and checks its length', () => {
    expect(resolveSessionSecret({ env: { SESSION_SECRET: 'k'.repeat(40) }, nodeEnv: 'production' })).toBe('k'.repeat(40));
    expect(() => resolveSessionSecret({ env: { SESSION_SECRET: 'short' }, nodeEnv: 'development' })).toThrow(/32/);
  });

  it('requires it in production', () => {
    expect(() => resolveSessionSecret({ env: {}, nodeEnv: 'production', secretFile: join(dir, 's') })).toThrow(/SESSION_SECRET/);
  });

  it('creates a development secret once, mode 0600, and reuses it', () => {
    const file = join(dir, 'nested', 'session-secret');
    const first = resolveSessionSecret({ env: {}, nodeEnv: 'development', secretFile: file });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(resolveSessionSecret({ env: {}, nodeEnv: 'development', secretFile: file })).toBe(first);
  });
});

describe('intFromEnv', () => {
  it('reads integers and rejects garbage', () => {
    expect(intFromEnv({}, 'X', 7)).toBe(7);
    expect(intFromEnv({ X: '9' }, 'X', 7)).toBe(9);
    expect(() => intFromEnv({ X: 'nine' }, 'X', 7)).toThrow(/entero/);
  });
});

describe('authRateFromEnv', () => {
  it('follows the services login/register limits when they are raised', async () => {
    const { authRateFromEnv } = await import('./stack');
    expect(authRateFromEnv({})).toBeUndefined();
    expect(authRateFromEnv({ AUTH_LOGIN_LIMIT_PER_MINUTE: '500', AUTH_REGISTER_LIMIT_PER_MINUTE: '200' })).toEqual({ auth: { rate: '500r/m', burst: 500 } });
    expect(authRateFromEnv({ AUTH_LOGIN_LIMIT_PER_MINUTE: 'many' })).toBeUndefined();
  });
});

describe('readableByOthers', () => {
  it('needs every folder on the way to be searchable by others', async () => {
    const { readableByOthers } = await import('./stack');
    const { chmodSync, mkdirSync } = await import('node:fs');
    const dir = mkdtempSync(join(tmpdir(), 'universo-perm-'));
    try {
      mkdirSync(join(dir, 'dist'));
      chmodSync(dir, 0o755);
      expect(readableByOthers(join(dir, 'dist'))).toBe(true);
      chmodSync(dir, 0o700);
      expect(readableByOthers(join(dir, 'dist'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
