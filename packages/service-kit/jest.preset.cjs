// Jest settings shared by every Node workspace (services, service-kit, the gateway, stack, deploy and
// the Node-only packages).
const path = require('node:path');

const root = path.resolve(__dirname, '../..');

/** @param {string} dir the workspace folder @returns {import('jest').Config} */
module.exports = function nodeJestProject(dir) {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: 'node',
    // The shared PostgreSQL cluster, also when this workspace's tests run alone (npm test -w <dir>).
    globalSetup: path.join(root, 'jest.global-setup.mjs'),
    globalTeardown: path.join(root, 'jest.global-teardown.mjs'),
    // Suites start real services and databases in their hooks: Jest's 5 s default fails them on a
    // busy machine without anything being wrong. A hung test still fails, after 30 s.
    testTimeout: 30_000,
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.spec.ts'],
    transform: {
      '^.+\\.ts$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', decorators: true },
            transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
            keepClassNames: true,
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
      // otplib's defaults (@scure/base, @noble/hashes 2) ship as ES modules only: compiled for Jest here.
      '^.+/node_modules/@(scure|noble)/.+\\.js$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }],
    },
    transformIgnorePatterns: ['^(?!.*/node_modules/@(scure|noble)/).*/node_modules/'],
    moduleNameMapper: {
      '^@universo/service-kit/testing$': path.join(root, 'packages/service-kit/src/testing.ts'),
      '^@universo/mailer/testing$': path.join(root, 'packages/mailer/src/testing/smtpCatcher.ts'),
      '^@universo/openapi/testing$': path.join(root, 'packages/openapi/src/testing.ts'),
      '^@universo/(contracts|service-kit|route-table|mailer|personal-data|game-rules|characters)$': path.join(root, 'packages/$1/src/index.ts'),
    },
  };
};
