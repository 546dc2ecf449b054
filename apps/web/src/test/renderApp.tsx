import { render, type RenderResult } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { MemoryRouter, useLocation, type RouteObject } from 'react-router-dom';
import { createFakeFetch, type FakeFetch } from '@medibridge/api-client';
import { App, type AppRouter } from '../App';
import { makeStore, type AppStore } from '../store';

/** A router over memory history starting at `initial`, which tells where the app is now (`current()`). */
export function memoryRouterFactory(initial: string): AppRouter & { current(): string } {
  let current = initial;
  function Track(): null {
    const { pathname, search, hash } = useLocation();
    useEffect(() => {
      current = `${pathname}${search}${hash}`;
    }, [pathname, search, hash]);
    return null;
  }
  function Router({ children }: { children?: ReactNode }): ReactNode {
    return (
      <MemoryRouter initialEntries={[initial]}>
        <Track />
        {children}
      </MemoryRouter>
    );
  }
  Router.current = () => current;
  return Router;
}

export interface RenderAppResult extends RenderResult {
  factory: ReturnType<typeof memoryRouterFactory>;
  fetchFn: FakeFetch;
  store: AppStore;
}

/** Mounts the whole app at `path` on memory history, with a fake network. */
export function renderApp(
  path: string,
  options: { featureRoutes?: readonly (readonly RouteObject[])[]; fetchFn?: FakeFetch } = {},
): RenderAppResult {
  const factory = memoryRouterFactory(path);
  const fetchFn = options.fetchFn ?? createFakeFetch();
  const store = makeStore(undefined, { fetchFn });
  const result = render(
    <App store={store} Router={factory} featureRoutes={options.featureRoutes} />,
  );
  return { ...result, factory, fetchFn, store };
}

/** Makes `matchMedia` answer as a screen `width` px wide would (min-/max-width queries only). */
export function setViewportWidth(width: number): void {
  window.matchMedia = ((query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    const min = /min-width:\s*(\d+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  }) as typeof window.matchMedia;
}
