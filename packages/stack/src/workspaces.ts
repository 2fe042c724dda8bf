import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Build order rank: shared packages, then services, then the front ends, then the rest. */
export type WorkspaceKind = 'package' | 'service' | 'front' | 'other';
const RANK: Record<WorkspaceKind, number> = { package: 0, service: 1, front: 2, other: 3 };

export interface Workspace {
  /** Folder relative to the repository root (`svc-auth`, `packages/contracts`). */
  dir: string;
  name: string;
  kind: WorkspaceKind;
  scripts: Record<string, string>;
  /** Names of the workspace packages it declares in package.json. */
  declaredDeps: string[];
}

interface PackageJson {
  name?: string;
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  universo?: { kind?: string };
  workspaces?: string[];
}

export function readPackageJson(dir: string): PackageJson {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageJson;
}

export function workspaceKind(dir: string, pkg: PackageJson): WorkspaceKind {
  const kind = pkg.universo?.kind;
  if (kind === 'service') return 'service';
  if (kind === 'shell' || kind === 'remote') return 'front';
  if (dir.startsWith('packages/')) return 'package';
  return 'other';
}

/** Every workspace listed in the root package.json, in that order. */
export function readWorkspaces(root: string): Workspace[] {
  const rootPkg = readPackageJson(root);
  return (rootPkg.workspaces ?? []).map((dir) => {
    const pkg = readPackageJson(join(root, dir));
    return {
      dir,
      name: pkg.name ?? dir,
      kind: workspaceKind(dir, pkg),
      scripts: pkg.scripts ?? {},
      declaredDeps: [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})],
    };
  });
}

const IMPORT_PATTERN = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"](@[a-z0-9-]+\/[a-z0-9._-]+|[a-z0-9][a-z0-9._-]*)(?:\/[^'"]*)?['"]/g;

/** Package names a source text imports (`import`, `export ... from`, `import()`, `require()`). */
export function importedPackages(source: string): Set<string> {
  const names = new Set<string>();
  for (const match of source.matchAll(IMPORT_PATTERN)) if (match[1]) names.add(match[1]);
  return names;
}

/**
 * Orders workspaces so each comes after the workspaces it depends on; among those that are
 * ready, packages come before services and services before front ends. A dependency cycle
 * is reported rather than guessed around.
 */
export function buildOrder<T extends { dir: string; kind: WorkspaceKind }>(items: T[], depsOf: (item: T) => string[]): T[] {
  const byDir = new Map(items.map((item) => [item.dir, item]));
  const remaining = new Map(items.map((item) => [item.dir, new Set(depsOf(item).filter((d) => d !== item.dir && byDir.has(d)))]));
  const ordered: T[] = [];
  while (remaining.size > 0) {
    const ready = [...remaining.entries()].filter(([, deps]) => deps.size === 0).map(([dir]) => byDir.get(dir) as T);
    if (ready.length === 0) {
      throw new Error(`Dependencias circulares entre workspaces: ${[...remaining.keys()].join(', ')}`);
    }
    ready.sort((a, b) => RANK[a.kind] - RANK[b.kind] || items.indexOf(a) - items.indexOf(b));
    const next = ready[0] as T;
    ordered.push(next);
    remaining.delete(next.dir);
    for (const deps of remaining.values()) deps.delete(next.dir);
  }
  return ordered;
}

/** Adds every dependency reachable from `deps` (by dir). */
export function transitiveDeps(start: string, depsOf: (dir: string) => string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...depsOf(start)];
  while (stack.length > 0) {
    const dir = stack.pop() as string;
    if (dir === start || seen.has(dir)) continue;
    seen.add(dir);
    stack.push(...depsOf(dir));
  }
  return seen;
}
