import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadRouteTable } from '@universo/route-table';
import { readWorkspaces } from '../workspaces';

interface Outcome {
  dir: string;
  ok: boolean;
  ms: number;
  output: string;
}

function tsc(root: string, dir: string): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(join(root, 'node_modules', '.bin', 'tsc'), ['--noEmit', '-p', dir], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => resolve({ dir, ok: false, ms: Date.now() - started, output: error.message }));
    child.on('close', (code) => resolve({ dir, ok: code === 0, ms: Date.now() - started, output }));
  });
}

/** npm run typecheck: `tsc --noEmit -p <dir>` for every workspace with a tsconfig.json, two at a time. */
async function main(): Promise<void> {
  const root = loadRouteTable().root;
  const dirs = readWorkspaces(root)
    .map((w) => w.dir)
    .filter((dir) => existsSync(join(root, dir, 'tsconfig.json')));
  const queue = [...dirs];
  const outcomes: Outcome[] = [];
  const worker = async (): Promise<void> => {
    for (let dir = queue.shift(); dir !== undefined; dir = queue.shift()) {
      const outcome = await tsc(root, dir);
      outcomes.push(outcome);
      console.log(`${outcome.ok ? '✓' : '✗'} ${dir} (${(outcome.ms / 1000).toFixed(1)} s)`);
      if (!outcome.ok) console.log(outcome.output.trim().replace(/^/gm, '    '));
    }
  };
  await Promise.all([worker(), worker()]);
  const failed = outcomes.filter((o) => !o.ok).map((o) => o.dir);
  if (failed.length > 0) {
    console.error(`Errores de tipos en ${failed.length} de ${dirs.length}: ${failed.join(', ')}`);
    process.exit(1);
  }
  console.log(`Tipos correctos en ${dirs.length} workspaces.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
