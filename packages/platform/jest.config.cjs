/** @type {import('jest').Config} */
module.exports = {
  displayName: 'platform',
  preset: '../federation/jest-preset.cjs',
  rootDir: __dirname,
};
