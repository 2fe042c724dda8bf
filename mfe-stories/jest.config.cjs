/** @type {import('jest').Config} */
module.exports = {
  displayName: 'mfe-stories',
  preset: '../packages/federation/jest-preset.cjs',
  rootDir: __dirname,
};
