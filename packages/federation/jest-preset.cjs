// @ts-check
// Unit tests of the front-end workspaces: TypeScript and JSX through swc, as webpack builds them.
// A workspace's jest.config.cjs uses it with `preset: '../packages/federation/jest-preset.cjs'`.

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFiles: [`${__dirname}/jsdomGlobals.cjs`],
  moduleNameMapper: {
    '\\.css$': `${__dirname}/styleStub.cjs`,
    // An imported SVG is its URL in a build (asset/resource); in a test, a fixed name.
    '\\.svg$': `${__dirname}/svgStub.cjs`,
    // Tests read the contracts' source: a fresh clone has no built dist/ before `npm run build`.
    '^@universo/contracts$': `${__dirname}/../contracts/src/index.ts`,
    '^@universo/game-rules$': `${__dirname}/../game-rules/src/index.ts`,
    '^@universo/characters$': `${__dirname}/../characters/src/index.ts`,
  },
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
};
