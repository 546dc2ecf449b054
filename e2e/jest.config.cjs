module.exports = {
  ...require('../jest.preset.cjs')({
    rootDir: __dirname,
    environment: 'node',
    testTimeout: 120000,
  }),
  // One build before the workers start (src/globalSetup.ts).
  globalSetup: '<rootDir>/src/globalSetup.ts',
};
