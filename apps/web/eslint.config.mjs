// The root config, plus one exception: the Vite config imports ESM-only build tools that import-x's cycle
// check cannot resolve (it then fails to load a legacy resolver and crashes). A build config has no cycles.
// eslint-disable-next-line import-x/no-relative-packages -- the shared root config is not a package
import root from '../../eslint.config.mjs';

export default [...root, { files: ['vite.config.ts'], rules: { 'import-x/no-cycle': 'off' } }];
