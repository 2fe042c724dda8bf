module.exports = require('../packages/service-kit/jest.preset.cjs')(__dirname);
