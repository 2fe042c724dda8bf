import { createWriteStream, mkdirSync, rmSync, type WriteStream } from 'node:fs';
import { type Server } from 'node:http';
import { join } from 'node:path';
import { firstScreenFile } from '@universo/contracts/src/firstScreen';
import { assertNginxInstalled, firstScreensDir, type GatewayOptions } from '@universo/gateway';
import { loadRouteTable, type RouteTable } from '@universo/route-table';
import { startControlServer } from './control';
import { databaseUrl, peerUrls, planInstances, resolveSessionSecret, serviceEnv, type ServiceInstance } from './env';
import { captureFirstScreens, type CaptureResult } from './firstScreens/captureFirstScreens';
import { keepFirstScreens } from './firstScreens/firstScreenKeeper';
import { planMailCatcher, startMailCatcher, type MailCatcherPlan } from './mailCatcher';
import { stopPostgres, type RunningPostgres } from './postgres';
import { type ManagedProcess } from './processes';
import { authRateFromEnv, resolveStackSettings } from './stackSettings';
import { assertPortsFree, buildBeforeStart, provisionServiceRoles, type StepLog, startDatabase, startGateway } from './startSteps';
import { ServiceSupervisor } from './supervisor';

export { authRateFromEnv, readableByOthers } from './stackSettings';
export { matchInstances } from './supervisor';

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
  /**
   * Keep the visitors' first screens of every page (./firstScreens), taken once started and again
   * every ten minutes. Default: on, unless env STACK_FIRST_SCREENS=0 (the end-to-end suite's stack).
   */
  firstScreens?: boolean;
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
  /** The first round of first screens (settled at once when they are off). */
  readonly firstScreensTaken: Promise<unknown>;
  /** Takes the first screen of these pages now (a journey checks one). */
  captureFirstScreens(paths: readonly string[]): Promise<CaptureResult>;
  /** Removes a page's first screen. */
  forgetFirstScreen(path: string): void;
}

const STOP_TIMEOUT_MS = 10_000;

/**
 * Starts the whole site on this machine, step by step: settings, ports, build, PostgreSQL and the
 * services' roles, the mail catcher, the services (supervised), the gateway, the control server.
 * A step that fails stops what the earlier ones started and keeps the logs.
 */
export async function startStack(options: StackOptions = {}): Promise<StackHandle> {
  const settings = resolveStackSettings(options);
  const { env, root, runDir, gatewayPort, controlPort, ephemeral } = settings;
  const table: RouteTable = loadRouteTable(root);

  mkdirSync(join(runDir, 'logs'), { recursive: true });
  const logFile = join(runDir, 'logs', 'stack.log');
  const logStream: WriteStream = createWriteStream(logFile, { flags: 'a' });
  const emit = (line: string): void => {
    logStream.write(`${new Date().toISOString()} ${line}\n`);
    options.log?.(line);
  };
  const say = (line: string): void => emit(`[stack] ${line}`);
  const log: StepLog = { emit, say, logFile };

  let pg: RunningPostgres | undefined;
  let gateway: ManagedProcess | undefined;
  let mailCatcher: ManagedProcess | undefined;
  let control: Server | undefined;
  let supervisor: ServiceSupervisor | undefined;
  let stopping: Promise<void> | undefined;
  let firstScreens: ReturnType<typeof keepFirstScreens> | undefined;
  let keepRunDir = env.STACK_KEEP_RUN_DIR === '1';

  // Last resort if the host process exits without stop(): no service or nginx outlives it.
  const killOnExit = (): void => {
    supervisor?.killAll();
    if (gateway?.running()) gateway.child.kill('SIGKILL');
    if (mailCatcher?.running()) mailCatcher.child.kill('SIGKILL');
  };
  process.on('exit', killOnExit);

  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      say('Deteniendo…');
      supervisor?.halt();
      await firstScreens?.stop();
      if (control) await new Promise<void>((done) => control?.close(() => done()));
      if (gateway) await gateway.stop(STOP_TIMEOUT_MS);
      await supervisor?.stopAll();
      if (mailCatcher) await mailCatcher.stop(STOP_TIMEOUT_MS);
      if (pg) await stopPostgres(pg, { ephemeral });
      say('Detenido.');
      process.removeListener('exit', killOnExit);
      await new Promise<void>((done) => logStream.end(() => done()));
      if (settings.ownRunDir && !keepRunDir) rmSync(runDir, { recursive: true, force: true });
    })();
    return stopping;
  };
  const checkAborted = (): void => {
    if (options.signal?.aborted) throw new Error('Arranque cancelado.');
  };

  try {
    assertNginxInstalled();
    const mailPlan = planMailCatcher(env, settings.portOffset);
    const instances = planInstances(table, {
      portOffset: settings.portOffset,
      replicas: Object.fromEntries(table.services.filter((s) => s.scalable).map((s) => [s.name, s.name === 'chat' ? settings.chatReplicas : 1])),
      reservedPorts: [gatewayPort, ...(controlPort ? [controlPort] : []), ...(mailPlan ? [mailPlan.smtpPort, mailPlan.webPort] : [])],
    });
    await assertPortsFree({ gateway: gatewayPort, gatewayHost: settings.gatewayHost, control: controlPort, mail: mailPlan, instances });

    await buildBeforeStart(root, table, log, { build: options.build !== false });
    checkAborted();

    const sessionSecret = resolveSessionSecret({
      env,
      nodeEnv: settings.nodeEnv,
      secretFile: ephemeral && !options.dataDir ? undefined : join(settings.dataDir, 'session-secret'),
    });
    const database = await startDatabase(table, log, {
      externalUrl: env.DATABASE_URL,
      ephemeral,
      dataDir: ephemeral ? undefined : join(settings.dataDir, 'postgres'),
    });
    pg = database.pg;
    const roleUrls = await provisionServiceRoles(database.serverUrl, table, log);

    if (mailPlan) {
      const started = Date.now();
      mailCatcher = await startMailCatcher(mailPlan, {
        mailDir: join(ephemeral ? runDir : settings.dataDir, 'mail'),
        timeoutMs: settings.healthTimeoutMs,
        log: emit,
      });
      say(`correo de desarrollo (maildev) en ${mailPlan.webUrl}, SMTP ${mailPlan.smtpUrl} (${Date.now() - started} ms)`);
    } else {
      say(`Correo por el servidor SMTP_URL: ${new URL(env.SMTP_URL ?? '').host}`);
    }
    checkAborted();

    const peers = peerUrls(instances);
    const publicUrl = `http://localhost:${gatewayPort}`;
    const envOf = (instance: ServiceInstance): NodeJS.ProcessEnv => {
      const roles = roleUrls.get(instance.service.database);
      const childEnv = serviceEnv(instance, {
        databaseUrl: roles?.DATABASE_URL ?? databaseUrl(database.serverUrl, instance.service.database),
        sessionSecret,
        nodeEnv: settings.nodeEnv,
        base: env,
        peers,
        publicUrl,
      });
      if (roles) childEnv.MIGRATION_DATABASE_URL = roles.MIGRATION_DATABASE_URL;
      if (mailPlan) childEnv.SMTP_URL = mailPlan.smtpUrl;
      if (childEnv.NODE_OPTIONS?.includes('tsx')) delete childEnv.NODE_OPTIONS;
      return childEnv;
    };
    supervisor = new ServiceSupervisor(instances, { root, healthTimeoutMs: settings.healthTimeoutMs, envOf, emit, say });
    // The first replica of each service runs the migrations before the others start.
    await supervisor.startAll();
    checkAborted();

    const upstreams: Record<string, string[]> = {};
    for (const instance of instances) (upstreams[instance.service.name] ??= []).push(`127.0.0.1:${instance.port}`);
    const started = await startGateway(root, table, log, {
      port: gatewayPort,
      host: settings.gatewayHost,
      runDir,
      upstreams,
      rateLimits: authRateFromEnv(env),
      tuning: options.gateway,
    });
    gateway = started.gateway;
    checkAborted();

    const firstScreensFolder = firstScreensDir(runDir);
    if (options.firstScreens ?? env.STACK_FIRST_SCREENS !== '0') {
      firstScreens = keepFirstScreens({ table, baseUrl: started.url, publicOrigin: publicUrl, dir: firstScreensFolder, log: say });
    }
    const handle = stackHandle({
      url: started.url,
      gatewayPort,
      controlPort,
      mail: mailPlan,
      runDir,
      logFile,
      supervisor,
      stop,
      firstScreensTaken: firstScreens?.firstRound ?? Promise.resolve(undefined),
      captureFirstScreens: (paths) => captureFirstScreens({ baseUrl: started.url, publicOrigin: publicUrl, paths, dir: firstScreensFolder }),
      forgetFirstScreen: (path) => {
        const file = firstScreenFile(path);
        if (file) rmSync(join(firstScreensFolder, file), { force: true });
      },
    });
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

/** What the caller holds of a started stack: its addresses, its services, and how to stop them. */
function stackHandle(parts: Omit<StackHandle, 'services' | 'stopService' | 'startService'> & { supervisor: ServiceSupervisor }): StackHandle {
  const { supervisor, ...rest } = parts;
  return {
    ...rest,
    get services() {
      return supervisor.snapshot().map(({ instance, running, pid }) => ({
        name: instance.service.name,
        dir: instance.service.dir,
        id: instance.id,
        replica: instance.replica,
        port: instance.port,
        url: `http://127.0.0.1:${instance.port}`,
        metricsUrl: `http://127.0.0.1:${instance.metricsPort}/metrics`,
        running,
        pid,
      }));
    },
    stopService: (name) => supervisor.stopService(name),
    startService: (name) => supervisor.startService(name),
  };
}
