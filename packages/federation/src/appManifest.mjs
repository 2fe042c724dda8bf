// @ts-check
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What an app declares about itself in the "universo" field of its package.json
 * (the same field @universo/route-table reads).
 * @typedef {object} AppManifest
 * @property {string} packageName npm name of the workspace (`@universo/mfe-stories`).
 * @property {'shell' | 'remote'} kind
 * @property {string} name Module Federation name: the remote's `name`, or `shell`.
 * @property {number} devPort Port of `npm run dev` on 127.0.0.1.
 * @property {string[]} routes Client routes the app owns (empty for the shell).
 * @property {Record<string, string>} pages A remote's pages, each its own chunk: name -> page pattern (empty for the shell).
 */

/**
 * Reads and checks the "universo" field of `<appDir>/package.json`.
 * @param {string} appDir
 * @returns {AppManifest}
 */
export function readAppManifest(appDir) {
  const pkg = JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8'));
  const universo = pkg.universo;
  if (!universo || (universo.kind !== 'shell' && universo.kind !== 'remote')) {
    throw new Error(`${appDir}/package.json: el campo "universo" debe tener kind "shell" o "remote".`);
  }
  if (!Number.isInteger(universo.devPort)) {
    throw new Error(`${appDir}/package.json: "universo.devPort" debe ser un número entero.`);
  }
  if (universo.kind === 'remote' && (typeof universo.name !== 'string' || !Array.isArray(universo.routes))) {
    throw new Error(`${appDir}/package.json: un remoto declara "universo.name" y "universo.routes".`);
  }
  return {
    packageName: pkg.name,
    kind: universo.kind,
    name: universo.kind === 'shell' ? 'shell' : universo.name,
    devPort: universo.devPort,
    routes: universo.kind === 'shell' ? [] : universo.routes,
    pages: universo.kind === 'remote' && universo.pages ? universo.pages : {},
  };
}
