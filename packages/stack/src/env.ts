import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { metricsPortOf, type RouteTable, type ServiceEntry } from '@universo/route-table';

/** Replica N of a scalable service listens this far above the first one. */
export const REPLICA_PORT_STEP = 100;
export const MIN_SECRET_LENGTH = 32;

/** One process of a service: the service itself, or one replica of a scalable one. */
export interface ServiceInstance {
  service: ServiceEntry;
  /** 1-based. */
  replica: number;
  port: number;
  /** Its internal `/metrics` port (never routed by the gateway). */
  metricsPort: number;
  /** `svc-auth`, or `svc-chat#2` for the second replica. */
  id: string;
}

export interface PlanOptions {
  portOffset?: number;
  /** Replicas per service name; only scalable services may have more than one. */
  replicas?: Record<string, number>;
  /** Ports that must stay free (the gateway's, the control server's). */
  reservedPorts?: number[];
}

/** Every service process to start, with its port. Pure. */
export function planInstances(table: Pick<RouteTable, 'services'>, options: PlanOptions = {}): ServiceInstance[] {
  const offset = options.portOffset ?? 0;
  const instances: ServiceInstance[] = [];
  for (const service of table.services) {
    const count = options.replicas?.[service.name] ?? 1;
    if (!Number.isInteger(count) || count < 1) throw new Error(`Número de réplicas no válido para ${service.dir}: ${count}`);
    if (count > 1 && !service.scalable) throw new Error(`${service.dir} no admite réplicas (scalable no está activado en la tabla de rutas)`);
    for (let replica = 1; replica <= count; replica++) {
      const port = service.port + offset + (replica - 1) * REPLICA_PORT_STEP;
      instances.push({ service, replica, port, metricsPort: metricsPortOf(port), id: count > 1 ? `${service.dir}#${replica}` : service.dir });
    }
  }
  const owners = new Map<number, string>();
  for (const port of options.reservedPorts ?? []) owners.set(port, 'reservado');
  for (const instance of instances) {
    for (const [port, id] of [
      [instance.port, instance.id],
      [instance.metricsPort, `${instance.id} (métricas)`],
    ] as const) {
      if (port < 1 || port > 65535) throw new Error(`Puerto fuera de rango para ${id}: ${port}`);
      const owner = owners.get(port);
      if (owner) throw new Error(`El puerto ${port} de ${id} coincide con ${owner}`);
      owners.set(port, id);
    }
  }
  return instances;
}

/** The connection string of one database on the server `serverUrl` points at. Pure. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export interface ServiceEnvOptions {
  databaseUrl: string;
  sessionSecret: string;
  nodeEnv: string;
  /** The environment the runner got; passed on minus what the runner decides per service. */
  base?: NodeJS.ProcessEnv;
  /** Where every service answers, by short name (see peerUrls). */
  peers?: Record<string, string>;
  /** The site's address as families see it (the gateway). */
  publicUrl?: string;
}

/**
 * `<NAME>_URL` for every service (AUTH_URL, BILLING_URL, ...): how services call each other
 * directly, without the gateway (docs/architecture.md, "Service to service"). Pure.
 */
export function peerUrls(instances: ServiceInstance[]): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const instance of instances) {
    const key = `${instance.service.name.toUpperCase()}_URL`;
    urls[key] ??= `http://127.0.0.1:${instance.port}`;
  }
  return urls;
}

/** Variables the runner owns: never inherited from its own environment. */
const RUNNER_OWNED = [
  'PORT',
  'METRICS_PORT',
  'HOST',
  'DATABASE_URL',
  'MIGRATION_DATABASE_URL',
  'SESSION_SECRET',
  'NODE_ENV',
  'STACK_CONTROL_PORT',
  'GATEWAY_PORT',
  'CHAT_REPLICAS',
  'PUBLIC_URL',
];

/** The environment of one service process. Pure. */
export function serviceEnv(instance: ServiceInstance, options: ServiceEnvOptions): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...(options.base ?? {}) };
  for (const key of RUNNER_OWNED) delete env[key];
  return {
    ...env,
    ...options.peers,
    ...(options.publicUrl ? { PUBLIC_URL: options.publicUrl } : {}),
    PORT: String(instance.port),
    METRICS_PORT: String(instance.metricsPort),
    HOST: '127.0.0.1',
    DATABASE_URL: options.databaseUrl,
    SESSION_SECRET: options.sessionSecret,
    NODE_ENV: options.nodeEnv,
    SERVICE_INSTANCE: instance.id,
  };
}

/**
 * SESSION_SECRET: from the environment; in development, a random secret created once and kept
 * in `secretFile` (mode 0600) so sessions survive a restart; in production it must be given.
 */
export function resolveSessionSecret(options: { env: NodeJS.ProcessEnv; nodeEnv: string; secretFile?: string }): string {
  const given = options.env.SESSION_SECRET;
  if (given) {
    if (given.length < MIN_SECRET_LENGTH) throw new Error(`SESSION_SECRET debe tener al menos ${MIN_SECRET_LENGTH} caracteres.`);
    return given;
  }
  if (options.nodeEnv === 'production') {
    throw new Error('Falta SESSION_SECRET: en producción define un secreto aleatorio de al menos 32 caracteres.');
  }
  if (!options.secretFile) return randomBytes(32).toString('base64url');
  if (existsSync(options.secretFile)) {
    const kept = readFileSync(options.secretFile, 'utf8').trim();
    if (kept.length >= MIN_SECRET_LENGTH) return kept;
  }
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(dirname(options.secretFile), { recursive: true });
  writeFileSync(options.secretFile, `${secret}\n`, { mode: 0o600 });
  chmodSync(options.secretFile, 0o600);
  return secret;
}

/** Integer from the environment, or the default; throws on garbage. */
export function intFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value)) throw new Error(`${name} debe ser un número entero: ${raw}`);
  return value;
}
