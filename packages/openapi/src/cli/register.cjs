// Runs the generator's TypeScript with the services' own swc settings (decorator metadata, which
// tsx/esbuild do not emit and Nest needs), and the @universo packages from their sources, as
// Jest's moduleNameMapper does for the tests.
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const { transformSync } = require('@swc/core');

const root = path.resolve(__dirname, '../../../..');
const { $schema: _schema, ...swc } = JSON.parse(fs.readFileSync(path.join(root, '.swcrc.service.json'), 'utf8'));

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), { ...swc, filename, swcrc: false, sourceMaps: 'inline' });
  module._compile(code, filename);
};

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolveUniverso(request, ...rest) {
  const match = /^@universo\/([^/]+)$/.exec(request);
  if (match) {
    const source = path.join(root, 'packages', match[1], 'src/index.ts');
    if (fs.existsSync(source)) return source;
  }
  return resolveFilename.call(this, request, ...rest);
};
