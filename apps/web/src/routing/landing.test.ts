import { join } from 'node:path';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { selectRoutes } from './buildRoutes';

/*
 * The bundle budget (bench/src/size.ts) measures each landing route's first load from a hand-written table
 * of URL → page module (bench/src/landing.ts). These tests keep that table true to the real route sets:
 * each URL must reach a lazily loaded page exported by the named module, and the module of each lazily
 * loaded page of either set must be listed.
 */

interface LandingRoute {
  url: string;
  session: 'visitor' | 'patient';
  module: string;
}

const ROOT = join(__dirname, '..', '..', '..', '..');
// Read at run time, not imported: bench is a tool package the web app does not depend on.
const { LANDING_ROUTES } = jest.requireActual<{ LANDING_ROUTES: readonly LandingRoute[] }>(
  join(ROOT, 'bench', 'src', 'landing.ts'),
);

const SESSIONS = { visitor: false, patient: true } as const;

function pageRoute(url: string, loggedIn: boolean): RouteObject | undefined {
  const matches = matchRoutes(selectRoutes(loggedIn), url);
  return matches?.[matches.length - 1]?.route;
}

describe('the landing routes the bundle budget measures (bench/src/landing.ts)', () => {
  it.each(LANDING_ROUTES.map((r) => [r.url, r.session, r.module] as const))(
    '%s (%s) lazily loads a page from %s',
    async (url, session, module) => {
      const route = pageRoute(url, SESSIONS[session]);
      expect(route?.path).toBeDefined();
      expect(typeof route?.lazy).toBe('function');
      const loaded = (await (route!.lazy as () => Promise<{ Component?: unknown }>)()).Component;
      expect(loaded).toBeDefined();
      const exported: unknown[] = Object.values(
        jest.requireActual<Record<string, unknown>>(join(ROOT, module)),
      );
      expect(exported).toContain(loaded);
    },
  );

  // A page's first load is the same in both sets (the same chunks), so any entry listing its module will do.
  it.each(Object.entries(SESSIONS))(
    'lists the module of every lazily loaded page of the %s set',
    async (_, loggedIn) => {
      const listed = LANDING_ROUTES.flatMap((r) =>
        Object.values(jest.requireActual<Record<string, unknown>>(join(ROOT, r.module))),
      );
      const missing: string[] = [];
      for (const route of selectRoutes(loggedIn)) {
        if (typeof route.lazy !== 'function') continue;
        const loaded = (await (route.lazy as () => Promise<{ Component?: unknown }>)()).Component;
        if (!listed.includes(loaded)) missing.push(route.path ?? '(layout)');
      }
      // A new page needs a line in bench/src/landing.ts, so that the budget measures its first load.
      expect(missing).toEqual([]);
    },
  );
});
