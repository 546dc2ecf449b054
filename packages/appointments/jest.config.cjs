// The booking forms are long (step one has fourteen fields): typing them with user-event takes seconds on a
// busy 2-core machine, so a test gets 20 s before it is called stuck.
module.exports = require('../../jest.preset.cjs')({
  rootDir: __dirname,
  environment: 'jsdom',
  testTimeout: 20_000,
});
