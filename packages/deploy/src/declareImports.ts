import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadRouteTable } from '@universo/route-table';
import { readPackageJson, readWorkspaces, undeclaredImports, type PackageJson } from './workspaceImports';

/**
 * Declares in each workspace's package.json the packages its source imports and does not declare
 * (see workspaceImports.ts), with the range the root already uses, `0.1.0` for a local package,
 * or `^<installed version>` for one that only came in through another package.
 *
 *   npx tsx packages/deploy/src/declareImports.ts          # lists what is missing
 *   npx tsx packages/deploy/src/declareImports.ts --write  # writes it, then run npm install
 */

function rangeFor(root: string, name: string, rootPkg: PackageJson, workspaces: Map<string, PackageJson>): string {
  const fromRoot = rootPkg.dependencies?.[name] ?? rootPkg.devDependencies?.[name];
  if (fromRoot) return fromRoot;
  const local = [...workspaces.values()].find((p) => p.name === name);
  if (local) return local.version ?? '0.1.0';
  for (const pkg of workspaces.values()) {
    const declared = pkg.dependencies?.[name] ?? pkg.devDependencies?.[name];
    if (declared) return declared;
  }
  const installed = join(root, 'node_modules', name, 'package.json');
  if (!existsSync(installed)) throw new Error(`${name} no está instalado: instálalo con npm install ${name} -w <workspace>`);
  return `^${(JSON.parse(readFileSync(installed, 'utf8')) as { version: string }).version}`;
}

const sorted = (record: Record<string, string>): Record<string, string> => Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));

export function declareImports(root: string, write: boolean): string[] {
  const workspaces = readWorkspaces(root);
  const rootPkg = readPackageJson(root, '.');
  const lines: string[] = [];
  for (const dir of workspaces.keys()) {
    const missing = undeclaredImports(root, dir, workspaces);
    if (missing.length === 0) continue;
    const file = join(root, dir, 'package.json');
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as PackageJson & Record<string, unknown>;
    const runtime = new Set(missing.filter((m) => m.expected === 'dependencies').map((m) => m.name));
    const development = new Set(missing.filter((m) => m.expected === 'devDependencies' && !runtime.has(m.name)).map((m) => m.name));
    for (const [field, names] of [
      ['dependencies', runtime],
      ['devDependencies', development],
    ] as const) {
      if (names.size === 0) continue;
      const record = { ...(pkg[field] ?? {}) };
      for (const name of names) {
        record[name] = rangeFor(root, name, rootPkg, workspaces);
        // Shipped now: no longer only a development dependency of this workspace.
        if (field === 'dependencies' && pkg.devDependencies?.[name]) delete pkg.devDependencies[name];
      }
      pkg[field] = sorted(record);
      lines.push(
        `${dir} ${field}: ${[...names]
          .sort()
          .map((n) => `${n}@${record[n]}`)
          .join(', ')}`,
      );
    }
    if (pkg.devDependencies && Object.keys(pkg.devDependencies).length === 0) delete pkg.devDependencies;
    if (write) writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
  }
  return lines;
}

if (require.main === module) {
  const root = loadRouteTable().root;
  const write = process.argv.includes('--write');
  const lines = declareImports(root, write);
  console.log(lines.length === 0 ? 'Cada workspace declara lo que importa.' : lines.join('\n'));
  if (lines.length > 0 && write) console.log('Ahora: npm install (actualiza package-lock.json).');
  if (lines.length > 0 && !write) process.exitCode = 1;
}
