#!/usr/bin/env node
// Runs inside an image build (plain Node, no dependency), from the repository root.
//
//   node packages/deploy/image/manifests.mjs <full-dir> <production-dir>
//     Copies the root package.json, package-lock.json and every workspace's package.json into
//     <full-dir> as they are (the build stage installs everything from them), and into
//     <production-dir> without the workspaces' devDependencies: `npm ci --omit=dev --workspace X`
//     still installs what a workspace lists as devDependencies when the lockfile does not mark it
//     dev-only (a package another workspace ships), so an image would carry a test's tools.
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

function writeManifests(fullDir, productionDir) {
  const root = readJson('package.json');
  for (const out of [fullDir, productionDir]) {
    mkdirSync(out, { recursive: true });
    cpSync('package.json', join(out, 'package.json'));
    cpSync('package-lock.json', join(out, 'package-lock.json'));
  }
  for (const dir of root.workspaces) {
    const file = join(dir, 'package.json');
    const pkg = readJson(file);
    mkdirSync(join(fullDir, dir), { recursive: true });
    cpSync(file, join(fullDir, file));
    delete pkg.devDependencies;
    mkdirSync(join(productionDir, dir), { recursive: true });
    writeFileSync(join(productionDir, file), `${JSON.stringify(pkg, null, 2)}\n`);
  }
}

const args = process.argv.slice(2);
if (args.length === 2) writeManifests(args[0], args[1]);
else {
  console.error('Uso: manifests.mjs <dir-completo> <dir-producción>');
  process.exit(2);
}
