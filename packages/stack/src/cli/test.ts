import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { loadRouteTable } from '@universo/route-table';

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

/** Passed and failed test counts from the JSON reports Jest and Playwright leave behind. */
export function countResults(jestReport: unknown, playwrightReport: unknown): { passed: number; failed: number } {
  let passed = 0;
  let failed = 0;
  const jest = jestReport as { numPassedTests?: number; numFailedTests?: number } | undefined;
  passed += jest?.numPassedTests ?? 0;
  failed += jest?.numFailedTests ?? 0;
  const stats = (playwrightReport as { stats?: { expected?: number; unexpected?: number; flaky?: number } } | undefined)?.stats;
  passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  failed += stats?.unexpected ?? 0;
  return { passed, failed };
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** npm test: lint, types, Jest, build, end to end; stops at the first failure. */
async function main(): Promise<void> {
  const root = loadRouteTable().root;
  const tsx = join(root, 'node_modules', '.bin', 'tsx');
  const e2eConfig = join(root, 'e2e', 'playwright.config.ts');
  const reports = join(root, '.test-reports');
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });
  const jestReport = join(reports, 'jest.json');
  const playwrightReport = join(reports, 'e2e.json');
  const steps: Step[] = [
    { name: 'lint', command: 'npm', args: ['run', 'lint', '--silent'] },
    { name: 'typecheck', command: 'npm', args: ['run', 'typecheck', '--silent'] },
    // --forceExit: the report is written when the run ends; a suite whose service outlived a
    // failed start (its hook timed out) must not then hold CI until its time limit.
    { name: 'jest', command: 'npx', args: ['jest', '--json', `--outputFile=${jestReport}`, '--forceExit'] },
    { name: 'build', command: tsx, args: [join(root, 'packages', 'stack', 'src', 'cli', 'build.ts')] },
    {
      name: 'e2e',
      command: 'npx',
      args: ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
      skip: existsSync(e2eConfig) ? undefined : 'e2e/playwright.config.ts no existe todavía',
    },
  ];
  const started = Date.now();
  const summary: string[] = [];
  // The one closing line any CI can read, over every runner.
  const totals = (): string => {
    const { passed, failed } = countResults(readJson(jestReport), readJson(playwrightReport));
    return `tests: ${passed} passed, ${failed} failed`;
  };
  for (const step of steps) {
    if (step.skip) {
      console.log(`\n▶ ${step.name}: omitido (${step.skip})`);
      summary.push(`${step.name} omitido`);
      continue;
    }
    console.log(`\n▶ ${step.name}: ${step.command.replace(`${root}/`, '')} ${step.args.join(' ').replaceAll(`${root}/`, '')}`);
    const stepStart = Date.now();
    const code = await run(root, step);
    if (code !== 0) {
      summary.push(`${step.name} ✗`);
      console.error(`\nnpm test: ${summary.join(', ')} — falló ${step.name} (código ${code}) tras ${seconds(Date.now() - started)}`);
      console.error(totals());
      process.exit(code);
    }
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
