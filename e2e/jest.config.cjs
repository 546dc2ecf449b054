module.exports = require('../jest.preset.cjs')({
  rootDir: __dirname,
  environment: 'node',
  testTimeout: 120000,
});
