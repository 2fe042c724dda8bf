import { type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { join } from 'node:path';
import { type GatewayOptions, writeGatewayFiles } from './nginxConf';
import { spawnNginx, testNginxConf } from './nginxProcess';

/** For the gateway's integration tests: a free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Writes a file nginx's workers (another user) can read, with its folders. */
export function writeReadableFile(path: string, content: string | Buffer): void {
  mkdirSync(join(path, '..'), { recursive: true, mode: 0o755 });
  writeFileSync(path, content, { mode: 0o644 });
}

/**
 * Waits until nginx answers: a fetch of `ready` (a URL), or `ready()` resolving (an HTTPS probe);
 * fails with its error log when it exits or never answers.
 */
export async function waitForGateway(ready: string | (() => Promise<unknown>), child: ChildProcess, runDir: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  let exited = false;
  child.once('exit', () => (exited = true));
  while (Date.now() < deadline && !exited) {
    try {
      await (typeof ready === 'string' ? fetch(ready) : ready());
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw new Error(`nginx did not answer: ${readFileSync(join(runDir, 'logs', 'error.log'), 'utf8')}`);
}

/** Stops an nginx started for a test. */
export async function stopGateway(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Writes a local gateway's files, checks them with `nginx -t`, starts nginx and waits until
 * `readyPath` answers (or the `ready` probe resolves): what each integration test does before its
 * requests. An nginx that never answers is stopped before the error is thrown.
 */
export async function startTestGateway(
  options: Omit<GatewayOptions, 'target' | 'runDir' | 'port'> & { runDir: string; port: number },
  ready: string | (() => Promise<unknown>) = '/remotes.json',
): Promise<{ child: ChildProcess; base: string }> {
  writeGatewayFiles({ ...options, target: 'local' });
  testNginxConf(options.runDir);
  const child = spawnNginx(options.runDir);
  const base = `http://127.0.0.1:${options.port}`;
  try {
    await waitForGateway(typeof ready === 'string' ? `${base}${ready}` : ready, child, options.runDir);
  } catch (error) {
    await stopGateway(child);
    throw error;
  }
  return { child, base };
}
