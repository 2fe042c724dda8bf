import { Logger } from '@nestjs/common';

export interface RetentionWorkerOptions {
  /** For the logs: what this worker deletes. */
  name: string;
  /** Between runs; 0 turns the worker off. */
  intervalMs: number;
  /** One run; `now` comes from the worker's clock. */
  run: (now: Date) => Promise<unknown>;
  clock?: () => Date;
  /** Before the first run (a restart loop must not skip retention, nor run it at every boot). */
  firstRunDelayMs?: number;
  logger?: Pick<Logger, 'warn'>;
}

/**
 * Runs a retention sweep on a schedule. Safe with several replicas when `run` takes a lock
 * (runExclusively); a failed run is logged and tried again at the next interval.
 */
export class RetentionWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private readonly logger: Pick<Logger, 'warn'>;

  constructor(private readonly options: RetentionWorkerOptions) {
    this.logger = options.logger ?? new Logger('Retention');
  }

  start(): void {
    if (this.options.intervalMs <= 0 || this.timer) return;
    const first = this.options.firstRunDelayMs ?? Math.min(this.options.intervalMs, 60_000);
    this.schedule(first);
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** One run now (what the schedule calls; tests call it with an injected clock). */
  runOnce(): Promise<void> {
    this.running ??= this.options
      .run((this.options.clock ?? (() => new Date()))())
      .then(() => undefined)
      .catch((error: unknown) => {
        this.logger.warn(`La limpieza "${this.options.name}" falló: ${error instanceof Error ? error.message : String(error)}`);
      })
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => {
      void this.runOnce().then(() => {
        if (this.timer) this.schedule(this.options.intervalMs);
      });
    }, delayMs);
    this.timer.unref();
  }
}

/**
 * A service's retention as a Nest provider: the schedule starts with the application and stops
 * with it; a subclass writes only its `sweep`.
 */
export abstract class ScheduledRetention {
  private readonly worker: RetentionWorker;

  protected constructor(
    name: string,
    intervalSeconds: number,
    protected readonly clock: () => Date,
  ) {
    this.worker = new RetentionWorker({ name, intervalMs: intervalSeconds * 1000, clock, run: (now) => this.sweep(now) });
  }

  /** One sweep at `now` (tests call it with an injected clock). */
  abstract sweep(now?: Date): Promise<unknown>;

  onApplicationBootstrap(): void {
    this.worker.start();
  }

  // Before, not on, shutdown: the database connection closes in its own module's shutdown hook.
  beforeApplicationShutdown(): Promise<void> {
    return this.worker.stop();
  }
}
