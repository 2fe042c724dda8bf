import { setTimeout as sleep } from 'node:timers/promises';
import { loadRouteTable } from '@universo/route-table';
import { firstRoundMarker } from '../firstScreens/firstRoundMarker';
import { keepFirstScreens } from '../firstScreens/firstScreenKeeper';
import { firstScreensSettings } from '../firstScreens/firstScreensSettings';

// The first-screens container (docker-compose.yml's first-screens, the chart's sidecar in the
// gateway pod): keeps the visitors' first screens of the site in the folder the gateway includes
// them from, as `npm start` does for the local gateway, once the site answers and then every ten
// minutes. Its image runs this file bundled (packages/deploy/src/images.ts).
//
//   FIRST_SCREENS_SITE_URL=http://127.0.0.1:8080 PUBLIC_URL=https://example.org \
//   FIRST_SCREENS_DIR=/var/lib/universo/first-screens tsx packages/stack/src/cli/firstScreens.ts

const SITE_POLL_MS = 2_000;

const log = (line: string): void => console.log(`${new Date().toISOString()} ${line}`);

/** Until the gateway serves the site's page (it may start after this container, or be restarting). */
async function waitForSite(siteUrl: string, stopped: () => boolean): Promise<void> {
  let said = false;
  while (!stopped()) {
    try {
      const response = await fetch(`${siteUrl}/`, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return;
    } catch {
      // not answering yet
    }
    if (!said) log(`primeras pantallas: esperando a que ${siteUrl} responda`);
    said = true;
    await sleep(SITE_POLL_MS);
  }
}

async function main(): Promise<void> {
  const settings = firstScreensSettings(process.env);
  const table = loadRouteTable();
  // The sidecar's readiness probe looks for this file (deploy/helm/universo/templates/gateway.yaml).
  const ready = firstRoundMarker(settings.dir, settings.readyAfterMs);
  let stopping = false;
  // Set once the site answers; a stop before then has nothing to wait for.
  const running: { keeper?: ReturnType<typeof keepFirstScreens> } = {};
  // The keeper's timer does not hold the process (the stack exits when it is done); here the
  // process lives for the keeper, until it is told to stop.
  const alive = setInterval(() => undefined, 60 * 60_000);
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    log('primeras pantallas: deteniendo');
    ready.stop();
    void (running.keeper?.stop() ?? Promise.resolve()).finally(() => clearInterval(alive));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  log(`primeras pantallas de ${settings.siteUrl} (para ${settings.publicOrigin}) en ${settings.dir}`);
  await waitForSite(settings.siteUrl, () => stopping);
  if (stopping) return;
  running.keeper = keepFirstScreens({ table, baseUrl: settings.siteUrl, publicOrigin: settings.publicOrigin, dir: settings.dir, log });
  await running.keeper.firstRound;
  if (!ready.marked()) log('primeras pantallas: primera ronda terminada; listo');
  ready.mark();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
