/**
 * React Router's top-level declarations are marked side-effect free for the build (docs/decisions/0035), so
 * the shell keeps only the router code the app uses.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pureRouterCode } from './routerTreeShaking';

describe('pureRouterCode', () => {
  it('marks contexts, forwardRef and memo components and constant values pure, and drops display names', () => {
    const { code, changed } = pureRouterCode(
      [
        'var LocationContext = React.createContext(null);',
        'LocationContext.displayName = "Location";',
        'var Link = React10.forwardRef(',
        '  function LinkWithRef() {}',
        ');',
        'Link.displayName = "Link";',
        'var MemoizedRoutes = React3.memo(Routes);',
        'var objectProtoNames = Object.getOwnPropertyNames(Object.prototype).sort().join("\\0");',
        'var DEFAULT_NAVIGATION_URL = new URL("http://localhost");',
        'var validRequestMethods = new Set(validRequestMethodsArr);',
        'function useLocation() { return React.useContext(LocationContext).location; }',
        'React.useEffect(() => history.listen(setState), [history]);',
      ].join('\n'),
    );
    expect(changed).toBe(8);
    expect(code).toContain('var LocationContext = /* @__PURE__ */ React.createContext(null);');
    expect(code).toContain('var Link = /* @__PURE__ */ React10.forwardRef(');
    expect(code).toContain('var MemoizedRoutes = /* @__PURE__ */ React3.memo(Routes);');
    expect(code).toContain('= /* @__PURE__ */ Object.getOwnPropertyNames(Object.prototype)');
    expect(code).toContain('= /* @__PURE__ */ new URL("http://localhost");');
    expect(code).toContain('= /* @__PURE__ */ new Set(validRequestMethodsArr);');
    expect(code).not.toContain('displayName');
    // What runs inside functions, and calls that are not declarations, are left alone.
    expect(code).toContain(
      'function useLocation() { return React.useContext(LocationContext).location; }',
    );
    expect(code).toContain('\nReact.useEffect(() => history.listen(setState), [history]);');
  });

  it('still finds what it marks in the installed React Router (an upgrade that changes its shape fails here)', () => {
    const dom = require.resolve('react-router-dom');
    const production = join(
      dirname(require.resolve('react-router', { paths: [dom] })),
      '..',
      'production',
    );
    const chunks = readdirSync(production).filter((name) => /^chunk-[A-Z0-9]+\.mjs$/.test(name));
    const routerCode = chunks
      .map((name) => readFileSync(join(production, name), 'utf8'))
      .find((code) => code.includes('var Link = '));
    expect(routerCode).toBeDefined();
    const { code, changed } = pureRouterCode(routerCode!);
    expect(changed).toBeGreaterThan(25);
    for (const name of ['Link', 'NavLink', 'Form', 'LocationContext', 'DataRouterContext'])
      expect(code).toMatch(new RegExp(`var ${name} = /\\* @__PURE__ \\*/ React\\d*\\.`));
  });
});
