import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { createFakeFetch, type FakeFetch } from '@medibridge/api-client';
import { App, type RouterFactory } from '../App';
import { makeStore, type AppStore } from '../store';

/** A router factory over memory history that, like the browser's, starts each new router where the last one was. */
export function memoryRouterFactory(initial: string): RouterFactory & { current(): string } {
  let current = initial;
  const factory = ((routes: RouteObject[]) => {
    const router = createMemoryRouter(routes, { initialEntries: [current] });
    router.subscribe((state) => {
      current = `${state.location.pathname}${state.location.search}${state.location.hash}`;
    });
    return router;
  }) as RouterFactory & { current(): string };
  factory.current = () => current;
  return factory;
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
  const result = render(<App store={store} routerFactory={factory} featureRoutes={options.featureRoutes} />);
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
