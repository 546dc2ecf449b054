import { useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { isLoggedIn, subscribeSession, type ApiClientExtra } from '@medibridge/api-client';
import { UiKitProvider } from '@medibridge/ui-kit';
import { buildRoutes } from './routing/buildRoutes';
import type { AppStore } from './store';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Makes a router for a route set; it starts at the current location (the browser's, by default). */
export type RouterFactory = (routes: RouteObject[]) => AppRouter;

export interface AppProps {
  store: AppStore;
  /** What the store's base query uses to navigate; the app points it at the router. */
  extra?: ApiClientExtra;
  routerFactory?: RouterFactory;
  /** Feature routes to compose (tests); defaults to every feature package's routes. */
  featureRoutes?: readonly (readonly RouteObject[])[];
}

const browserRouter: RouterFactory = (routes) => createBrowserRouter(routes);

/**
 * The app: store, theme, modal host, and the router of SPEC §2's route set for the stored login. Logging
 * in or out (in this tab or another) switches the set at the current location.
 */
export function App({ store, extra, routerFactory = browserRouter, featureRoutes }: AppProps): ReactNode {
  const loggedIn = useSyncExternalStore(subscribeSession, isLoggedIn, () => false);
  const router = useMemo(
    () => routerFactory(buildRoutes(loggedIn, featureRoutes)),
    [loggedIn, routerFactory, featureRoutes],
  );

  const previous = useRef<AppRouter | null>(null);
  useEffect(() => {
    if (previous.current && previous.current !== router) previous.current.dispose();
    previous.current = router;
    if (extra) {
      extra.navigate = (path) => {
        void router.navigate(path);
      };
    }
  }, [router, extra]);

  return (
    <Provider store={store}>
      <UiKitProvider>
        <RouterProvider router={router} />
      </UiKitProvider>
    </Provider>
  );
}
