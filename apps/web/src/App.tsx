import {
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { isLoggedIn, subscribeSession, type ApiClientExtra } from '@medibridge/api-client';
import { UiKitProvider } from '@medibridge/ui-kit';
import { buildRoutes } from './routing/buildRoutes';
import type { AppStore } from './store';

/** The router the app renders in: the browser's history by default, memory history in tests. */
export type AppRouter = ComponentType<{ children?: ReactNode }>;

export interface AppProps {
  store: AppStore;
  /** What the store's base query uses to navigate; the app points it at the router. */
  extra?: ApiClientExtra;
  Router?: AppRouter;
  /** Feature routes to compose (tests); defaults to every feature package's routes. */
  featureRoutes?: readonly (readonly RouteObject[])[];
}

/** Lets the base query navigate (e.g. to the login after a 401) through the router. */
function NavigateBridge({ extra }: { extra: ApiClientExtra }): null {
  const navigate = useNavigate();
  useEffect(() => {
    extra.navigate = (path) => {
      void navigate(path);
    };
  }, [extra, navigate]);
  return null;
}

function AppRoutes({ routes }: { routes: RouteObject[] }): ReactNode {
  return useRoutes(routes);
}

/**
 * The app: store, theme, modal host, and SPEC §2's route set for the stored login. Logging in or out (in this
 * tab or another) switches the set at the current location. The router is the declarative one (history +
 * `useRoutes`), not a data router: feature routes' `lazy` pages become React.lazy components
 * (routing/lazyRoutes.tsx) and the shell has its own error boundaries; see docs/decisions/0011.
 */
export function App({ store, extra, Router = BrowserRouter, featureRoutes }: AppProps): ReactNode {
  const loggedIn = useSyncExternalStore(subscribeSession, isLoggedIn, () => false);
  const routes = useMemo(() => buildRoutes(loggedIn, featureRoutes), [loggedIn, featureRoutes]);
  return (
    <Provider store={store}>
      <UiKitProvider>
        <Router>
          {extra ? <NavigateBridge extra={extra} /> : null}
          <AppRoutes routes={routes} />
        </Router>
      </UiKitProvider>
    </Provider>
  );
}
