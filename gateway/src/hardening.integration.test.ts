import { type ChildProcess, execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOGOUT_MESSAGES, PENDING_LOGOUT_COOKIE, PENDING_LOGOUT_MAX_AGE_SECONDS, PENDING_LOGOUT_PATH } from '../../packages/contracts/src/logout';
import { loadRouteTable } from '@universo/route-table';
import { HSTS_VALUE, SECURITY_HEADERS, type GatewayOptions } from './nginxConf';
import { freePort, startTestGateway, stopGateway, writeReadableFile as writeFile } from './testing';

// Real nginx, as in nginx.integration.test.ts: logout while svc-auth is down, build files that are
// never public, and HSTS only over TLS.

const table = loadRouteTable();
const authService = table.services.find((s) => s.api.includes('/api/auth'));
const firstRemote = table.remotes[0];

let dir: string;
const gateways: { child: ChildProcess; runDir: string }[] = [];

async function startGateway(name: string, options: Partial<GatewayOptions> & { port: number }, probe: (port: number) => Promise<unknown>): Promise<void> {
  const runDir = join(dir, name);
  const { child } = await startTestGateway(
    {
      table,
      runDir,
      staticDirs: { shell: join(dir, 'shell'), remotes: Object.fromEntries(table.remotes.map((r) => [r.name, join(dir, 'remote')])) },
      mediaDirs: { '/media/': join(dir, 'media') },
      workerProcesses: 1,
      accessLog: false,
      ...options,
    },
    () => probe(options.port),
  );
  gateways.push({ child, runDir });
}

/** What the fake svc-auth does with the next requests. */
let authMode: 'ok' | 'error' | 'forbidden' = 'ok';
let auth: Server;
const authSeen: IncomingMessage[] = [];

function fakeAuth(req: IncomingMessage, res: ServerResponse): void {
  authSeen.push(req);
  req.resume();
  req.on('end', () => {
    if (authMode === 'error') {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'fallo' }));
    } else if (authMode === 'forbidden') {
      res.writeHead(403, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ statusCode: 403, error: 'Forbidden', message: 'otro sitio' }));
    } else {
      res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'uf_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax' });
      res.end(JSON.stringify({ message: LOGOUT_MESSAGES.revoked, revoked: true }));
    }
  });
}

let base: string;
let tlsPort: number;
let redirectPort: number;
let behindTlsBase: string;
const token = 'eyJzaWQiOiJhIn0.c2lnbmF0dXJh-_';

beforeAll(async () => {
  if (!authService || !firstRemote) throw new Error('route table without auth or remotes');
  dir = mkdtempSync(join(tmpdir(), 'universo-gateway-hardening-'));
  chmodSync(dir, 0o755);
  writeFile(join(dir, 'shell', 'index.html'), '<!doctype html><title>Universo</title><div id="root"></div>');
  writeFile(join(dir, 'shell', 'main.0123abcd.js'), 'console.log(1);');
  writeFile(join(dir, 'shell', 'main.0123abcd.js.map'), '{"version":3,"sources":["secreto.ts"]}');
  writeFile(join(dir, 'shell', 'mf-stats.json'), '{"modules":[]}');
  writeFile(join(dir, 'remote', 'mf-manifest.json'), '{"id":"remote"}');
  writeFile(join(dir, 'remote', 'mf-stats.json'), '{"modules":[]}');
  writeFile(join(dir, 'remote', '__federation_expose_App.89abcdef01.js'), 'export default 1;');
  writeFile(join(dir, 'remote', '__federation_expose_App.89abcdef01.js.map'), '{"version":3}');
  mkdirSync(join(dir, 'media'), { recursive: true, mode: 0o755 });

  auth = createServer(fakeAuth);
  const authPort = await new Promise<number>((resolve) =>
    auth.listen(0, '127.0.0.1', () => {
      const address = auth.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    }),
  );
  const downPort = await freePort();
  const upstreams: Record<string, string[]> = {};
  for (const service of table.services) upstreams[service.name] = [`127.0.0.1:${service === authService ? authPort : downPort}`];

  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  await startGateway('plain', { port, upstreams }, (p) => fetch(`http://127.0.0.1:${p}/remotes.json`));

  // TLS in the gateway: a throwaway self-signed certificate, and a plain port that redirects.
  const certDir = join(dir, 'cert');
  mkdirSync(certDir, { mode: 0o755 });
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-keyout',
      join(certDir, 'key.pem'),
      '-out',
      join(certDir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  chmodSync(join(certDir, 'key.pem'), 0o644);
  tlsPort = await freePort();
  redirectPort = await freePort();
  await startGateway(
    'tls',
    {
      port: tlsPort,
      upstreams,
      tls: { certificate: join(certDir, 'cert.pem'), key: join(certDir, 'key.pem') },
      httpRedirectPort: redirectPort,
    },
    (p) => httpsGet(p, '/remotes.json'),
  );

  // TLS ended by a load balancer in front: nginx speaks http, the public scheme is https.
  const behindPort = await freePort();
  behindTlsBase = `http://127.0.0.1:${behindPort}`;
  await startGateway('behind', { port: behindPort, upstreams, behindTls: true }, (p) => fetch(`http://127.0.0.1:${p}/remotes.json`));
});

afterAll(async () => {
  for (const { child } of gateways) await stopGateway(child);
  auth.closeAllConnections();
  await new Promise((resolve) => auth.close(resolve));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function httpsGet(
  port: number,
  path: string,
  method = 'GET',
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingMessage['headers']; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest({ host: '127.0.0.1', port, path, method, headers, rejectUnauthorized: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const logout = (headers: Record<string, string> = {}) => fetch(`${base}/api/auth/logout`, { method: 'POST', headers });

function expectSecurityHeaders(response: Response): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name)).toBe(value);
}

describe('logout whatever svc-auth answers (real nginx)', () => {
  const clearing = /^uf_session=; Path=\/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/;
  const pending = `${PENDING_LOGOUT_COOKIE}=${token}; Path=${PENDING_LOGOUT_PATH}; Max-Age=${PENDING_LOGOUT_MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict`;

  it("passes svc-auth's own answer through when it answers", async () => {
    authMode = 'ok';
    const before = authSeen.length;
    const response = await logout({ cookie: `uf_session=${token}` });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: LOGOUT_MESSAGES.revoked, revoked: true });
    expect(response.headers.getSetCookie()).toEqual(['uf_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax']);
    expectSecurityHeaders(response);
    expect(authSeen.slice(before).map((r) => [r.method, r.url, r.headers.cookie])).toEqual([['POST', '/api/auth/logout', `uf_session=${token}`]]);
  });

  it('passes a refusal of svc-auth through (a cross-site logout keeps the cookie)', async () => {
    authMode = 'forbidden';
    const response = await logout({ cookie: `uf_session=${token}` });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
    await response.arrayBuffer();
  });

  it('clears the cookie and keeps the token for the pending end when svc-auth fails (500)', async () => {
    authMode = 'error';
    const response = await logout({ cookie: `otra=1; uf_session=${token}` });
    expect(response.status).toBe(202);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expectSecurityHeaders(response);
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    expect(cookies[0]).toMatch(clearing);
    expect(cookies[1]).toBe(pending);
    expect(await response.json()).toEqual({ message: LOGOUT_MESSAGES.pending, revoked: false });
  });

  describe('svc-auth down (connection refused)', () => {
    beforeAll(async () => {
      auth.closeAllConnections();
      await new Promise((resolve) => auth.close(resolve));
    });

    it('still clears the session cookie, with the pending-logout cookie', async () => {
      const response = await logout({ cookie: `uf_session=${token}` });
      expect(response.status).toBe(202);
      const cookies = response.headers.getSetCookie();
      expect(cookies[0]).toMatch(clearing);
      expect(cookies[1]).toBe(pending);
      expect(await response.json()).toEqual({ message: LOGOUT_MESSAGES.pending, revoked: false });
    });

    it('clears without a pending cookie when there was no session', async () => {
      const response = await logout();
      expect(response.status).toBe(202);
      expect(response.headers.getSetCookie()).toEqual([expect.stringMatching(clearing)]);
      await response.arrayBuffer();
    });

    it('never copies a cookie value that is not a token into a header', async () => {
      for (const value of ['abc,def', 'a b', '"x"', 'x'.repeat(2049)]) {
        const response = await logout({ cookie: `uf_session=${value}` });
        expect(response.status).toBe(202);
        expect(response.headers.getSetCookie()).toEqual([expect.stringMatching(clearing)]);
        await response.arrayBuffer();
      }
    });

    it('any other svc-auth path is the usual JSON 503', async () => {
      const response = await fetch(`${base}${PENDING_LOGOUT_PATH}`, { method: 'POST', headers: { cookie: `${PENDING_LOGOUT_COOKIE}=${token}` } });
      expect(response.status).toBe(503);
      expect(response.headers.getSetCookie()).toEqual([]);
      await response.arrayBuffer();
    });
  });
});

describe('build reports are never public', () => {
  it.each([
    ['a source map of the shell', '/main.0123abcd.js.map'],
    ["the shell's mf-stats.json", '/mf-stats.json'],
    ["a remote's mf-stats.json", `/remotes/${firstRemote?.name}/mf-stats.json`],
    ["a remote's source map", `/remotes/${firstRemote?.name}/__federation_expose_App.89abcdef01.js.map`],
    ['a map in upper case', '/MAIN.0123ABCD.JS.MAP'],
  ])('answers 404 for %s', async (_name, path) => {
    const response = await fetch(`${base}${path}`);
    expect(response.status).toBe(404);
    expectSecurityHeaders(response);
    const text = await response.text();
    expect(text).not.toContain('version');
    expect(text).not.toContain('modules');
  });

  it('still serves the files the pages need', async () => {
    for (const path of [
      '/main.0123abcd.js',
      `/remotes/${firstRemote?.name}/mf-manifest.json`,
      `/remotes/${firstRemote?.name}/__federation_expose_App.89abcdef01.js`,
    ]) {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
  });
});

describe('HSTS only over TLS', () => {
  it('is absent over plain http', async () => {
    const response = await fetch(`${base}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('strict-transport-security')).toBeNull();
    await response.arrayBuffer();
  });

  it('is sent on pages, files, API answers and errors when the gateway terminates TLS', async () => {
    for (const [path, status] of [
      ['/', 200],
      ['/remotes.json', 200],
      ['/nope.js', 404],
      ['/api/nope', 404],
      ['/api/books/1', 503],
    ] as const) {
      const response = await httpsGet(tlsPort, path);
      expect([path, response.status]).toEqual([path, status]);
      expect([path, response.headers['strict-transport-security']]).toEqual([path, HSTS_VALUE]);
    }
  });

  it('marks the cookies the gateway writes Secure over TLS', async () => {
    const response = await httpsGet(tlsPort, '/api/auth/logout', 'POST', { cookie: `uf_session=${token}` });
    expect(response.status).toBe(202);
    const cookies = response.headers['set-cookie'] ?? [];
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) expect(cookie).toMatch(/; Secure$/);
  });

  it('redirects the plain port to https without HSTS', async () => {
    const response = await fetch(`http://127.0.0.1:${redirectPort}/historia?x=1`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`https://127.0.0.1:${tlsPort}/historia?x=1`);
    expect(response.headers.get('strict-transport-security')).toBeNull();
    await response.arrayBuffer();
  });

  it('is sent behind a load balancer that terminates TLS (GATEWAY_BEHIND_TLS)', async () => {
    const response = await fetch(`${behindTlsBase}/`);
    expect(response.headers.get('strict-transport-security')).toBe(HSTS_VALUE);
    await response.arrayBuffer();
  });
});
