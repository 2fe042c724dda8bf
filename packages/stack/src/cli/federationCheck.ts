import { join } from 'node:path';
import { loadRouteTable } from '@universo/route-table';
import { checkFederation } from '../federationCompat';

/**
 * npm run federation:check [-- --shell <dir|url> <remote dir|url>...]: a remote built on its own
 * can run beside the shell the site serves (same singletons: React, React DOM, the router, the
 * platform). Without arguments, the local builds of the route table's apps.
 *   npm run federation:check -- --shell https://universo.example/ mfe-stories/dist
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const table = loadRouteTable();
  const shellIndex = args.indexOf('--shell');
  const shell = shellIndex >= 0 ? args[shellIndex + 1] : join(table.root, table.shell.dir, 'dist');
  const remotes =
    shellIndex >= 0
      ? args.filter((_, index) => index !== shellIndex && index !== shellIndex + 1)
      : table.remotes.map((remote) => join(table.root, remote.dir, 'dist'));
  if (!shell || remotes.length === 0) throw new Error('Uso: npm run federation:check -- --shell <carpeta|url> <remoto carpeta|url>...');
  const problems = await checkFederation(shell, remotes);
  for (const problem of problems) console.error(`✗ ${problem}`);
  if (problems.length > 0) process.exit(1);
  console.log(`Federación compatible: ${remotes.length} remoto(s) con las mismas bibliotecas únicas que el shell.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
