import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createServer } from 'node:net';

export interface ManagedProcess {
  id: string;
  child: ChildProcess;
  /** Resolves when the process has exited (never rejects). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  running(): boolean;
  /** The last lines it printed, for error messages. */
  recentOutput(): string[];
  /** SIGTERM, then SIGKILL after `timeoutMs`; resolves once it has exited. */
  stop(timeoutMs?: number): Promise<void>;
}

const RECENT_LINES = 60;

/** Splits a stream into lines and hands each to `onLine`. */
function forwardLines(stream: NodeJS.ReadableStream | null, onLine: (line: string) => void): void {
  if (!stream) return;
  let buffer = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    buffer += chunk;
    let index: number;
    while ((index = buffer.indexOf('\n')) >= 0) {
      onLine(buffer.slice(0, index).replace(/\r$/, ''));
      buffer = buffer.slice(index + 1);
    }
  });
  stream.on('end', () => {
    if (buffer) onLine(buffer);
    buffer = '';
  });
}

/** Wraps an already spawned child: prefixed output, exit tracking, graceful stop. */
export function manage(id: string, child: ChildProcess, onLine: (line: string) => void): ManagedProcess {
  const recent: string[] = [];
  const record = (line: string): void => {
    recent.push(line);
    if (recent.length > RECENT_LINES) recent.shift();
    onLine(`[${id}] ${line}`);
  };
  forwardLines(child.stdout, record);
  forwardLines(child.stderr, record);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve({ code: child.exitCode, signal: child.signalCode });
    child.once('exit', (code, signal) => resolve({ code, signal }));
    child.once('error', (error) => {
      record(`no se pudo iniciar: ${error.message}`);
      resolve({ code: -1, signal: null });
    });
  });
  const running = (): boolean => child.exitCode === null && child.signalCode === null && child.pid !== undefined;
  return {
    id,
    child,
    exited,
    running,
    recentOutput: () => [...recent],
    async stop(timeoutMs = 10_000) {
      if (!running()) return;
      child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      const killed = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          if (running()) {
            record(`no terminó en ${timeoutMs} ms: SIGKILL`);
            child.kill('SIGKILL');
          }
          resolve();
        }, timeoutMs);
      });
      await Promise.race([exited, killed]);
      await exited;
      clearTimeout(timer);
    },
  };
}

export function startProcess(id: string, command: string, args: string[], options: SpawnOptions, onLine: (line: string) => void): ManagedProcess {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  return manage(id, child, onLine);
}

/** True when nothing listens on host:port. */
export function portIsFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `url` until it answers 200, the process dies or the time runs out.
 * `accept` can look at the body (health answers `{"status":"ok"}`).
 */
export async function waitForHttp(
  url: string,
  options: { timeoutMs: number; process?: ManagedProcess; accept?: (status: number, body: string) => boolean },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  let last = 'sin respuesta';
  while (Date.now() < deadline) {
    if (options.process && !options.process.running()) {
      const { code, signal } = await options.process.exited;
      const output = options.process.recentOutput().slice(-25).join('\n');
      throw new Error(`${options.process.id} terminó (${signal ?? `código ${code}`}) antes de estar listo:\n${output}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      const body = await response.text();
      if ((options.accept ?? ((status) => status === 200))(response.status, body)) return;
      last = `HTTP ${response.status} ${body.slice(0, 200)}`;
    } catch (error) {
      last = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    }
    await sleep(100);
  }
  throw new Error(`${url} no respondió en ${Math.round(options.timeoutMs / 1000)} s (${last})`);
}
