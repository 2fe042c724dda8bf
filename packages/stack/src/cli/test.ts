import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { loadRouteTable } from '@universo/route-table';
import { loadDevPostgres, stopPostgres as stopCluster } from '../postgres';
import { runTurbo, type TaskOutcome } from '../turbo';
import { readWorkspaces } from '../workspaces';

interface Step {
  name: string;
  command: string;
  args: string[];
  /** Why the step is skipped, when it is. */
  skip?: string;
}

function run(root: string, step: Step): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { cwd: root, stdio: 'inherit' });
    child.on('error', () => resolve(127));
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/** Each workspace's Jest report: `npm test -w <dir>` writes it, and Turborepo restores it on a cache hit. */
export const JEST_REPORT = join('.test-reports', 'jest.json');

/** Passed and failed test counts from the JSON reports the workspaces' Jest runs and Playwright leave behind. */
export function countResults(jestReports: unknown[], playwrightReport: unknown): { passed: number; failed: number } {
  let passed = 0;
  let failed = 0;
  for (const report of jestReports) {
    const jest = report as { numPassedTests?: number; numFailedTests?: number } | undefined;
    passed += jest?.numPassedTests ?? 0;
    failed += jest?.numFailedTests ?? 0;
  }
  const stats = (playwrightReport as { stats?: { expected?: number; unexpected?: number; flaky?: number } } | undefined)?.stats;
  passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  failed += stats?.unexpected ?? 0;
  return { passed, failed };
}

/** Pure: one line on what Turborepo ran and what it restored. */
export function describeTasks(tasks: TaskOutcome[]): string {
  const real = tasks.filter((t) => t.exitCode !== undefined || t.cached);
  const cached = real.filter((t) => t.cached);
  const failed = real.filter((t) => !t.cached && t.exitCode !== 0).map((t) => t.taskId);
  const restored = cached.length > 0 ? `, ${cached.length} de la caché (${cached.map((t) => t.taskId.replace('@universo/', '')).join(', ')})` : '';
  return `${real.length} tareas, ${real.length - cached.length} ejecutadas${restored}${failed.length > 0 ? `; fallaron ${failed.join(', ')}` : ''}`;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * npm test: lint beside each workspace's types and Jest tests (Turborepo: a workspace whose
 * files and dependencies did not change since a passing run is restored, not run again), then the
 * build and the end-to-end journeys; stops after the first step that fails. `--force`: run every
 * workspace's tasks, cache or not. A fresh clone has no cache: everything runs.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const root = loadRouteTable().root;
  const tsx = join(root, 'node_modules', '.bin', 'tsx');
  const e2eConfig = join(root, 'e2e', 'playwright.config.ts');
  const reports = join(root, '.test-reports');
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });
  const tested = readWorkspaces(root).filter((w) => w.scripts.test);
  const jestReports = tested.map((w) => join(root, w.dir, JEST_REPORT));
  // A workspace's report is this run's: written by its tests or restored with their cached result.
  for (const file of jestReports) rmSync(file, { force: true });
  const playwrightReport = join(reports, 'e2e.json');
  const started = Date.now();
  const summary: string[] = [];
  // The one closing line any CI can read, over every runner.
  const totals = (): string => {
    const { passed, failed } = countResults(
      jestReports.map((file) => readJson(file)),
      readJson(playwrightReport),
    );
    return `tests: ${passed} passed, ${failed} failed`;
  };
  const fail = (step: string, code: number): never => {
    summary.push(`${step} ✗`);
    console.error(`\nnpm test: ${summary.join(', ')} — falló ${step} (código ${code}) tras ${seconds(Date.now() - started)}`);
    console.error(totals());
    process.exit(code);
  };

  // One PostgreSQL cluster for every workspace's integration tests (each suite makes its own
  // database in it); a cluster per workspace would cost its start-up each time.
  const given = process.env.TEST_DATABASE_SERVER_URL;
  const postgres = given ? undefined : await (await loadDevPostgres()).startPostgres({ ephemeral: true });
  const serverUrl = given ?? postgres!.url('postgres');
  const stopPostgres = async (): Promise<void> => {
    if (postgres) await stopCluster(postgres, { ephemeral: true });
  };

  // lint reads the whole tree, the workspaces' tasks one workspace each: on two cores, side by side.
  console.log('\n▶ lint: npm run lint --silent');
  console.log(`▶ typecheck + jest por workspace: turbo run typecheck test${args.includes('--force') ? ' --force' : ''}`);
  const checksStart = Date.now();
  const lint = run(root, { name: 'lint', command: 'npm', args: ['run', 'lint', '--silent'] }).then((code) => ({ code, ms: Date.now() - checksStart }));
  const turbo = runTurbo(
    root,
    [
      'typecheck',
      'test',
      `--concurrency=${Math.max(2, availableParallelism())}`,
      '--continue',
      '--output-logs=new-only',
      ...(args.includes('--force') ? ['--force'] : []),
    ],
    { inherit: true, env: { TEST_DATABASE_SERVER_URL: serverUrl } },
  ).then((result) => ({ ...result, ms: Date.now() - checksStart }));
  const [lintResult, turboResult] = await Promise.all([lint, turbo]);
  await stopPostgres();
  const tasks = turboResult.tasks;
  const typecheckMs = tasks.filter((t) => t.task === 'typecheck' && !t.cached).reduce((sum, t) => sum + t.ms, 0);
  const jestMs = tasks.filter((t) => t.task === 'test' && !t.cached).reduce((sum, t) => sum + t.ms, 0);
  console.log(`\nturbo: ${describeTasks(tasks.filter((t) => t.task === 'typecheck' || t.task === 'test'))}`);
  console.log(`  (suma de tareas: typecheck ${seconds(typecheckMs)}, jest ${seconds(jestMs)})`);
  if (lintResult.code !== 0) fail('lint', lintResult.code);
  summary.push(`lint ✓ ${seconds(lintResult.ms)}`);
  if (turboResult.code !== 0) fail('typecheck + jest', turboResult.code);
  summary.push(`typecheck + jest ✓ ${seconds(turboResult.ms)}`);

  const steps: Step[] = [
    { name: 'build', command: tsx, args: [join(root, 'packages', 'stack', 'src', 'cli', 'build.ts')] },
    {
      name: 'e2e',
      command: 'npx',
      args: ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
      skip: existsSync(e2eConfig) ? undefined : 'e2e/playwright.config.ts no existe todavía',
    },
  ];
  for (const step of steps) {
    if (step.skip) {
      console.log(`\n▶ ${step.name}: omitido (${step.skip})`);
      summary.push(`${step.name} omitido`);
      continue;
    }
    console.log(`\n▶ ${step.name}: ${step.command.replace(`${root}/`, '')} ${step.args.join(' ').replaceAll(`${root}/`, '')}`);
    const stepStart = Date.now();
    const code = await run(root, step);
    if (code !== 0) fail(step.name, code);
    summary.push(`${step.name} ✓ ${seconds(Date.now() - stepStart)}`);
  }
  console.log(`\nnpm test: ${summary.join(', ')} — todo correcto en ${seconds(Date.now() - started)}`);
  console.log(totals());
}

if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
