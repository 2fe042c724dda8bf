// npm run bench: numbers, not verdicts. Starts its own throwaway stack beside any dev stack,
// measures the JavaScript each area's first route loads and the API throughput through the
// gateway beside a bare Node ceiling measured in the same run, prints tables, stops everything.
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadRouteTable } from '@universo/route-table';
import { measureRouteJavaScript } from '../bench/bundleSizes';
import { javaScriptBudget, MAIN_ROUTES, overBudget } from '../bench/budgets';
import { measureNestedJsonRefusal } from '../bench/nestedJson';
import { kilobytes, renderTable } from '../bench/table';
import {
  CHAT_P99_TARGET_MS,
  GATEWAY_RATIO_TARGET,
  gatewayRatio,
  measure,
  type RatioResult,
  startBareServer,
  type Throughput,
  verdict,
} from '../bench/throughput';
import { startStack } from '../stack';

const PORT_OFFSET = 20000;
// Set when a route loads more JavaScript than its budget: the run then ends with a failure code.
let budgetExceeded = false;
const CONNECTIONS = 32;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Bare Node and the gateway take turns this many times per path, so a noisy moment hits both. */
const ROUNDS = 2;

function audioFiles(root: string): { file: string; bytes: number }[] {
  const found: { file: string; bytes: number }[] = [];
  const walk = (dir: string): void => {
    let entries: string[];
    try {
      entries = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of entries) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(ogg|opus|mp3)$/.test(name)) found.push({ file: relative(root, path), bytes: statSync(path).size });
    }
  };
  for (const dir of readdirSync(root).filter((d) => d.startsWith('svc-'))) walk(join(root, dir, 'media'));
  return found.sort((a, b) => a.file.localeCompare(b.file));
}

function throughputRows(results: Throughput[]): (string | number)[][] {
  return results.map((r) => [r.label, r.requestsPerSecond, `${r.p99Ms} ms`, r.errors]);
}

/**
 * One public read through the gateway against bare Node answering the same bytes from memory,
 * in alternating rounds of DURATION_SECONDS / ROUNDS each.
 */
async function compareWithBareNode(baseUrl: string, path: string, load: { connections: number; durationSeconds: number }): Promise<RatioResult> {
  const url = `${baseUrl}${path}`;
  const first = await fetch(url);
  if (!first.ok) throw new Error(`${path} respondió ${first.status} a través del gateway`);
  const body = Buffer.from(await first.arrayBuffer());
  const bare = await startBareServer(body, first.headers.get('content-type') ?? 'application/json; charset=utf-8');
  const round = { ...load, durationSeconds: Math.max(1, Math.round(load.durationSeconds / ROUNDS)) };
  const bareRuns: Throughput[] = [];
  const gatewayRuns: Throughput[] = [];
  try {
    for (let i = 0; i < ROUNDS; i++) {
      bareRuns.push(await measure(`Node desnudo ${path}`, bare.url, round));
      gatewayRuns.push(await measure(`gateway ${path}`, url, round));
    }
  } finally {
    await bare.close();
  }
  return gatewayRatio(path, bareRuns, gatewayRuns);
}

async function main(): Promise<void> {
  const table = loadRouteTable();
  console.log('Arrancando una pila temporal para medir (puertos +20000)…');
  const stack = await startStack({
    gatewayPort: 8080 + PORT_OFFSET,
    portOffset: PORT_OFFSET,
    ephemeral: true,
    controlPort: undefined,
    // The load runs from one address: lift the per-client limits for this run only.
    // CHAT_RATE_LIMIT_OFF: svc-chat refuses it in production.
    // The services' request log is lowered to warnings for the run, as the gateway's access log is off.
    env: { ...process.env, CHAT_RATE_LIMIT_OFF: 'true', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
    gateway: { accessLog: false, rateLimits: { writes: { rate: '100000r/s', burst: 100000 } } },
  });
  try {
    // Every main route of issue 15, plus the first route of any remote not among them.
    const routes = [...new Set([...MAIN_ROUTES, ...table.remotes.map((r) => r.routes[0]!)])];
    const bytes = await measureRouteJavaScript(stack.url, routes);
    const home = bytes.find((b) => b.route === '/')!;
    console.log('\nJavaScript cargado en frío (gzip -6, medido en Chromium)');
    console.log(
      renderTable(
        ['ruta', 'archivos', 'total', 'presupuesto', 'sobre /'],
        bytes.map((b) => [
          b.route,
          b.files,
          kilobytes(b.gzipBytes),
          `${b.gzipBytes > javaScriptBudget(b.route) ? '✗' : '✓'} ${kilobytes(javaScriptBudget(b.route))}`,
          b.route === '/' ? '-' : `+${kilobytes(b.gzipBytes - home.gzipBytes)}`,
        ]),
      ),
    );
    const over = overBudget(bytes);
    if (over.length > 0) {
      console.log(`\n!!! PRESUPUESTO DE JAVASCRIPT SUPERADO en ${over.length} ruta(s):`);
      for (const { route, excessBytes } of over) console.log(`!!!   ${route}: ${kilobytes(excessBytes)} de más`);
      budgetExceeded = true;
    } else {
      console.log('\nTodas las rutas dentro de su presupuesto de JavaScript.');
    }

    const load = { connections: CONNECTIONS, durationSeconds: DURATION_SECONDS };
    const books = (await (await fetch(`${stack.url}/api/books`)).json()) as { id: number }[];
    const publicReads = ['/api/products', '/api/books', `/api/books/${books[0]?.id ?? 1}`, '/api/blog'];
    const ratios: RatioResult[] = [];
    for (const path of publicReads) ratios.push(await compareWithBareNode(stack.url, path, load));
    console.log(`\nLecturas públicas: gateway frente a Node desnudo con los mismos bytes (${CONNECTIONS} conexiones, ${ROUNDS} turnos alternos de ${Math.max(1, Math.round(DURATION_SECONDS / ROUNDS))} s)`);
    console.log(
      renderTable(
        ['ruta', 'Node req/s', 'gateway req/s', 'proporción', 'objetivo', 'p99 gateway', 'errores', ''],
        ratios.map((r) => [r.path, r.bareRequestsPerSecond, r.gatewayRequestsPerSecond, r.ratio.toFixed(2), `≥ ${GATEWAY_RATIO_TARGET}`, `${r.gatewayP99Ms} ms`, r.errors, verdict(r.ratio >= GATEWAY_RATIO_TARGET && r.errors === 0)]),
      ),
    );
    const results: Throughput[] = [];

    const sessionId = '3f2b8c1e-6d4a-4b7e-9a10-2c5d8e7f6a01';
    const first = await fetch(`${stack.url}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId, character: 'francesca', message: 'Hola Francesca' }),
    });
    const visitorCookie = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    if (first.ok) {
      results.push(
        await measure('POST /api/chat vía gateway (Francesca)', `${stack.url}/api/chat`, {
          ...load,
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: visitorCookie },
          // One conversation per connection, as 32 children typing at once (not 32 tabs of one chat).
          bodies: Array.from({ length: CONNECTIONS }, () =>
            JSON.stringify({ sessionId: randomUUID(), character: 'francesca', message: 'Quiero ahorrar para comprar una bicicleta' }),
          ),
        }),
      );
    } else {
      console.log(`\nPOST /api/chat no respondió ${first.status}: se omite su medida.`);
    }
    console.log(`\nChat en loopback (${CONNECTIONS} conexiones, ${DURATION_SECONDS} s; objetivo p99 ≤ ${CHAT_P99_TARGET_MS} ms)`);
    console.log(
      renderTable(
        ['prueba', 'req/s', 'p99', 'errores', ''],
        throughputRows(results).map((row, i) => [...row, verdict(results[i]!.p99Ms <= CHAT_P99_TARGET_MS && results[i]!.errors === 0)]),
      ),
    );

    // Not a verdict: what refusing the security review's hostile body costs (it used to be a 500
    // after ~80 ms of CPU). The service scans the depth before parsing and answers 400.
    const nested = await measureNestedJsonRefusal(`${stack.url}/api/contact`);
    console.log(
      `\nJSON anidado 5.000 niveles (10 KB) a POST /api/contact: ${nested.status} en ${nested.meanMs} ms de media ` +
        `(p99 ${nested.p99Ms} ms, ${nested.requests} peticiones seguidas vía gateway); el escaneo de profundidad cuesta ${nested.scanMicros} µs de CPU ` +
        `(${nested.fullScanMicros} µs para 64 KB de JSON permitido, leído entero)`,
    );

    const audio = audioFiles(table.root);
    if (audio.length > 0) {
      console.log('\nNarraciones');
      console.log(renderTable(['archivo', 'tamaño'], [...audio.map((a) => [a.file, kilobytes(a.bytes)]), ['total', kilobytes(audio.reduce((s, a) => s + a.bytes, 0))]]));
    }

    mkdirSync(join(table.root, '.bench'), { recursive: true });
    writeFileSync(join(table.root, '.bench', 'results.json'), `${JSON.stringify({ at: new Date().toISOString(), bytes, ratios, results, nested, audio }, null, 2)}\n`);
  } finally {
    await stack.stop();
  }
}

main().then(
  () => {
    if (budgetExceeded) process.exit(1);
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
