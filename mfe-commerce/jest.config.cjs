/** @type {import('jest').Config} */
module.exports = {
  displayName: 'mfe-commerce',
  preset: '../packages/federation/jest-preset.cjs',
  rootDir: __dirname,
};
