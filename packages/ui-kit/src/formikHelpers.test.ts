import path from 'node:path';

/*
 * The production build hands Formik the lean helpers of apps/web/src/vendor instead of lodash, deepmerge,
 * react-fast-compare and hoist-non-react-statics (apps/web/vite.config.ts). The Jest preset maps the same
 * names to the same files, so the form tests here run what patients run; this fails if Jest resolves a real
 * library again.
 */
const VENDOR = path.resolve(__dirname, '../../../apps/web/src/vendor');

// What Formik's CommonJS build (Jest's) and its ES build (Vite's) import, and the stand-in each must reach.
const HELPERS: ReadonlyArray<readonly [string, string]> = [
  ['lodash/cloneDeep', 'cloneDeep'],
  ['lodash/clone', 'clone'],
  ['lodash/toPath', 'toPath'],
  ['lodash/isPlainObject', 'isPlainObject'],
  ['lodash-es/cloneDeep', 'cloneDeep'],
  ['lodash-es/clone', 'clone'],
  ['lodash-es/toPath', 'toPath'],
  ['lodash-es/isPlainObject', 'isPlainObject'],
  ['deepmerge', 'deepmerge'],
  ['react-fast-compare', 'isEqual'],
  ['hoist-non-react-statics', 'hoistNonReactStatics'],
];

describe("Formik's helpers under Jest", () => {
  it.each(HELPERS)('%s resolves to the stand-in the build ships', (name, file) => {
    expect(require.resolve(name)).toBe(path.join(VENDOR, `${file}.ts`));
  });

  it('is the stand-in module itself that Formik gets, not a library of the same name', () => {
    /* eslint-disable @typescript-eslint/no-require-imports -- the module Jest hands a CommonJS caller */
    const asFormikGetsIt = require('lodash/cloneDeep') as { default: unknown };
    const standIn = require(path.join(VENDOR, 'cloneDeep.ts')) as { default: unknown };
    /* eslint-enable @typescript-eslint/no-require-imports */
    expect(asFormikGetsIt.default).toBe(standIn.default);
  });
});
