import { type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadRouteTable } from '@universo/route-table';
import { firstScreenFragment, NO_FIRST_SCREEN_HEADER } from '../../packages/contracts/src/firstScreen';
import { firstScreensDir } from './firstScreens';
import { freePort, startTestGateway, stopGateway, writeReadableFile as writeFile } from './testing';

/**
 * A visitor's first screen in the shell's page, through a real nginx: the page of the address
 * asked for, never a family's request, never a file outside the folder, never asked directly.
 */
const table = loadRouteTable();
const MAIN_SCRIPT = '<script defer src="/main.0123abcd.js"></script>';
const LOADER = '<script defer src="/late-start.0123abcd.js"></script>';
let dir: string;
let gateway: ChildProcess | undefined;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'universo-first-screen-test-'));
  chmodSync(dir, 0o755);
  const shellDist = join(dir, 'shell');
  const remoteDist = join(dir, 'remote');
  // The shell page's includes (lateStartBlock and beforeRoot of packages/federation/src/pageIncludes.mjs).
  writeFile(
    join(shellDist, 'index.html'),
    '<!doctype html><title>Universo</title>' +
      `<!--# if expr="$universo_late_start" --><template id="universo-late-start"><!--# endif -->${MAIN_SCRIPT}` +
      `<!--# if expr="$universo_late_start" --></template>${LOADER}<!--# endif -->` +
      '<body><!--# if expr="$universo_first_screen" --><!--# block name="no_first_screen" --><!--# endblock --><!--# include virtual="$universo_first_screen" stub="no_first_screen" --><!--# endif --><div id="root"></div></body>',
  );
  writeFile(join(remoteDist, 'remoteEntry.js'), 'var remote = {};');
  const port = await freePort();
  const runDir = join(dir, 'run');
  const screens = firstScreensDir(runDir);
  writeFile(join(screens, 'index.html'), firstScreenFragment({ path: '/', markup: '<main><h1>Inicio</h1></main>', styles: [] }));
  writeFile(
    join(screens, 'historia', '5.html'),
    firstScreenFragment({ path: '/historia/5', markup: '<main><h1>El libro cinco</h1></main>', styles: ['/remotes/stories/a.css'] }),
  );
  writeFile(join(dir, 'secreto.html'), 'no se sirve');
  // No service answers: the pages alone are under test.
  const closed = await freePort();
  const upstreams = Object.fromEntries(table.services.map((service) => [service.name, [`127.0.0.1:${closed}`]]));
  ({ child: gateway, base } = await startTestGateway(
    {
      table,
      port,
      runDir,
      upstreams,
      staticDirs: { shell: shellDist, remotes: Object.fromEntries(table.remotes.map((r) => [r.name, remoteDist])) },
      workerProcesses: 1,
    },
    '/',
  ));
});

afterAll(async () => {
  await stopGateway(gateway);
  rmSync(dir, { recursive: true, force: true });
});

const page = async (path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string; link: string | null }> => {
  const response = await fetch(`${base}${path}`, { headers });
  return { status: response.status, body: await response.text(), link: response.headers.get('link') };
};

it("includes the first screen of the page asked for, with its stylesheets, before the app's root", async () => {
  for (const path of ['/historia/5', '/historia/5/', '/historia/5?desde=inicio']) {
    const { status, body } = await page(path);
    expect(status).toBe(200);
    expect(body).toContain(
      '<link rel="stylesheet" href="/remotes/stories/a.css" />\n<div id="first-screen" data-path="/historia/5" inert><main><h1>El libro cinco</h1></main></div><div id="root">',
    );
  }
  expect((await page('/')).body).toContain('<h1>Inicio</h1>');
});

it('adds nothing for a page without one, and still serves the page', async () => {
  const { status, body } = await page('/tienda');
  expect(status).toBe(200);
  expect(body).toContain('<body><div id="root"></div>');
});

it("never gives a family (a session cookie) or the stack's own capture a visitor's copy", async () => {
  expect((await page('/historia/5', { Cookie: 'uf_session=una-familia' })).body).not.toContain('first-screen');
  expect((await page('/historia/5', { [NO_FIRST_SCREEN_HEADER]: 'off' })).body).not.toContain('first-screen');
});

it('never names a file outside the folder, and the folder is not reachable from a browser', async () => {
  for (const path of ['/HISTORIA/5', '/historia/5.html', '/..%2fsecreto', '/historia/%2e%2e/%2e%2e/%2e%2e/secreto']) {
    const { body } = await page(path);
    expect(body).not.toContain('first-screen');
    expect(body).not.toContain('no se sirve');
  }
  expect((await page('/_first-screen/historia/5.html')).body).not.toContain('El libro cinco');
});

it("starts the app's code late only on a page that comes with its first screen: hints inert, no Link preload", async () => {
  const visitor = await page('/historia/5');
  expect(visitor.body).toContain(`<template id="universo-late-start">${MAIN_SCRIPT}</template>${LOADER}`);
  expect(visitor.link).toBeNull();
  // The same page for a family, and a visitor's page whose copy was not kept: the usual start.
  for (const other of [await page('/historia/5', { Cookie: 'uf_session=una-familia' }), await page('/historia/6')]) {
    expect(other.body).toContain(`<title>Universo</title>${MAIN_SCRIPT}<body>`);
    expect(other.body).not.toContain('late-start');
    expect(other.link).toContain('/remotes/stories/remoteEntry.js');
  }
});
