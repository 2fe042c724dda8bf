import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
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

/** npm test: lint, types, Jest, build, end to end; stops at the first failure. */
async function main(): Promise<void> {
  const root = loadRouteTable().root;
  const tsx = join(root, 'node_modules', '.bin', 'tsx');
  const e2eConfig = join(root, 'e2e', 'playwright.config.ts');
  const steps: Step[] = [
    { name: 'lint', command: 'npm', args: ['run', 'lint', '--silent'] },
    { name: 'typecheck', command: 'npm', args: ['run', 'typecheck', '--silent'] },
    { name: 'jest', command: 'npx', args: ['jest'] },
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
      process.exit(code);
    }
    summary.push(`${step.name} ✓ ${seconds(Date.now() - stepStart)}`);
  }
  console.log(`\nnpm test: ${summary.join(', ')} — todo correcto en ${seconds(Date.now() - started)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
