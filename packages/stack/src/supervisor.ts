import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type ServiceInstance } from './env';
import { type ManagedProcess, startProcess, waitForHttp } from './processes';
import { inSeconds, nextAttempt, restartDelayMs } from './restartPolicy';

const STOP_TIMEOUT_MS = 10_000;

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

export interface SupervisorOptions {
  root: string;
  healthTimeoutMs: number;
  /** The environment of one service process (database, secrets, peers…), read when it starts. */
  envOf: (instance: ServiceInstance) => NodeJS.ProcessEnv;
  /** Every line its processes print, prefixed with their id. */
  emit: (line: string) => void;
  /** The runner's own messages. */
  say: (line: string) => void;
}

/** Which service processes a control name refers to: `content`, `svc-content`, `svc-chat#2`. */
export function matchInstances<T extends { instance: ServiceInstance }>(items: T[], name: string): T[] {
  const wanted = name.trim();
  const found = items.filter(
    ({ instance }) =>
      instance.id === wanted || instance.service.dir === wanted || instance.service.name === wanted || `svc-${instance.service.name}` === wanted,
  );
  if (found.length === 0) {
    const known = [...new Set(items.flatMap(({ instance }) => [instance.service.name, instance.id]))].join(', ');
    throw new Error(`Servicio desconocido: ${name}. Conocidos: ${known}`);
  }
  return found;
}

/**
 * The service processes of a stack: starts each and waits for its health check, starts again with
 * backoff one that exits without being asked to (a crash, the OOM killer), holds one stopped on
 * purpose, and stops them all. Once stopping has begun nothing starts again.
 */
export class ServiceSupervisor {
  private readonly running: Running[];
  private stopping = false;

  constructor(
    instances: readonly ServiceInstance[],
    private readonly options: SupervisorOptions,
  ) {
    this.running = instances.map((instance) => ({ instance, attempts: 0 }));
  }

  /** A snapshot of every process: its instance, and whether it runs (with its pid). */
  snapshot(): { instance: ServiceInstance; running: boolean; pid?: number }[] {
    return this.running.map(({ instance, process: child }) => ({
      instance,
      running: child?.running() ?? false,
      pid: child?.running() ? child.child.pid : undefined,
    }));
  }

  /** Every service, each with its first replica started (it runs the migrations) before the others. */
  async startAll(): Promise<void> {
    const services = [...new Set(this.running.map((item) => item.instance.service))];
    await Promise.all(services.map((service) => this.startInOrder(this.running.filter((item) => item.instance.service === service))));
  }

  /** Starts what is not running of that service and waits for its health check. */
  async startService(name: string): Promise<void> {
    const items = matchInstances(this.running, name);
    for (const item of items) {
      item.held = false;
      item.attempts = 0;
      clearTimeout(item.restartTimer);
    }
    await this.startInOrder(items);
  }

  /** Stops every process of a service and holds it stopped. */
  async stopService(name: string): Promise<void> {
    const items = matchInstances(this.running, name);
    for (const item of items) {
      item.held = true;
      clearTimeout(item.restartTimer);
    }
    await Promise.all(items.map((item) => item.process?.stop(STOP_TIMEOUT_MS)));
    this.options.say(`${items.map((i) => i.instance.id).join(', ')} detenido`);
  }

  /** From now on nothing starts or restarts (the stack is stopping). */
  halt(): void {
    this.stopping = true;
    for (const item of this.running) clearTimeout(item.restartTimer);
  }

  /** Stops every process for good. */
  async stopAll(): Promise<void> {
    this.halt();
    await Promise.all(this.running.map((item) => item.process?.stop(STOP_TIMEOUT_MS)));
  }

  /** The last resort when the host process exits without stopping: nothing outlives it. */
  killAll(): void {
    for (const item of this.running) if (item.process?.running()) item.process.child.kill('SIGKILL');
  }

  private async startInOrder(items: Running[]): Promise<void> {
    const [first, ...rest] = items;
    if (first) await this.start(first);
    await Promise.all(rest.map((item) => this.start(item)));
  }

  private async start(item: Running): Promise<void> {
    const { instance } = item;
    if (item.process?.running()) return;
    const serviceDir = join(this.options.root, instance.service.dir);
    if (!existsSync(join(serviceDir, 'dist', 'main.js'))) throw new Error(`Falta ${instance.service.dir}/dist/main.js: compílalo con npm run build.`);
    const env = this.options.envOf(instance);
    // stopAll() collects processes after its first await: nothing may start once it has begun.
    if (this.stopping) throw new Error('La pila se está deteniendo.');
    const child = startProcess(instance.id, process.execPath, ['dist/main.js'], { cwd: serviceDir, env }, this.options.emit);
    item.process = child;
    await waitForHttp(`http://127.0.0.1:${instance.port}/health`, {
      timeoutMs: this.options.healthTimeoutMs,
      process: child,
      accept: (status, body) => status === 200 && /"status"\s*:\s*"ok"/.test(body),
    });
    this.options.say(`${instance.id} listo en http://127.0.0.1:${instance.port}`);
    item.healthySince = Date.now();
    void child.exited.then(({ code, signal }) => {
      if (this.stopping || item.held || item.process !== child) return;
      this.scheduleRestart(item, `terminó inesperadamente (${signal ?? `código ${code}`})`);
    });
  }

  private scheduleRestart(item: Running, why: string): void {
    const upForMs = item.healthySince === undefined ? 0 : Date.now() - item.healthySince;
    item.attempts = nextAttempt(item.attempts, upForMs);
    item.healthySince = undefined;
    const delay = restartDelayMs(item.attempts);
    this.options.say(`Aviso: ${item.instance.id} ${why}; se reinicia en ${inSeconds(delay)} (intento ${item.attempts}).`);
    clearTimeout(item.restartTimer);
    item.restartTimer = setTimeout(() => void this.restart(item), delay);
  }

  private async restart(item: Running): Promise<void> {
    item.restartTimer = undefined;
    if (this.stopping || item.held) return;
    try {
      await this.start(item);
      this.options.say(`Aviso: ${item.instance.id} se ha reiniciado y está listo.`);
    } catch (error) {
      if (this.stopping || item.held) return;
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      this.scheduleRestart(item, `no arrancó (${reason})`);
    }
  }
}
