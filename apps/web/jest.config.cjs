module.exports = require('../../jest.preset.cjs')({
  rootDir: __dirname,
  environment: 'jsdom',
  setupFilesAfterEach: [require.resolve('./jest.setup-router.cjs')],
});
