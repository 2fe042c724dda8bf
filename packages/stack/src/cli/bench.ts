// npm run bench: starts its own throwaway stack beside any dev stack, measures the JavaScript
// each main route loads, Lighthouse's mobile figures for each, and the API throughput through the
// gateway beside a bare Node ceiling measured in the same run, prints tables, stops everything.
// A missed JavaScript budget or Lighthouse target ends the run with exit code 1 unless
// BENCH_REPORT_ONLY=1 (then it only reports); the throughput figures are printed with their
// verdicts but never fail the run (they swing with the machine's load).
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { FORM_ROUTES, loadRouteTable, MAIN_ROUTES } from '@universo/route-table';
import { measureRouteJavaScript } from '../bench/bundleSizes';
import { benchExitCode, isReportOnly, javaScriptBudget, overBudget } from '../bench/budgets';
import { measureLighthouse, type RouteLighthouse } from '../bench/lighthouse';
import { LIGHTHOUSE_TARGETS, lighthouseCauses, lighthouseMisses, lighthouseVerdicts } from '../bench/lighthouseScores';
import { measureNestedJsonRefusal } from '../bench/nestedJson';
import { kilobytes, renderTable } from '../bench/table';
import {
  CHAT_P99_TARGET_MS,
  GATEWAY_RATIO_TARGET,
  gatewayRatio,
  type LoadGenerator,
  type RatioResult,
  startLoadGenerator,
  startBareServer,
  type Throughput,
  verdict,
} from '../bench/throughput';
import { startStack } from '../stack';

// BENCH_PORT_OFFSET moves the stack when another bench or journey run already holds +20000.
const PORT_OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 20000);
// Every missed budget or target, named: the run ends with a failure code unless BENCH_REPORT_ONLY=1.
const misses: string[] = [];
const startedAt = Date.now();
/** Lighthouse runs per route (the median is reported); 0 leaves Lighthouse out. */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CONNECTIONS = 32;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Unrecorded chat load before the measured one (JIT warm-up of a freshly started service). */
const CHAT_WARM_UP_SECONDS = 5;
/** Conversations per connection in the chat load (see chatLoad). */
const CHAT_CONVERSATIONS_PER_CONNECTION = 8;
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
async function compareWithBareNode(
  loadGenerator: LoadGenerator,
  baseUrl: string,
  path: string,
  load: { connections: number; durationSeconds: number },
): Promise<RatioResult> {
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
      bareRuns.push(await loadGenerator.measure(`Node desnudo ${path}`, bare.url, round));
      gatewayRuns.push(await loadGenerator.measure(`gateway ${path}`, url, round));
    }
  } finally {
    await bare.close();
  }
  return gatewayRatio(path, bareRuns, gatewayRuns);
}

const mark = (ok: boolean): string => (ok ? '✓' : '✗');

/** Lighthouse mobile on every main route: the median table, the causes of each miss, the raw results. */
async function lighthouseSection(baseUrl: string, root: string): Promise<RouteLighthouse[]> {
  const t = LIGHTHOUSE_TARGETS;
  console.log(`\nLighthouse 12 móvil (perfil por defecto: 4G lenta simulada, CPU 4x más lenta), ${LIGHTHOUSE_RUNS} pasadas por ruta…`);
  const phaseStart = Date.now();
  const measured = await measureLighthouse(baseUrl, MAIN_ROUTES, LIGHTHOUSE_RUNS, (route, run, f) => {
    console.log(
      `  pasada ${run}/${LIGHTHOUSE_RUNS} ${route}: ${f.performance}, LCP ${(f.lcpMs / 1000).toFixed(1)} s, CLS ${f.cls.toFixed(3)}, TBT ${Math.round(f.tbtMs)} ms`,
    );
  });
  const seconds = Math.round((Date.now() - phaseStart) / 1000);
  console.log(`\nLighthouse móvil, mediana de ${LIGHTHOUSE_RUNS} pasadas por ruta (${seconds} s; ✗ = objetivo no cumplido)`);
  console.log(
    renderTable(
      [
        'ruta',
        `rendimiento ≥ ${t.performance}`,
        `LCP ≤ ${(t.lcpMs / 1000).toFixed(1)} s`,
        `CLS ≤ ${t.cls}`,
        `TBT ≤ ${t.tbtMs} ms`,
        `buenas prácticas ≥ ${t.bestPractices}`,
      ],
      measured.map(({ route, figures: f }) => {
        const ok = lighthouseVerdicts(f);
        return [
          route,
          `${mark(ok.performance)} ${f.performance}`,
          `${mark(ok.lcpMs)} ${(f.lcpMs / 1000).toFixed(1)} s`,
          `${mark(ok.cls)} ${f.cls.toFixed(3)}`,
          `${mark(ok.tbtMs)} ${Math.round(f.tbtMs)} ms`,
          `${mark(ok.bestPractices)} ${f.bestPractices}`,
        ];
      }),
    ),
  );
  const dir = join(root, '.bench', 'lighthouse');
  mkdirSync(dir, { recursive: true });
  const below = measured.filter((m) => lighthouseMisses(m.figures).length > 0);
  for (const m of measured) {
    writeFileSync(join(dir, `${m.route === '/' ? 'inicio' : m.route.slice(1).replaceAll('/', '-')}.json`), JSON.stringify(m.medianResult));
  }
  if (below.length === 0) {
    console.log('\nTodas las rutas cumplen los objetivos de Lighthouse.');
  } else {
    console.log(
      `\n!!! OBJETIVOS DE LIGHTHOUSE NO CUMPLIDOS en ${below.length} ruta(s). Causas que nombra Lighthouse (pasada mediana; informes completos en .bench/lighthouse/):`,
    );
    for (const m of below) {
      const missed = lighthouseMisses(m.figures);
      misses.push(`Lighthouse ${m.route} (${missed.join(', ')})`);
      console.log(`!!!   ${m.route}: ${missed.join(', ')}`);
      for (const cause of lighthouseCauses(m.medianResult)) console.log(`        - ${cause}`);
    }
  }
  return measured;
}

async function main(): Promise<void> {
  const table = loadRouteTable();
  console.log(`Arrancando una pila temporal para medir (puertos +${PORT_OFFSET})…`);
  console.log(
    isReportOnly(process.env)
      ? 'BENCH_REPORT_ONLY=1: los presupuestos de JavaScript y los objetivos de Lighthouse no cumplidos se informan y la salida es 0.'
      : 'Un presupuesto de JavaScript o un objetivo de Lighthouse no cumplido termina con salida 1 (BENCH_REPORT_ONLY=1 solo informa).',
  );
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
    // A visitor's pages are measured as a visitor gets them: with their first screens.
    console.log('Tomando las primeras pantallas de los visitantes…');
    await stack.firstScreensTaken;
    // Every main route of issue 15, the pages that open on a form, and the first route of any
    // remote not among them.
    const routes = [...new Set([...MAIN_ROUTES, ...FORM_ROUTES, ...table.remotes.map((r) => r.routes[0]!)])];
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
      for (const { route, excessBytes } of over) {
        console.log(`!!!   ${route}: ${kilobytes(excessBytes)} de más`);
        misses.push(`JavaScript ${route}`);
      }
    } else {
      console.log('\nTodas las rutas dentro de su presupuesto de JavaScript.');
    }

    let lighthouse: RouteLighthouse[] = [];
    if (LIGHTHOUSE_RUNS > 0) {
      lighthouse = await lighthouseSection(stack.url, table.root);
    }

    const load = { connections: CONNECTIONS, durationSeconds: DURATION_SECONDS };
    const loadGenerator = startLoadGenerator();
    const books = (await (await fetch(`${stack.url}/api/books`)).json()) as { id: number }[];
    const publicReads = ['/api/products', '/api/books', `/api/books/${books[0]?.id ?? 1}`, '/api/blog'];
    const ratios: RatioResult[] = [];
    for (const path of publicReads) ratios.push(await compareWithBareNode(loadGenerator, stack.url, path, load));
    console.log(
      `\nLecturas públicas: gateway frente a Node desnudo con los mismos bytes (${CONNECTIONS} conexiones, ${ROUNDS} turnos alternos de ${Math.max(1, Math.round(DURATION_SECONDS / ROUNDS))} s)`,
    );
    console.log(
      renderTable(
        ['ruta', 'Node req/s', 'gateway req/s', 'proporción', 'objetivo', 'p99 gateway', 'errores', ''],
        ratios.map((r) => [
          r.path,
          r.bareRequestsPerSecond,
          r.gatewayRequestsPerSecond,
          r.ratio.toFixed(2),
          `≥ ${GATEWAY_RATIO_TARGET}`,
          `${r.gatewayP99Ms} ms`,
          r.errors,
          verdict(r.ratio >= GATEWAY_RATIO_TARGET && r.errors === 0),
        ]),
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
      const chatLoad = (durationSeconds: number) => ({
        ...load,
        durationSeconds,
        method: 'POST' as const,
        headers: { 'content-type': 'application/json', cookie: visitorCookie },
        // 32 children typing at once, not tabs of one chat: the bodies go out in turn, so with
        // CHAT_CONVERSATIONS_PER_CONNECTION conversations per connection no two connections write
        // to one conversation at once (the service would refuse one of the two writes and compose
        // its reply again: that is a tab's race, not a busy chat).
        bodies: Array.from({ length: CONNECTIONS * CHAT_CONVERSATIONS_PER_CONNECTION }, () =>
          JSON.stringify({ sessionId: randomUUID(), character: 'francesca', message: 'Quiero ahorrar para comprar una bicicleta' }),
        ),
      });
      // A running service has compiled its hot path long ago; the first seconds after a start
      // measure V8's compiler instead. They run unrecorded, on conversations of their own.
      await loadGenerator.measure('calentamiento', `${stack.url}/api/chat`, chatLoad(CHAT_WARM_UP_SECONDS));
      results.push(await loadGenerator.measure('POST /api/chat vía gateway (Francesca)', `${stack.url}/api/chat`, chatLoad(DURATION_SECONDS)));
    } else {
      console.log(`\nPOST /api/chat no respondió ${first.status}: se omite su medida.`);
    }
    await loadGenerator.close();
    console.log(
      `\nChat en loopback (${CONNECTIONS} conexiones, ${DURATION_SECONDS} s tras ${CHAT_WARM_UP_SECONDS} s de calentamiento sin medir; objetivo p99 ≤ ${CHAT_P99_TARGET_MS} ms)`,
    );
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
      // One line per folder (a book's chapters, the Magic Zone's clips): each file is in .bench/results.json.
      const folders = new Map<string, { files: number; bytes: number }>();
      for (const { file, bytes } of audio) {
        const folder = dirname(file);
        const sum = folders.get(folder) ?? { files: 0, bytes: 0 };
        folders.set(folder, { files: sum.files + 1, bytes: sum.bytes + bytes });
      }
      console.log('\nNarraciones y audio');
      console.log(
        renderTable(
          ['carpeta', 'archivos', 'tamaño'],
          [
            ...[...folders].map(([folder, sum]) => [folder, sum.files, kilobytes(sum.bytes)]),
            ['total', audio.length, kilobytes(audio.reduce((s, a) => s + a.bytes, 0))],
          ],
        ),
      );
    }

    mkdirSync(join(table.root, '.bench'), { recursive: true });
    writeFileSync(
      join(table.root, '.bench', 'results.json'),
      `${JSON.stringify({ at: new Date().toISOString(), bytes, lighthouse: lighthouse.map(({ route, figures, runs }) => ({ route, figures, runs })), ratios, results, nested, audio }, null, 2)}\n`,
    );
  } finally {
    await stack.stop();
  }
}

main().then(
  () => {
    const minutes = ((Date.now() - startedAt) / 60_000).toFixed(1);
    if (misses.length === 0) {
      console.log(`\nBench completo en ${minutes} min: todos los presupuestos y objetivos de Lighthouse cumplidos.`);
      return;
    }
    console.log(`\nBench completo en ${minutes} min. Fallan ${misses.length}: ${misses.join('; ')}.`);
    console.log(
      isReportOnly(process.env)
        ? 'BENCH_REPORT_ONLY=1: solo se informa, la salida es 0.'
        : 'La salida es 1 (un presupuesto de JavaScript o un objetivo de Lighthouse no se cumple); BENCH_REPORT_ONLY=1 solo informa.',
    );
    process.exit(benchExitCode(misses, process.env));
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
