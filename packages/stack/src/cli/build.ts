import { join } from 'node:path';
import { loadRouteTable } from '@universo/route-table';
import { buildStale, planBuild } from '../build';
import { checkFederation } from '../federationCompat';

/**
 * npm run build: builds what is stale. `--force`: everything; `--only <dir>...`: those and their
 * dependencies; `--dry-run`: shows the plan.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const onlyIndex = args.indexOf('--only');
  const only = onlyIndex >= 0 ? args.slice(onlyIndex + 1).filter((a) => !a.startsWith('--')) : undefined;
  const table = loadRouteTable();
  const root = table.root;
  if (args.includes('--dry-run')) {
    for (const item of planBuild(root, { force, only })) {
      const deps = item.deps.length > 0 ? ` ← ${item.deps.join(', ')}` : '';
      console.log(`${item.stale ? '•' : '✓'} ${item.workspace.dir}: ${item.reason}${deps}`);
    }
    return;
  }
  const result = await buildStale({ root, force, only, log: (line) => console.log(line) });
  const seconds = (result.ms / 1000).toFixed(1);
  if (result.failed.length > 0) {
    console.error(`Compilación fallida: ${result.failed.join(', ')} (${seconds} s)`);
    process.exit(1);
  }
  // Every remote must run beside the shell it will be served with: the same singletons.
  if (!only) {
    const problems = await checkFederation(
      join(root, table.shell.dir, 'dist'),
      table.remotes.map((remote) => join(root, remote.dir, 'dist')),
    );
    if (problems.length > 0) {
      for (const problem of problems) console.error(`✗ ${problem}`);
      process.exit(1);
    }
  }
  console.log(
    result.built.length > 0
      ? `Compilados ${result.built.length} (${result.built.join(', ')}), al día ${result.upToDate.length}, en ${seconds} s`
      : `Todo al día (${result.upToDate.length} workspaces), ${seconds} s`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
