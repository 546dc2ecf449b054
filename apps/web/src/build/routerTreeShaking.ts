import type { Plugin } from 'vite';

/** React Router's production build: one large module (`chunk-<hash>.mjs`) behind `index.mjs`. */
const ROUTER_CHUNK = /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[A-Z0-9]+\.mjs$/;

/** `var X = React.createContext(…)`, `React.forwardRef(…)`, `React.memo(…)` and three constant values. */
const PURE_DECLARATION =
  /^(var [\w$]+ = )(React\d*\.(?:createContext|forwardRef|memo)\(|Object\.getOwnPropertyNames\(|new (?:URL|Set)\()/gm;
/** `X.displayName = "…";` at the top level: a name for React's developer tools. */
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;

/**
 * Marks what React Router's module declares at its top level as side-effect free (docs/decisions/0035), so
 * the bundler keeps only what the app uses. Its contexts, `Link`, `NavLink` and `Form` are created by calls
 * the bundler cannot prove pure and named by a property write, so every one of them stayed in the shell with
 * all they use (the data router's forms, fetchers, prefetch links and route-module loading) whatever the
 * app imported. Returns the rewritten code and how many statements changed.
 */
export function pureRouterCode(code: string): { code: string; changed: number } {
  let changed = 0;
  const out = code
    .replace(PURE_DECLARATION, (_whole, declaration: string, call: string) => {
      changed += 1;
      return `${declaration}/* @__PURE__ */ ${call}`;
    })
    .replace(DISPLAY_NAME, () => {
      changed += 1;
      return '';
    });
  return { code: out, changed };
}

/** Build only: applies `pureRouterCode` to React Router's production module. */
export function routerTreeShaking(): Plugin {
  return {
    name: 'medibridge-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!ROUTER_CHUNK.test(id)) return null;
      const { code: out, changed } = pureRouterCode(code);
      return changed ? { code: out, map: null } : null;
    },
  };
}
