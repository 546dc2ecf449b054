const path = require('node:path');

const base = require('../../jest.preset.cjs')({ rootDir: __dirname, environment: 'jsdom' });

// Jest resolves styled-components' server build (package `main`), which never injects createGlobalStyle on
// the client. Tests use the browser build, the one Vite bundles.
const styledBrowser = path.join(
  path.dirname(require.resolve('styled-components/package.json')),
  'dist/styled-components.browser.cjs.js',
);

module.exports = {
  ...base,
  moduleNameMapper: { '^styled-components$': styledBrowser, ...base.moduleNameMapper },
};
