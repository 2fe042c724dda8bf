/** @type {import('jest').Config} */
module.exports = {
  displayName: 'shell',
  preset: '../packages/federation/jest-preset.cjs',
  rootDir: __dirname,
};
