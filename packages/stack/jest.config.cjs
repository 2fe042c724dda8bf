const path = require('node:path');

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'stack',
  rootDir: __dirname,
  testEnvironment: 'node',
  // composeRoles.test.ts runs the roles script on the shared PostgreSQL cluster, also alone.
  globalSetup: path.resolve(__dirname, '../../jest.global-setup.mjs'),
  globalTeardown: path.resolve(__dirname, '../../jest.global-teardown.mjs'),
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  transform: {
    '^.+\\.tsx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  // The nginx test starts real processes: give it room on a busy machine.
  testTimeout: 30000,
};
