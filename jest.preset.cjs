/**
 * Shared Jest settings for every package. Each package's jest.config.cjs calls this with its own folder.
 * Workspace packages are mapped to their TypeScript sources: Jest's resolver ignores import-only `exports`.
 */
const path = require('node:path');

const root = __dirname;

/**
 * The production build swaps Formik's helpers for the lean stand-ins in apps/web/src/vendor (the `vendor(...)`
 * aliases of apps/web/vite.config.ts, docs/decisions/0011). Jest resolves the same files, so component tests
 * run the code patients run: Formik's CommonJS build asks for `lodash/…`, its ES build for `lodash-es/…`.
 */
const vendor = (name) => path.join(root, 'apps/web/src/vendor', `${name}.ts`);
const VENDOR_STAND_INS = {
  '^lodash(?:-es)?/(cloneDeep|clone|toPath|isPlainObject)$': vendor('$1'),
  '^hoist-non-react-statics$': vendor('hoistNonReactStatics'),
  '^deepmerge$': vendor('deepmerge'),
  '^react-fast-compare$': vendor('isEqual'),
};

/** @param {{ rootDir: string, environment?: 'node' | 'jsdom', setupFilesAfterEach?: string[], testTimeout?: number }} options */
module.exports = function jestPreset({
  rootDir,
  environment = 'node',
  setupFilesAfterEach = [],
  testTimeout,
}) {
  return {
    rootDir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    transform: {
      '^.+\\.tsx?$': [
        'ts-jest',
        {
          tsconfig: {
            target: 'ES2022',
            module: 'commonjs',
            moduleResolution: 'node10',
            jsx: 'react-jsx',
            esModuleInterop: true,
            resolveJsonModule: true,
            isolatedModules: true,
            skipLibCheck: true,
          },
          diagnostics: false,
        },
      ],
    },
    moduleNameMapper: {
      '^@medibridge/([a-z-]+)$': path.join(root, 'packages/$1/src/index.ts'),
      // A package's second entry (`@medibridge/contract/hi`) is the file of that name.
      '^@medibridge/([a-z-]+)/([a-z-]+)$': path.join(root, 'packages/$1/src/$2.ts'),
      '\\.(svg|png|jpg|css|woff2)$': path.join(root, 'jest/file-stub.cjs'),
      ...VENDOR_STAND_INS,
    },
    setupFiles: [path.join(root, 'jest/setup-polyfills.cjs')],
    setupFilesAfterEnv: [
      ...(environment === 'jsdom' ? [path.join(root, 'jest/setup-dom.cjs')] : []),
      ...setupFilesAfterEach,
    ],
    ...(testTimeout ? { testTimeout } : {}),
    clearMocks: true,
  };
};
