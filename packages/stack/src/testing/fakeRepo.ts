import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * A tiny repository with the same shape as ours (route table in package.json files, a package
 * with a build script, services with dist/main.js, a shell and a remote with dist), so the
 * runner can be tested for real without waiting for the real apps to build.
 */
export interface FakeRepo {
  root: string;
  ports: { content: number; chat: number };
}

const SERVICE_MAIN = `
const http = require('node:http');
const net = require('node:net');
const { PORT, HOST, DATABASE_URL, SESSION_SECRET, NODE_ENV, SERVICE_INSTANCE } = process.env;
if (__FAIL__) { console.error('arranque fallido a propósito'); process.exit(3); }
if (!DATABASE_URL || !SESSION_SECRET || SESSION_SECRET.length < 32 || !PORT || HOST !== '127.0.0.1') {
  console.error('configuración no válida');
  process.exit(1);
}
const db = new URL(DATABASE_URL);
const dbUp = () => new Promise((resolve) => {
  const socket = net.connect(Number(db.port), db.hostname, () => { socket.end(); resolve(true); });
  socket.on('error', () => resolve(false));
});
const server = http.createServer(async (req, res) => {
  // A crash on demand, for the runner's restart tests.
  if (req.url.endsWith('/crash')) process.exit(7);
  if (req.url === '/health') {
    const ok = await dbUp();
    res.writeHead(ok ? 200 : 503, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ status: ok ? 'ok' : 'error' }));
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json' });
  const migration = process.env.MIGRATION_DATABASE_URL ? new URL(process.env.MIGRATION_DATABASE_URL) : undefined;
  res.end(JSON.stringify({ instance: SERVICE_INSTANCE, database: db.pathname.slice(1), user: db.username, migrationUser: migration?.username, migrationDatabase: migration?.pathname.slice(1), nodeEnv: NODE_ENV, smtpUrl: process.env.SMTP_URL, pid: process.pid }));
});
server.listen(Number(PORT), HOST, () => console.log('escuchando en ' + PORT));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
`;

function write(path: string, content: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

export function createFakeRepo(options: { basePort: number; failingService?: boolean }): FakeRepo {
  const root = mkdtempSync(join(tmpdir(), 'universo-fake-repo-'));
  chmodSync(root, 0o755);
  const ports = { content: options.basePort, chat: options.basePort + 1 };
  write(
    join(root, 'package.json'),
    json({ name: 'fake-universo', private: true, workspaces: ['packages/lib', 'svc-content', 'svc-chat', 'shell', 'mfe-stories'] }),
  );
  write(join(root, 'packages/lib/package.json'), json({ name: '@fake/lib', version: '0.0.0', scripts: { build: 'node build.js' } }));
  write(join(root, 'packages/lib/src/index.js'), 'module.exports = 1;\n');
  write(
    join(root, 'packages/lib/build.js'),
    "require('fs').mkdirSync('dist', { recursive: true }); require('fs').copyFileSync('src/index.js', 'dist/index.js');\n",
  );
  const service = (dir: string, entry: object, fail: boolean): void => {
    write(join(root, dir, 'package.json'), json({ name: `@fake/${dir}`, version: '0.0.0', universo: entry }));
    write(join(root, dir, 'dist/main.js'), SERVICE_MAIN.replace('__FAIL__', String(fail)));
  };
  service(
    'svc-content',
    { kind: 'service', name: 'content', port: ports.content, database: 'fake_content', api: ['/api/books'] },
    options.failingService === true,
  );
  service('svc-chat', { kind: 'service', name: 'chat', port: ports.chat, database: 'fake_chat', api: ['/api/chat'], scalable: true }, false);
  write(join(root, 'shell/package.json'), json({ name: '@fake/shell', version: '0.0.0', universo: { kind: 'shell', devPort: options.basePort + 50 } }));
  write(join(root, 'shell/dist/index.html'), '<!doctype html><title>Universo</title><div id="root"></div>\n');
  write(
    join(root, 'mfe-stories/package.json'),
    json({ name: '@fake/mfe-stories', version: '0.0.0', universo: { kind: 'remote', name: 'stories', routes: ['/historia'], devPort: options.basePort + 51 } }),
  );
  write(join(root, 'mfe-stories/dist/remoteEntry.js'), 'var stories = {};\n');
  return { root, ports };
}
