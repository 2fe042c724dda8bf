import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIRST_ROUND_MARKER } from '@universo/contracts/src/firstScreen';
import { loadRouteTable } from '@universo/route-table';

/**
 * The first-screens container's program as its image runs it (packages/deploy/src/images.ts): the
 * CLI bundled into one file, beside the route table's package.json files and playwright-core, no
 * sources. Against a small real site, with Debian's Chromium: it waits for the site, keeps the
 * first screens with the public origin written in, leaves out a page that sends the visitor
 * elsewhere, and stops on SIGTERM.
 */
const root = loadRouteTable().root;
const PUBLIC = 'https://universo.example.org';
let work: string;
let site: Server | undefined;
let runner: ChildProcess | undefined;

/** A site whose every page draws its heading at once; /register (a shell page) sends the visitor to /login. */
function startSite(port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (url.startsWith('/api/books')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify([{ id: 3, chapters: [{ number: 1 }] }]));
      return;
    }
    if (url === '/register') {
      res.writeHead(302, { location: '/login' });
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="es"><body><div id="root"><main><h1>Página ${url}</h1>` +
        `<a href="http://127.0.0.1:${port}/tienda">Tienda</a><p>Visítanos en http://127.0.0.1:${port}</p></main></div></body></html>`,
    );
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

const freePort = async (): Promise<number> => {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
};

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'universo-first-screens-cli-'));
  const app = join(work, 'app');
  // As the image's build stage bundles it.
  execFileSync(
    'npx',
    [
      '--no-install',
      'esbuild',
      'packages/stack/src/cli/firstScreens.ts',
      '--bundle',
      '--platform=node',
      '--target=node20',
      '--format=cjs',
      '--external:playwright-core',
      '--log-level=warning',
      `--outfile=${join(app, 'first-screens.cjs')}`,
    ],
    { cwd: root, stdio: 'pipe' },
  );
  const workspaces = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces;
  for (const file of ['package.json', ...workspaces.map((dir) => join(dir, 'package.json'))]) {
    mkdirSync(join(app, file, '..'), { recursive: true });
    cpSync(join(root, file), join(app, file));
  }
  symlinkSync(join(root, 'node_modules'), join(app, 'node_modules'));
});

afterAll(async () => {
  if (runner && runner.exitCode === null) runner.kill('SIGKILL');
  await new Promise((resolve) => (site ? site.close(resolve) : resolve(undefined)));
  rmSync(work, { recursive: true, force: true });
});

it('waits for the site, keeps its first screens with the public origin, and stops on SIGTERM', async () => {
  const port = await freePort();
  const dir = join(work, 'first-screens');
  let output = '';
  runner = spawn(process.execPath, [join(work, 'app', 'first-screens.cjs')], {
    cwd: join(work, 'app'),
    env: { PATH: process.env.PATH, HOME: work, FIRST_SCREENS_SITE_URL: `http://127.0.0.1:${port}`, PUBLIC_URL: PUBLIC, FIRST_SCREENS_DIR: dir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  runner.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  runner.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const until = async (pattern: RegExp, ms: number): Promise<RegExpMatchArray> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const match = pattern.exec(output);
      if (match) return match;
      if (Date.now() > deadline || runner?.exitCode !== null) throw new Error(`sin ${pattern} en:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  await until(/esperando a que http:\/\/127\.0\.0\.1:\d+ responda/, 20_000);
  // Not ready (the chart's readiness probe) before its first round.
  expect(existsSync(join(dir, FIRST_ROUND_MARKER))).toBe(false);
  site = await startSite(port);
  const [, kept, skipped] = await until(/primeras pantallas: (\d+) guardadas, (\d+) sin guardar/, 150_000);
  // Every page of the route table, the catalogue's book and chapter, but the one that leads elsewhere.
  expect(Number(skipped)).toBe(1);
  expect(output).toContain('/register: lleva a /login');
  expect(Number(kept)).toBeGreaterThan(10);
  expect(existsSync(join(dir, 'register.html'))).toBe(false);
  expect(existsSync(join(dir, 'login.html'))).toBe(true);
  expect(readFileSync(join(dir, 'historia', '3', 'capitulo', '1.html'), 'utf8')).toContain('<h1>Página /historia/3/capitulo/1</h1>');
  const home = readFileSync(join(dir, 'index.html'), 'utf8');
  expect(home).toContain('<a href="/tienda">Tienda</a>');
  expect(home).toContain(`Visítanos en ${PUBLIC}`);
  expect(home).not.toContain(`127.0.0.1:${port}`);
  await until(/primera ronda terminada; listo/, 10_000);
  expect(existsSync(join(dir, FIRST_ROUND_MARKER))).toBe(true);

  const exited = new Promise<number | null>((resolve) => runner?.once('exit', (code) => resolve(code)));
  runner.kill('SIGTERM');
  expect(await exited).toBe(0);
}, 200_000);
