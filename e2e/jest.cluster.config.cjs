// The cluster suite (`pnpm cluster:test`): two replicas behind HAProxy on this machine's PostgreSQL and Redis.
// Not part of `pnpm e2e`: a newcomer's machine has neither service (CI runs it as a section of its own).
const base = require('../jest.preset.cjs')({
  rootDir: __dirname,
  environment: 'node',
  testTimeout: 600000,
});
module.exports = {
  ...base,
  testMatch: ['<rootDir>/cluster/**/*.test.ts'],
  globalSetup: '<rootDir>/src/globalSetup.ts',
};
