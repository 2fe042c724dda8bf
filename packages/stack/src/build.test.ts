import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { STAMP_FILE, buildStale, isStale, planBuild, scanInputs } from './build';

describe('isStale', () => {
  it('is stale without a stamp or when an input is newer than the stamp', () => {
    expect(isStale(1000, undefined)).toBe(true);
    expect(isStale(2000, 1000)).toBe(true);
    expect(isStale(1000, 1000)).toBe(false);
    expect(isStale(500, 1000)).toBe(false);
  });
});

describe('planBuild (a small repository on disk)', () => {
  let root: string;
  const write = (path: string, text: string, mtime: number): void => {
    const full = join(root, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, text);
    utimesSync(full, mtime, mtime);
  };
  const stamp = (dir: string, mtime: number): void => write(`${dir}/dist/${STAMP_FILE}`, '{}', mtime);
  const plan = () => Object.fromEntries(planBuild(root).map((p) => [p.workspace.dir, p.stale]));

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'universo-plan-'));
    const pkg = (name: string, extra: object = {}) => JSON.stringify({ name, scripts: { build: 'true' }, ...extra });
    write('package.json', JSON.stringify({ workspaces: ['packages/contracts', 'packages/kit', 'svc-auth', 'shell', 'packages/route-table'] }), 100);
    write('packages/contracts/package.json', pkg('@universo/contracts'), 100);
    write('packages/contracts/src/index.ts', 'export const x = 1;', 100);
    // declared dependency
    write('packages/kit/package.json', pkg('@universo/kit', { dependencies: { '@universo/contracts': '*' } }), 100);
    write('packages/kit/src/index.ts', 'export const y = 2;', 100);
    // imported (not declared) dependency
    write('svc-auth/package.json', pkg('@universo/svc-auth', { universo: { kind: 'service' } }), 100);
    write('svc-auth/src/main.ts', "import { y } from '@universo/kit';", 100);
    write('svc-auth/src/main.test.ts', 'test', 100);
    write('shell/package.json', pkg('@universo/shell', { universo: { kind: 'shell' } }), 100);
    write('shell/src/index.ts', "import '@universo/route-table';", 100);
    write('packages/route-table/package.json', JSON.stringify({ name: '@universo/route-table' }), 100);
    write('packages/route-table/src/index.ts', '', 100);
    write('tsconfig.base.json', '{}', 100);
    for (const dir of ['packages/contracts', 'packages/kit', 'svc-auth', 'shell']) stamp(dir, 200);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('orders by dependencies found in package.json and in imports', () => {
    const items = planBuild(root);
    expect(items.map((i) => i.workspace.dir)).toEqual(['packages/contracts', 'packages/kit', 'svc-auth', 'shell']);
    expect(items.find((i) => i.workspace.dir === 'svc-auth')?.deps.sort()).toEqual(['packages/contracts', 'packages/kit']);
  });

  it('is up to date when every stamp is newer than the inputs', () => {
    expect(plan()).toEqual({ 'packages/contracts': false, 'packages/kit': false, 'svc-auth': false, shell: false });
  });

  it('rebuilds a workspace and its dependents when a source changes', () => {
    write('packages/kit/src/index.ts', 'export const y = 3;', 300);
    expect(plan()).toEqual({ 'packages/contracts': false, 'packages/kit': true, 'svc-auth': true, shell: false });
  });

  it('follows dependencies transitively and through packages without a build', () => {
    write('packages/contracts/src/index.ts', 'export const x = 2;', 300);
    write('packages/route-table/src/index.ts', '// changed', 300);
    expect(plan()).toEqual({ 'packages/contracts': true, 'packages/kit': true, 'svc-auth': true, shell: true });
  });

  it('ignores test files but not config files, and rebuilds everything for a root config change', () => {
    write('svc-auth/src/main.test.ts', 'changed', 300);
    expect(plan()['svc-auth']).toBe(false);
    write('svc-auth/tsconfig.json', '{}', 300);
    expect(plan()['svc-auth']).toBe(true);
    write('tsconfig.base.json', '{"x":1}', 400);
    expect(Object.values(plan()).every(Boolean)).toBe(true);
  });

  it('builds what never built, and everything with force', () => {
    rmSync(join(root, 'shell/dist'), { recursive: true });
    expect(plan().shell).toBe(true);
    expect(planBuild(root, { force: true }).every((i) => i.stale)).toBe(true);
  });

  it('limits the plan to some workspaces and what they need', () => {
    expect(planBuild(root, { only: ['svc-auth'] }).map((i) => i.workspace.dir)).toEqual(['packages/contracts', 'packages/kit', 'svc-auth']);
  });

  it('scans inputs outside dist and node_modules', () => {
    write('svc-auth/dist/main.js', 'built', 900);
    write('svc-auth/node_modules/x/index.js', 'dep', 900);
    expect(scanInputs(join(root, 'svc-auth')).newestMs).toBe(100_000);
  });
});

describe('buildStale (real npm run build in a small repository)', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'universo-buildstale-'));
    const write = (path: string, text: string): void => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    // Each "build" writes one big script into its dist folder.
    const script = `node -e "require('fs').mkdirSync('dist',{recursive:true});require('fs').writeFileSync('dist/main.0123abcd.js','x'.repeat(5000))"`;
    write('package.json', JSON.stringify({ name: 'repo', private: true, workspaces: ['shell', 'svc-auth'] }));
    write('shell/package.json', JSON.stringify({ name: '@universo/shell', scripts: { build: script }, universo: { kind: 'shell' } }));
    write('shell/src/index.ts', 'export {};');
    write('svc-auth/package.json', JSON.stringify({ name: '@universo/svc-auth', scripts: { build: script }, universo: { kind: 'service' } }));
    write('svc-auth/src/main.ts', 'export {};');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('pre-compresses a front end’s dist (the gateway sends the .gz as is), never a service’s', async () => {
    const result = await buildStale({ root, concurrency: 1 });
    expect(result.failed).toEqual([]);
    expect(existsSync(join(root, 'shell', 'dist', 'main.0123abcd.js.gz'))).toBe(true);
    expect(existsSync(join(root, 'svc-auth', 'dist', 'main.0123abcd.js.gz'))).toBe(false);
  }, 60_000);
});
