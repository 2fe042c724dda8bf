import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Turborepo keeps each workspace's task results (dist/ of a build, the report of a test run) in
 * a cache keyed by the workspace's files and those of the workspaces it depends on (turbo.json):
 * a task whose inputs did not change is restored instead of run again.
 */

/** The turbo binary of a checkout that has a turbo.json, or undefined (then tasks run directly). */
export function turboBin(root: string): string | undefined {
  const bin = join(root, 'node_modules', '.bin', 'turbo');
  return existsSync(join(root, 'turbo.json')) && existsSync(bin) ? bin : undefined;
}

/** Turbo's environment: no usage reports sent anywhere, no colour codes in logs CI keeps. */
export function turboEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', TURBO_NO_UPDATE_NOTIFIER: '1', ...extra };
}

export interface TaskOutcome {
  /** `@universo/svc-auth#test` */
  taskId: string;
  package: string;
  task: string;
  /** Restored from the cache instead of run. */
  cached: boolean;
  /** undefined for a task with no script in that workspace (nothing ran). */
  exitCode: number | undefined;
  ms: number;
}

interface RunSummary {
  tasks?: Array<{
    taskId?: string;
    package?: string;
    task?: string;
    command?: string;
    cache?: { status?: string };
    execution?: { startTime?: number; endTime?: number; exitCode?: number | null };
  }>;
}

/** Pure: each task's outcome from a `turbo run --summarize` file. */
export function taskOutcomes(summary: unknown): TaskOutcome[] {
  return ((summary as RunSummary | undefined)?.tasks ?? []).map((task) => ({
    taskId: task.taskId ?? '',
    package: task.package ?? '',
    task: task.task ?? '',
    cached: task.cache?.status === 'HIT',
    exitCode: task.command === '<NONEXISTENT>' ? undefined : (task.execution?.exitCode ?? undefined),
    ms: Math.max(0, (task.execution?.endTime ?? 0) - (task.execution?.startTime ?? 0)),
  }));
}

/** The newest run summary turbo wrote (.turbo/runs/), written after `since`. */
export function latestRunSummary(root: string, since: number): unknown {
  const dir = join(root, '.turbo', 'runs');
  let newest: { file: string; mtimeMs: number } | undefined;
  for (const name of existsSync(dir) ? readdirSync(dir) : []) {
    if (!name.endsWith('.json')) continue;
    const mtimeMs = statSync(join(dir, name)).mtimeMs;
    if (mtimeMs >= since - 1000 && (!newest || mtimeMs > newest.mtimeMs)) newest = { file: join(dir, name), mtimeMs };
  }
  return newest ? (JSON.parse(readFileSync(newest.file, 'utf8')) as unknown) : undefined;
}

/** `turbo run <args> --summarize`: its exit code, the output when piped, and each task's outcome. */
export function runTurbo(
  root: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; inherit?: boolean } = {},
): Promise<{ code: number; output: string; tasks: TaskOutcome[] }> {
  const bin = turboBin(root);
  if (!bin) return Promise.resolve({ code: 127, output: 'turbo no está instalado (npm install) o falta turbo.json', tasks: [] });
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(bin, ['run', ...args, '--summarize'], {
      cwd: root,
      env: turboEnv(options.env),
      stdio: options.inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer): void => {
      output += chunk.toString();
      if (output.length > 400_000) output = output.slice(-200_000);
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    const done = (code: number): void => {
      let tasks: TaskOutcome[] = [];
      try {
        tasks = taskOutcomes(latestRunSummary(root, started));
      } catch {
        // no summary (turbo stopped before writing it): the exit code says enough
      }
      resolve({ code, output, tasks });
    };
    child.on('error', (error) => {
      output += `\n${error.message}`;
      done(127);
    });
    child.on('close', (code) => done(code ?? 1));
  });
}
