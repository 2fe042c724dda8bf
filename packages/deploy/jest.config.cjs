/** @type {import('jest').Config} */
module.exports = {
  displayName: 'deploy',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  transform: {
    '^.+\\.tsx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  // helm and the schema check run as child processes: give them room on a busy machine.
  testTimeout: 30000,
};
