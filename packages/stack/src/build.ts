import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { precompressDir } from './precompress';
import { runTurbo, turboBin } from './turbo';
import { walkFiles } from './walkFiles';
import { buildOrder, importedPackages, readWorkspaces, transitiveDeps, type Workspace } from './workspaces';

/** Written in a workspace's dist/ after a successful build; its mtime is the build's start. */
export const STAMP_FILE = '.universo-build-stamp';

/** Root files every build reads. */
const ROOT_INPUT = /^(\.swcrc.*|tsconfig.*\.json|package-lock\.json|\.browserslistrc)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'coverage', 'test', 'tests', '__tests__', 'test-results', 'playwright-report']);
const SKIP_FILES = /\.(test|spec)\.[cm]?[jt]sx?$|^jest\.(config|preset)\.|\.md$|\.tsbuildinfo$/;
const CODE_FILE = /\.(?:[cm]?[jt]sx?)$/;

export interface WorkspaceInputs {
  newestMs: number;
  newestPath: string;
  /** Package names its code imports. */
  imports: Set<string>;
}

/** Newest mtime among a workspace's own inputs (src, configs, data; not dist, tests, node_modules). */
export function scanInputs(dir: string): WorkspaceInputs {
  const result: WorkspaceInputs = { newestMs: 0, newestPath: '', imports: new Set() };
  walkFiles(
    dir,
    ({ path, name }) => {
      if (SKIP_FILES.test(name)) return;
      const mtimeMs = statSync(path).mtimeMs;
      if (mtimeMs > result.newestMs) {
        result.newestMs = mtimeMs;
        result.newestPath = path;
      }
      if (CODE_FILE.test(name)) for (const imported of importedPackages(readFileSync(path, 'utf8'))) result.imports.add(imported);
    },
    (folder) => !SKIP_DIRS.has(folder) && !folder.startsWith('.'),
  );
  return result;
}

/** Pure: a build is stale when it never succeeded or an input changed since it started. */
export function isStale(newestInputMs: number, stampMs: number | undefined): boolean {
  return stampMs === undefined || newestInputMs > stampMs;
}

function stampTime(root: string, dir: string): number | undefined {
  try {
    return statSync(join(root, dir, 'dist', STAMP_FILE)).mtimeMs;
  } catch {
    return undefined;
  }
}

export interface BuildPlanItem {
  workspace: Workspace;
  /** Workspace dirs it depends on (transitively), declared or imported. */
  deps: string[];
  stale: boolean;
  reason: string;
}

/** Which workspaces with a `build` script exist, in build order, and which are stale. */
export function planBuild(root: string, options: { force?: boolean; only?: string[] } = {}): BuildPlanItem[] {
  const workspaces = readWorkspaces(root);
  const byName = new Map(workspaces.map((w) => [w.name, w]));
  const inputs = new Map(workspaces.map((w) => [w.dir, scanInputs(join(root, w.dir))]));
  const directDeps = (dir: string): string[] => {
    const workspace = workspaces.find((w) => w.dir === dir);
    if (!workspace) return [];
    const names = new Set([...workspace.declaredDeps, ...(inputs.get(dir)?.imports ?? [])]);
    return [...names].map((name) => byName.get(name)?.dir).filter((d): d is string => d !== undefined && d !== dir);
  };
  let rootNewest = 0;
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (entry.isFile() && ROOT_INPUT.test(entry.name)) rootNewest = Math.max(rootNewest, statSync(join(root, entry.name)).mtimeMs);
  }

  let buildable = workspaces.filter((w) => w.scripts.build);
  if (options.only && options.only.length > 0) {
    const wanted = new Set<string>();
    for (const dir of options.only.map((d) => d.replace(/\/+$/, ''))) {
      if (!workspaces.some((w) => w.dir === dir)) throw new Error(`No existe el workspace ${dir}`);
      wanted.add(dir);
      for (const dep of transitiveDeps(dir, directDeps)) wanted.add(dep);
    }
    buildable = buildable.filter((w) => wanted.has(w.dir));
  }
  const deps = new Map(buildable.map((w) => [w.dir, [...transitiveDeps(w.dir, directDeps)]]));
  const ordered = buildOrder(buildable, (w) => deps.get(w.dir) ?? []);
  return ordered.map((workspace) => {
    const all = deps.get(workspace.dir) ?? [];
    let newestMs = Math.max(rootNewest, inputs.get(workspace.dir)?.newestMs ?? 0);
    let newestPath = inputs.get(workspace.dir)?.newestPath ?? '';
    for (const dep of all) {
      const depInputs = inputs.get(dep);
      if (depInputs && depInputs.newestMs > newestMs) {
        newestMs = depInputs.newestMs;
        newestPath = depInputs.newestPath;
      }
    }
    const stamp = stampTime(root, workspace.dir);
    const stale = options.force === true || isStale(newestMs, stamp);
    const reason = options.force ? 'forzado' : stamp === undefined ? 'sin compilar' : stale ? `cambió ${newestPath.slice(root.length + 1)}` : 'al día';
    return { workspace, deps: all, stale, reason };
  });
}

export interface BuildOptions {
  root: string;
  force?: boolean;
  /** Only these workspace dirs and what they depend on. */
  only?: string[];
  log?: (line: string) => void;
  concurrency?: number;
}

export interface BuildResult {
  built: string[];
  upToDate: string[];
  failed: string[];
  ms: number;
}

function runNpmBuild(root: string, dir: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build', '--silent', '-w', dir], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    let output = '';
    const collect = (chunk: Buffer): void => {
      output += chunk.toString();
      if (output.length > 200_000) output = output.slice(-100_000);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', (error) => resolve({ code: 1, output: `${output}\n${error.message}` }));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

const LOCK_STALE_MS = 30 * 60_000;

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** One build at a time per checkout, across processes (a dev stack and the e2e suite, say). */
async function withBuildLock<T>(root: string, log: (line: string) => void, work: () => Promise<T>): Promise<T> {
  const lockDir = join(root, 'node_modules', '.cache', 'universo-build.lock');
  mkdirSync(join(lockDir, '..'), { recursive: true });
  let announced = false;
  for (;;) {
    try {
      mkdirSync(lockDir);
      writeFileSync(join(lockDir, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let holder = 0;
      try {
        holder = Number(readFileSync(join(lockDir, 'pid'), 'utf8'));
      } catch {
        // the holder is between mkdir and writing its pid
      }
      const info = statSync(lockDir, { throwIfNoEntry: false });
      const age = info ? Date.now() - info.mtimeMs : 0;
      if ((holder > 0 && !processAlive(holder)) || age > LOCK_STALE_MS) {
        rmSync(lockDir, { recursive: true, force: true });
        continue;
      }
      if (!announced) log(`Esperando a otra compilación en curso (pid ${holder || '?'})…`);
      announced = true;
      await new Promise((r) => setTimeout(r, 300));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/** Builds what is stale, in dependency order, a few at a time. */
export async function buildStale(options: BuildOptions): Promise<BuildResult> {
  const log = options.log ?? (() => {});
  const started = Date.now();
  return withBuildLock(options.root, log, async () => {
    const plan = planBuild(options.root, { force: options.force, only: options.only });
    const result: BuildResult = { built: [], upToDate: [], failed: [], ms: 0 };
    const pending = plan.filter((item) => item.stale);
    result.upToDate = plan.filter((item) => !item.stale).map((item) => item.workspace.dir);
    const pendingDirs = new Set(pending.map((item) => item.workspace.dir));
    const done = new Set<string>();
    const failed = new Set<string>();
    const running = new Set<Promise<void>>();
    const concurrency = Math.max(1, options.concurrency ?? Math.min(2, availableParallelism()));

    const blockedBy = (item: BuildPlanItem): string[] => item.deps.filter((d) => pendingDirs.has(d) && !done.has(d));
    /** After a successful build: the front ends' .gz files, then the stamp with the build's start. */
    const finish = (item: BuildPlanItem, start: number): void => {
      const dir = item.workspace.dir;
      const distDir = join(options.root, dir, 'dist');
      mkdirSync(distDir, { recursive: true });
      // Front ends: the gateway sends these `.gz` files as they are (gzip_static), no per-request work.
      if (item.workspace.kind === 'front') {
        const compressed = precompressDir(distDir);
        log(`  ${dir}: ${compressed.written.length} .gz escritos, ${compressed.kept.length} al día, ${compressed.removed.length} quitados`);
      }
      const stamp = join(distDir, STAMP_FILE);
      writeFileSync(stamp, `${JSON.stringify({ builtAt: new Date(start).toISOString() })}\n`);
      // The stamp carries the start time: a file saved during the build makes it stale again.
      utimesSync(stamp, new Date(start), new Date(start));
      done.add(dir);
      result.built.push(dir);
    };
    const buildOne = async (item: BuildPlanItem): Promise<void> => {
      const dir = item.workspace.dir;
      const start = Date.now();
      log(`Compilando ${dir} (${item.reason})…`);
      const { code, output } = await runNpmBuild(options.root, dir);
      if (code !== 0) {
        failed.add(dir);
        result.failed.push(dir);
        const tail = output.trim().split('\n').slice(-40).join('\n');
        log(`✗ ${dir} falló (código ${code}):\n${tail}`);
        return;
      }
      finish(item, start);
      log(`✓ ${dir} (${seconds(Date.now() - start)})`);
    };

    // With Turborepo: one run for every stale workspace, in dependency order; a workspace whose
    // inputs (and its dependencies') are in the cache gets its dist/ back instead of a build.
    if (pending.length > 0 && turboBin(options.root)) {
      const start = Date.now();
      for (const item of pending) log(`Compilando ${item.workspace.dir} (${item.reason})…`);
      const filters = pending.map((item) => `--filter=${item.workspace.name}`);
      const run = await runTurbo(options.root, [
        'build',
        ...filters,
        `--concurrency=${concurrency}`,
        '--output-logs=errors-only',
        ...(options.force ? ['--force'] : []),
      ]);
      const outcomes = new Map(run.tasks.filter((t) => t.task === 'build').map((t) => [t.package, t]));
      for (const item of pending) {
        const outcome = outcomes.get(item.workspace.name);
        if (run.code === 0 || outcome?.exitCode === 0) {
          finish(item, start);
          log(`✓ ${item.workspace.dir} (${outcome?.cached ? 'de la caché' : seconds(outcome?.ms ?? Date.now() - start)})`);
        } else {
          failed.add(item.workspace.dir);
          result.failed.push(item.workspace.dir);
        }
      }
      if (run.code !== 0) log(`✗ turbo run build falló (código ${run.code}):\n${run.output.trim().split('\n').slice(-60).join('\n')}`);
      result.ms = Date.now() - started;
      return result;
    }

    const queue = [...pending];
    while (queue.length > 0 || running.size > 0) {
      for (let i = 0; i < queue.length && running.size < concurrency;) {
        const item = queue[i] as BuildPlanItem;
        if (item.deps.some((d) => failed.has(d))) {
          queue.splice(i, 1);
          failed.add(item.workspace.dir);
          result.failed.push(item.workspace.dir);
          log(`✗ ${item.workspace.dir} no se compila: falló una dependencia`);
          continue;
        }
        if (blockedBy(item).length > 0) {
          i++;
          continue;
        }
        queue.splice(i, 1);
        const task: Promise<void> = buildOne(item).finally(() => running.delete(task));
        running.add(task);
      }
      if (running.size === 0) {
        if (queue.length > 0) throw new Error(`No se puede compilar: ${queue.map((q) => q.workspace.dir).join(', ')}`);
        break;
      }
      await Promise.race(running);
    }
    result.ms = Date.now() - started;
    return result;
  });
}
