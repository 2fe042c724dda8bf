// One Jest run for every workspace: unit tests and service integration tests against a real
// PostgreSQL started once by jest.global-setup.mjs.
const fs = require('node:fs');
const path = require('node:path');

const { workspaces } = require('./package.json');

/** @type {import('jest').Config} */
module.exports = {
  globalSetup: '<rootDir>/jest.global-setup.mjs',
  globalTeardown: '<rootDir>/jest.global-teardown.mjs',
  // A global option: Jest ignores a project's own testTimeout when it runs several projects, so
  // the Node preset's 30 s must be set here too. Suites start real services and databases in
  // their hooks, and the 5 s default failed them on a busy machine with nothing wrong.
  testTimeout: 30_000,
  projects: workspaces.map((dir) => path.join(__dirname, dir, 'jest.config.cjs')).filter((file) => fs.existsSync(file)),
};
