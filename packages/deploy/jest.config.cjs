module.exports = require('../service-kit/jest.preset.cjs')(__dirname);
