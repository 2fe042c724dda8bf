// One Jest run for every workspace: unit tests and service integration tests against a real
// PostgreSQL started once by jest.global-setup.mjs.
const fs = require('node:fs');
const path = require('node:path');

const { workspaces } = require('./package.json');

/** @type {import('jest').Config} */
module.exports = {
  globalSetup: '<rootDir>/jest.global-setup.mjs',
  globalTeardown: '<rootDir>/jest.global-teardown.mjs',
  projects: workspaces
    .map((dir) => path.join(__dirname, dir, 'jest.config.cjs'))
    .filter((file) => fs.existsSync(file)),
};
