/** @type {import('jest').Config} */
module.exports = {
  displayName: 'art',
  preset: '../federation/jest-preset.cjs',
  rootDir: __dirname,
};
