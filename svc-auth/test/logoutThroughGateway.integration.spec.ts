import { type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer as createNetServer, connect, type Server as NetServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOGOUT_MESSAGES, PENDING_LOGOUT_COOKIE, PENDING_LOGOUT_PATH } from '@universo/contracts';
import { loadRouteTable } from '@universo/route-table';
import type { TestService } from '@universo/service-kit/testing';
import type { AuthConfig } from '../src/config';
import { freePort, startTestGateway, stopGateway } from '../../gateway/src/testing';
import { registrationBody } from './support/registration';
import { startAuthService } from './support/authSuite';

// The whole story of a logout while svc-auth is down, through the real gateway (nginx) and the
// real svc-auth: the cookie is cleared at once, the session ends when svc-auth is back, and a copy
// of the cookie taken before the logout stops working then.

const family = registrationBody({ username: 'caida', email: 'caida@example.com', firstName: 'Ana', lastName: 'Paz', age: 7 });

/** A TCP relay in front of svc-auth: `down()` closes its port (connection refused), `up()` opens it again. */
class Switch {
  private server: NetServer | undefined;
  private readonly sockets = new Set<Socket>();
  constructor(
    readonly port: number,
    private readonly target: number,
  ) {}

  up(): Promise<void> {
    this.server = createNetServer((client) => {
      const upstream = connect(this.target, '127.0.0.1');
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    return new Promise((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  down(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

const cookiesOf = (response: Response): Map<string, string> =>
  new Map(response.headers.getSetCookie().map((c) => [c.slice(0, c.indexOf('=')), c.slice(c.indexOf('=') + 1).split(';')[0]!]));

describe('logout through the gateway while svc-auth is down', () => {
  let auth: TestService<AuthConfig>;
  let relay: Switch;
  let gateway: ChildProcess;
  let dir: string;
  let base: string;

  beforeAll(async () => {
    auth = await startAuthService();
    await auth.app.listen(0, '127.0.0.1');
    relay = new Switch(await freePort(), Number(new URL(await auth.app.getUrl()).port));
    await relay.up();
    const table = loadRouteTable();
    const closed = await freePort();
    const upstreams = Object.fromEntries(table.services.map((s) => [s.name, [`127.0.0.1:${s.api.includes('/api/auth') ? relay.port : closed}`]]));
    dir = mkdtempSync(join(tmpdir(), 'universo-logout-gateway-'));
    chmodSync(dir, 0o755);
    mkdirSync(join(dir, 'static'), { mode: 0o755 });
    ({ child: gateway, base } = await startTestGateway({
      table,
      port: await freePort(),
      runDir: join(dir, 'run'),
      upstreams,
      workerProcesses: 1,
      accessLog: false,
      staticDirs: { shell: join(dir, 'static'), remotes: Object.fromEntries(table.remotes.map((r) => [r.name, join(dir, 'static')])) },
      mediaDirs: { '/media/': join(dir, 'static') },
    }));
  });

  afterAll(async () => {
    await stopGateway(gateway);
    await relay?.down();
    await auth?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('clears the cookie at once and ends the session everywhere once svc-auth is back', async () => {
    await auth.http().post('/api/auth/register').send(family).expect(201);
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: family.email, password: family.password }),
    });
    expect(login.status).toBe(200);
    const token = cookiesOf(login).get('uf_session')!;
    const copy = { cookie: `uf_session=${token}` };
    expect((await fetch(`${base}/api/auth/user`, { headers: copy })).status).toBe(200);

    await relay.down();
    const logout = await fetch(`${base}/api/auth/logout`, { method: 'POST', headers: copy });
    expect(logout.status).toBe(202);
    expect(await logout.json()).toEqual({ message: LOGOUT_MESSAGES.pending, revoked: false });
    const cookies = cookiesOf(logout);
    expect(cookies.get('uf_session')).toBe('');
    expect(cookies.get(PENDING_LOGOUT_COOKIE)).toBe(token);

    // While svc-auth is down the browser keeps asking; the gateway answers the usual 503.
    const early = await fetch(`${base}${PENDING_LOGOUT_PATH}`, { method: 'POST', headers: { cookie: `${PENDING_LOGOUT_COOKIE}=${token}` } });
    expect(early.status).toBe(503);
    await early.arrayBuffer();

    await relay.up();
    // Until the browser's next attempt the copy still works: svc-auth never heard of the logout.
    expect((await fetch(`${base}/api/auth/user`, { headers: copy })).status).toBe(200);
    const finished = await fetch(`${base}${PENDING_LOGOUT_PATH}`, { method: 'POST', headers: { cookie: `${PENDING_LOGOUT_COOKIE}=${token}` } });
    expect(finished.status).toBe(200);
    expect(await finished.json()).toEqual({ message: LOGOUT_MESSAGES.pendingDone, revoked: true });
    expect(cookiesOf(finished).get(PENDING_LOGOUT_COOKIE)).toBe('');
    const after = await fetch(`${base}/api/auth/user`, { headers: copy });
    expect(after.status).toBe(401);
    await after.arrayBuffer();
  });
});
