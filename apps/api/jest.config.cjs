// API tests run under Jest's CommonJS sandbox, with two adjustments (docs/decisions/0003-api-tests-under-jest.md):
// 1. PGlite loads its WebAssembly through dynamic import(), which the sandbox only allows with Node's
//    --experimental-vm-modules: the `test` script sets it.
// 2. Some Fastify dependencies ship ESM only (cookie 2, content-disposition 3). Node 20 loads them with
//    require(esm); Jest's module system cannot. Each is mapped to a small .cjs shim that requires the real
//    file, which ts-jest compiles to CommonJS.
// Global setup migrates and seeds one template database; every test file starts from a copy of it.
const path = require('node:path');

const preset = require('../../jest.preset.cjs')({
  rootDir: __dirname,
  environment: 'node',
  testTimeout: 60000,
});

/** ESM-only package -> a CommonJS package that depends on it (used to find the installed copy). */
const ESM_ONLY = { cookie: '@fastify/cookie', 'content-disposition': '@fastify/static' };

const esmPaths = Object.fromEntries(
  Object.entries(ESM_ONLY).map(([name, parent]) => [
    name,
    require.resolve(name, {
      paths: [path.dirname(require.resolve(parent, { paths: [__dirname] }))],
    }),
  ]),
);
const names = Object.keys(ESM_ONLY).join('|');

module.exports = {
  ...preset,
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    ...Object.fromEntries(
      Object.keys(ESM_ONLY).map((name) => [`^${name}$`, `<rootDir>/src/test/esm/${name}.cjs`]),
    ),
  },
  globals: { __MEDIBRIDGE_ESM_ONLY__: esmPaths },
  transform: {
    ...preset.transform,
    [`/node_modules/(${names})/.+\\.js$`]: [
      'ts-jest',
      {
        tsconfig: { allowJs: true, module: 'commonjs', target: 'ES2022', isolatedModules: true },
        diagnostics: false,
      },
    ],
  },
  transformIgnorePatterns: [`^(?!.*/node_modules/(${names})/).*/node_modules/`],
  globalSetup: '<rootDir>/src/test/globalSetup.ts',
  globalTeardown: '<rootDir>/src/test/globalTeardown.ts',
};
