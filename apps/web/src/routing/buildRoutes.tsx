import { lazy, Suspense } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import type { RouteAccess } from '@medibridge/contract';
import { Layout } from '../layout/Layout';
import { AppLoading } from '../layout/AppLoading';
import { accessOf } from './access';
import { FEATURE_ROUTES } from './features';
import { RedirectAfterLogin, RedirectToLogin } from './guards';
import { toElementRoutes } from './lazyRoutes';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/** The 404 page: rare on a first load, so its code is a chunk of its own. */
const NotFoundPage = lazy(() =>
  import('../pages/NotFoundPage').then((module) => ({ default: module.NotFoundPage })),
);

/**
 * Screens the shell owns besides the 404: none. The home page at / and /home belongs to packages-search,
 * the login at / for visitors to auth. A shell route given here would lose to a feature route on its path.
 */
export const SHELL_ROUTES: readonly RouteObject[] = [];

/** Which routes belong in a set: 0 = native to it, 1 = redirects away. */
function fit(access: RouteAccess, loggedIn: boolean): 0 | 1 {
  if (loggedIn) return access === 'guest' ? 1 : 0;
  return access === 'patient' ? 1 : 0;
}

function keyOf(route: RouteObject): string | null {
  if (route.index) return 'index';
  return route.path ?? null;
}

/**
 * SPEC §2's route set for a visitor (`loggedIn` false) or a patient, from every feature's routes and the
 * shell's own. For each path the route native to the set wins (guest/public for visitors, public/patient for
 * patients; features before the shell); a route that is not native becomes a redirect: a patient screen
 * sends a visitor to the login (and back), a guest screen sends a patient on to `next` or /home. Redirects
 * carry no page, so no chunk is loaded for a screen the user may not see.
 */
export function selectRoutes(
  loggedIn: boolean,
  featureRoutes: readonly (readonly RouteObject[])[] = Object.values(FEATURE_ROUTES),
): RouteObject[] {
  const candidates = [...featureRoutes.flat(), ...SHELL_ROUTES];
  const chosen = new Map<string, { route: RouteObject; fit: 0 | 1 }>();
  const layouts: RouteObject[] = [];
  for (const route of candidates) {
    const access = accessOf(route);
    const key = keyOf(route);
    if (access === undefined) {
      throw new Error(`Route ${key ?? '(layout)'} has no handle.access`);
    }
    if (key === null) {
      // A pathless layout route from a feature: kept whole when it is native to the set.
      if (fit(access, loggedIn) === 0) layouts.push(route);
      continue;
    }
    const score = fit(access, loggedIn);
    const existing = chosen.get(key);
    if (!existing || score < existing.fit) chosen.set(key, { route, fit: score });
  }
  const routes = [...chosen.values()].map(({ route, fit: score }): RouteObject => {
    if (score === 0) return route;
    const Redirect = loggedIn ? RedirectAfterLogin : RedirectToLogin;
    return { path: route.path, handle: route.handle, element: <Redirect /> };
  });
  return [...routes, ...layouts];
}

/** The app's two route trees (every feature's routes never change at run time): built once each. */
const appTrees = new Map<boolean, RouteObject[]>();

/**
 * The whole route tree of a set, for `useRoutes`: layout, error boundaries, the selected screens (lazy ones
 * as React.lazy pages, loading under a Suspense boundary inside the layout) and the 404 page. The app's own
 * trees are built once: start-up matches the first page against the same tree the app then renders.
 */
export function buildRoutes(
  loggedIn: boolean,
  featureRoutes?: readonly (readonly RouteObject[])[],
): RouteObject[] {
  if (featureRoutes) return buildTree(loggedIn, featureRoutes);
  let tree = appTrees.get(loggedIn);
  if (!tree) {
    tree = buildTree(loggedIn);
    appTrees.set(loggedIn, tree);
  }
  return tree;
}

function buildTree(
  loggedIn: boolean,
  featureRoutes?: readonly (readonly RouteObject[])[],
): RouteObject[] {
  return [
    {
      id: 'root',
      element: (
        <RouteErrorBoundary>
          <Layout />
        </RouteErrorBoundary>
      ),
      children: [
        {
          // Inside the layout: a failing screen keeps the header and footer around the error page.
          element: (
            <RouteErrorBoundary>
              <Suspense fallback={<AppLoading />}>
                <Outlet />
              </Suspense>
            </RouteErrorBoundary>
          ),
          children: [
            ...toElementRoutes(selectRoutes(loggedIn, featureRoutes)),
            {
              path: '*',
              element: <NotFoundPage />,
              handle: { access: 'public' satisfies RouteAccess },
            },
          ],
        },
      ],
    },
  ];
}
