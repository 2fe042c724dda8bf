import { collectDefaultMetrics, Counter, Gauge, Histogram, type Metric, Registry } from 'prom-client';
import {
  CACHE_LOOKUPS,
  type CacheName,
  type CacheResult,
  CHAT_MESSAGES,
  CHAT_OUTCOMES,
  type ChatOutcome,
  DB_POOL_CONNECTIONS,
  DB_POOL_MAX_CONNECTIONS,
  DB_POOL_WAITING,
  HTTP_DURATION_BUCKETS,
  HTTP_REQUEST_DURATION,
  HTTP_REQUESTS_IN_FLIGHT,
  METRIC_DEFINITIONS,
  type MetricDefinition,
} from './metricDefinitions';

/** What a pg pool tells about itself (pg's Pool: totalCount, idleCount, waitingCount, options.max). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

/** The route label of a request no route matched: one series for every unknown URL. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * One service's metrics, in its own registry (not prom-client's global one: two services in one
 * test process must not share series). Every series carries `service: svc-<name>`; the default
 * Node metrics (CPU, memory, event loop, garbage collection) come with it.
 */
export class ServiceMetrics {
  readonly registry = new Registry();
  private readonly metrics = new Map<string, Metric>();
  private poolStats: (() => PoolStats | undefined) | undefined;

  constructor(
    readonly service: string,
    options: { defaultMetrics?: boolean } = {},
  ) {
    this.registry.setDefaultLabels({ service: `svc-${service}` });
    if (options.defaultMetrics !== false) collectDefaultMetrics({ register: this.registry });
    for (const definition of METRIC_DEFINITIONS as readonly MetricDefinition[]) {
      if (definition.services && !definition.services.includes(service)) continue;
      this.metrics.set(definition.name, this.create(definition));
    }
    // Every outcome from zero, so a rate over the first refusal is not lost.
    if (this.metrics.has(CHAT_MESSAGES)) for (const outcome of CHAT_OUTCOMES) this.counter(CHAT_MESSAGES).labels(outcome).inc(0);
  }

  /** Names of every metric this registry exports (the dashboard's test reads them). */
  names(): string[] {
    return this.registry.getMetricsAsArray().map((metric) => (metric as unknown as { name: string }).name);
  }

  /** The Prometheus text exposition. */
  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** A request started; the returned function ends it with its route pattern and status. */
  requestStarted(): (method: string, route: string, status: number) => void {
    const inFlight = this.gauge(HTTP_REQUESTS_IN_FLIGHT);
    inFlight.inc();
    const started = process.hrtime.bigint();
    let ended = false;
    return (method, route, status) => {
      if (ended) return;
      ended = true;
      inFlight.dec();
      if (status === 0) return;
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      this.histogram(HTTP_REQUEST_DURATION).labels(method, route, String(status)).observe(seconds);
    };
  }

  cacheLookup(cache: CacheName, result: CacheResult): void {
    this.counter(CACHE_LOOKUPS).labels(cache, result).inc();
  }

  chatMessage(outcome: ChatOutcome): void {
    this.counter(CHAT_MESSAGES).labels(outcome).inc();
  }

  /** Where the pool gauges read from on each scrape (nothing is polled between scrapes). */
  watchPool(stats: () => PoolStats | undefined): void {
    this.poolStats = stats;
  }

  private readPool(): PoolStats | undefined {
    try {
      return this.poolStats?.();
    } catch {
      return undefined;
    }
  }

  private create(definition: MetricDefinition): Metric {
    const common = { name: definition.name, help: definition.help, labelNames: [...definition.labels], registers: [this.registry] };
    if (definition.kind === 'histogram') return new Histogram({ ...common, buckets: HTTP_DURATION_BUCKETS });
    if (definition.kind === 'counter') return new Counter(common);
    const collect = poolCollectors[definition.name];
    const readPool = () => this.readPool();
    return new Gauge({
      ...common,
      ...(collect
        ? {
            collect(this: Gauge) {
              const stats = readPool();
              if (stats) collect(this, stats);
            },
          }
        : {}),
    });
  }

  private counter(name: string): Counter {
    return this.metrics.get(name) as Counter;
  }

  private gauge(name: string): Gauge {
    return this.metrics.get(name) as Gauge;
  }

  private histogram(name: string): Histogram {
    return this.metrics.get(name) as Histogram;
  }
}

/** The pool gauges, each set from the pool's own counts when Prometheus scrapes. */
const poolCollectors: Record<string, (gauge: Gauge, stats: PoolStats) => void> = {
  [DB_POOL_CONNECTIONS]: (gauge, stats) => {
    gauge.labels('busy').set(stats.total - stats.idle);
    gauge.labels('idle').set(stats.idle);
  },
  [DB_POOL_MAX_CONNECTIONS]: (gauge, stats) => gauge.set(stats.max),
  [DB_POOL_WAITING]: (gauge, stats) => gauge.set(stats.waiting),
};

/** The counts of a pg Pool (TypeORM's postgres driver keeps it as `master`), when it has one. */
export function pgPoolStats(pool: unknown): PoolStats | undefined {
  const p = pool as { totalCount?: unknown; idleCount?: unknown; waitingCount?: unknown; options?: { max?: unknown } } | undefined;
  if (!p || typeof p.totalCount !== 'number' || typeof p.idleCount !== 'number' || typeof p.waitingCount !== 'number') return undefined;
  return { total: p.totalCount, idle: p.idleCount, waiting: p.waitingCount, max: typeof p.options?.max === 'number' ? p.options.max : 10 };
}
