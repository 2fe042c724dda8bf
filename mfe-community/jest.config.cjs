/** @type {import('jest').Config} */
module.exports = {
  displayName: 'mfe-community',
  preset: '../packages/federation/jest-preset.cjs',
  rootDir: __dirname,
};
