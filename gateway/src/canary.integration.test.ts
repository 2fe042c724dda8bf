import { type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadRouteTable } from '@universo/route-table';
import { BUCKET_COOKIE, type RemoteCanary } from './canary';
import { freePort, startTestGateway, stopGateway, writeReadableFile } from './testing';

/**
 * A remote's canary through a real nginx: a share of browsers gets the new build of `stories`,
 * each browser stays on its side, and a share of 0 is the rollback.
 */
const table = loadRouteTable();
const remote = table.remotes.find((entry) => entry.name === 'stories') ?? table.remotes[0]!;
let dir: string;
let gateway: ChildProcess | undefined;
let base: string;

async function startGateway(canary: RemoteCanary | undefined): Promise<void> {
  await stopGateway(gateway);
  const port = await freePort();
  const runDir = join(dir, `run-${port}`);
  ({ child: gateway, base } = await startTestGateway({
    table,
    port,
    runDir,
    staticDirs: { shell: join(dir, 'shell'), remotes: Object.fromEntries(table.remotes.map((r) => [r.name, join(dir, 'stable')])) },
    remoteCanary: canary ? { ...canary, dir: join(dir, 'canary') } : undefined,
    workerProcesses: 1,
    accessLog: false,
  }));
}

/** Which build a browser with this bucket gets for the remote's entry. */
async function buildFor(bucket: string): Promise<string> {
  const answer = await fetch(`${base}/remotes/${remote.name}/remoteEntry.js`, { headers: { cookie: `${BUCKET_COOKIE}=${bucket}` } });
  expect(answer.status).toBe(200);
  return (await answer.text()).trim();
}

const bucket = (n: number) => n.toString(16).padStart(32, '0');

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'universo-canary-test-'));
  chmodSync(dir, 0o755);
  writeReadableFile(join(dir, 'shell', 'index.html'), '<!doctype html><title>Universo</title>');
  writeReadableFile(join(dir, 'stable', 'remoteEntry.js'), 'estable');
  writeReadableFile(join(dir, 'canary', 'remoteEntry.js'), 'canario');
});

afterAll(async () => {
  await stopGateway(gateway);
  if (dir) rmSync(dir, { recursive: true, force: true });
});

it('gives a browser without a bucket one on the page, and keeps a well-formed one', async () => {
  await startGateway({ remote: remote.name, percent: 30 });
  const first = await fetch(`${base}/historia`);
  const cookie = first.headers.get('set-cookie') ?? '';
  expect(cookie).toMatch(new RegExp(`^${BUCKET_COOKIE}=[0-9a-f]{32}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax$`));
  const again = await fetch(`${base}/historia`, { headers: { cookie: cookie.split(';')[0]! } });
  expect(again.headers.get('set-cookie')).toBeNull();
  // A forged value is no bucket: it is replaced.
  const forged = await fetch(`${base}/historia`, { headers: { cookie: `${BUCKET_COOKIE}=../../etc` } });
  expect(forged.headers.get('set-cookie')).toMatch(/^uf_bucket=[0-9a-f]{32};/);
});

it('sends about the share to the canary, each browser always to the same side, and only that remote', async () => {
  await startGateway({ remote: remote.name, percent: 30 });
  const sides = await Promise.all(Array.from({ length: 200 }, (_, n) => buildFor(bucket(n * 7919 + 13))));
  const canary = sides.filter((side) => side === 'canario').length;
  expect(canary).toBeGreaterThan(30);
  expect(canary).toBeLessThan(90);
  for (let n = 0; n < 20; n++) expect(await buildFor(bucket(n * 7919 + 13))).toBe(sides[n]);
  // The canary's folder is no address of its own.
  expect((await fetch(`${base}/remotes-canary/${remote.name}/remoteEntry.js`)).status).toBe(404);
  const other = table.remotes.find((entry) => entry.name !== remote.name);
  if (other)
    expect((await (await fetch(`${base}/remotes/${other.name}/remoteEntry.js`, { headers: { cookie: `${BUCKET_COOKIE}=${bucket(13)}` } })).text()).trim()).toBe(
      'estable',
    );
});

it('rolls back with one value: a share of 0 sends every browser to the released build', async () => {
  await startGateway({ remote: remote.name, percent: 0 });
  const sides = await Promise.all(Array.from({ length: 60 }, (_, n) => buildFor(bucket(n * 7919 + 13))));
  expect(new Set(sides)).toEqual(new Set(['estable']));
  await startGateway({ remote: remote.name, percent: 100 });
  expect(new Set(await Promise.all(Array.from({ length: 20 }, (_, n) => buildFor(bucket(n + 1)))))).toEqual(new Set(['canario']));
  // Without a canary the gateway sets no cookie at all.
  await startGateway(undefined);
  expect((await fetch(`${base}/historia`)).headers.get('set-cookie')).toBeNull();
});
