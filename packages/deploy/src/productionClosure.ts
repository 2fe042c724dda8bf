import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What `npm ci --omit=dev --workspace <dir>` installs from package-lock.json, computed without
 * installing: the workspace's dependencies, optional and peer dependencies, theirs in turn, found
 * the way Node resolves them (the nearest node_modules folder up the tree). The images' deps stage
 * runs that command on manifests without the workspaces' devDependencies (image/manifests.mjs),
 * so no devDependency edge is followed here either.
 */

interface LockEntry {
  version?: string;
  resolved?: string;
  link?: boolean;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

export interface Lockfile {
  packages: Record<string, LockEntry>;
}

export function readLockfile(root: string): Lockfile {
  return JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as Lockfile;
}

/** A platform filter for optional native packages (`@img/sharp-linux-x64`, not its darwin twin). */
export interface Platform {
  os: string;
  cpu: string;
}

export const IMAGE_PLATFORM: Platform = { os: 'linux', cpu: 'x64' };

function fitsPlatform(entry: LockEntry, platform: Platform): boolean {
  const allowed = (list: string[] | undefined, value: string): boolean => {
    if (!list || list.length === 0) return true;
    if (list.some((item) => item === `!${value}`)) return false;
    const positive = list.filter((item) => !item.startsWith('!'));
    return positive.length === 0 || positive.includes(value);
  };
  return allowed(entry.os, platform.os) && allowed(entry.cpu, platform.cpu);
}

/** `svc-auth/node_modules/x` -> where Node looks for `name` from there, nearest first. */
function resolveFrom(lock: Lockfile, from: string, name: string): string | undefined {
  let base = from;
  for (;;) {
    const candidate = base === '' ? `node_modules/${name}` : `${base}/node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (base === '') return undefined;
    // Up one node_modules level: `a/node_modules/b/node_modules/c` -> `a/node_modules/b`; a
    // workspace folder (`packages/service-kit`) goes up to the root.
    const index = base.lastIndexOf('/node_modules/');
    base = index >= 0 ? base.slice(0, index) : '';
  }
}

export interface ClosurePackage {
  /** Its key in the lockfile (`node_modules/typeorm`, or a workspace folder). */
  path: string;
  name: string;
  version: string;
  workspace: boolean;
}

/** The packages a production install of one workspace holds (the workspace itself left out). */
export function productionClosure(lock: Lockfile, workspaceDir: string, platform: Platform = IMAGE_PLATFORM): ClosurePackage[] {
  const found = new Map<string, ClosurePackage>();
  const queue: string[] = [workspaceDir];
  const seen = new Set<string>(queue);
  while (queue.length > 0) {
    const path = queue.shift() as string;
    const entry = lock.packages[path];
    if (!entry) throw new Error(`package-lock.json no tiene ${path}`);
    const optionalPeers = new Set(
      Object.entries(entry.peerDependenciesMeta ?? {})
        .filter(([, meta]) => meta.optional)
        .map(([name]) => name),
    );
    const names = [
      ...Object.keys(entry.dependencies ?? {}).map((name) => ({ name, optional: false })),
      ...Object.keys(entry.optionalDependencies ?? {}).map((name) => ({ name, optional: true })),
      ...Object.keys(entry.peerDependencies ?? {}).map((name) => ({ name, optional: optionalPeers.has(name) })),
    ];
    for (const { name, optional } of names) {
      let target = resolveFrom(lock, path, name);
      if (!target) {
        if (optional) continue;
        throw new Error(`${path}: ${name} no está en package-lock.json`);
      }
      const targetEntry = lock.packages[target] as LockEntry;
      if (!fitsPlatform(targetEntry, platform)) continue;
      // An optional peer installs only when something else brings it.
      if (optionalPeers.has(name) && !entry.dependencies?.[name]) continue;
      let workspace = false;
      if (targetEntry.link && targetEntry.resolved) {
        target = targetEntry.resolved;
        workspace = true;
      }
      if (seen.has(target)) continue;
      seen.add(target);
      const resolvedEntry = lock.packages[target] as LockEntry & { name?: string };
      found.set(target, { path: target, name, version: resolvedEntry.version ?? '', workspace });
      queue.push(target);
    }
  }
  return [...found.values()].sort((a, b) => a.path.localeCompare(b.path));
}

/** Bytes on disk of the installed copies (node_modules here holds the same lockfile's packages). */
export function installedSize(root: string, packages: ClosurePackage[]): number {
  const sizeOf = (dir: string): number => {
    let total = 0;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      // A package's own nested node_modules are other closure entries, counted on their own.
      if (entry.isDirectory()) total += entry.name === 'node_modules' ? 0 : sizeOf(path);
      else if (entry.isFile()) total += statSync(path).size;
    }
    return total;
  };
  return packages.filter((p) => !p.workspace && existsSync(join(root, p.path))).reduce((sum, p) => sum + sizeOf(join(root, p.path)), 0);
}
