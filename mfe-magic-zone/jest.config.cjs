/** @type {import('jest').Config} */
module.exports = {
  displayName: 'mfe-magic-zone',
  preset: '../packages/federation/jest-preset.cjs',
  rootDir: __dirname,
};
