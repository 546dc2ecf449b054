// Loads an ESM-only package for Jest as CommonJS (see jest.config.cjs): the real file, resolved by Jest's
// config from the package that depends on it, is compiled to CommonJS by ts-jest. A .cjs file is CommonJS
// whatever its package says, so both `require()` and `import()` of it work inside Jest's sandbox.
module.exports = (name) => require(globalThis.__MEDIBRIDGE_ESM_ONLY__[name]);
