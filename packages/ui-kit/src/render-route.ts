import { render, type RenderResult } from '@testing-library/react';
import { createElement } from 'react';
import { Provider } from 'react-redux';
import type { Reducer, Store } from '@reduxjs/toolkit';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { modalReducer } from './modalSlice';
import { UiKitProvider } from './UiKitProvider';

/*
 * The test helper every feature package mounts its screens with (an entry of its own,
 * `@medibridge/ui-kit/render-route`, that no screen imports). ui-kit cannot import api-client, so a package
 * binds it once to api-client's fake network and test store:
 * `export const renderRoute = routeRenderer(createTestStore, createFakeFetch);`
 */

/** One screen mounted for a test: its store, its fake network and its router. */
export interface RenderedRoute<S extends Store, F> extends RenderResult {
  store: S;
  fetch: F;
  router: ReturnType<typeof createMemoryRouter>;
  /** The router's current path plus query. */
  where(): string;
}

/** Renders one route at a path; `state` is the history entry's state (`navigate(to, { state })`). */
export type RenderRoute<S extends Store, F> = (
  path: string,
  route: RouteObject,
  fetch?: F,
  state?: unknown,
) => RenderedRoute<S, F>;

/**
 * A package's `renderRoute`: one screen at `path` in a memory router, with a fresh store (ui-kit's modal slice
 * mounted) whose network is `fetch`, inside ui-kit's provider; every other path renders a marker
 * ('Elsewhere') so a test sees where the screen navigated.
 */
export function routeRenderer<S extends Store, F>(
  createStore: (options: { fetchFn: F; reducers: Record<string, Reducer> }) => S,
  createFetch: () => F,
): RenderRoute<S, F> {
  return (path, route, fetch = createFetch(), state) => {
    const store = createStore({ fetchFn: fetch, reducers: { modal: modalReducer } });
    const [pathname = path, search] = path.split('?');
    const router = createMemoryRouter(
      [route, { path: '*', element: createElement('p', null, 'Elsewhere') }],
      {
        initialEntries: [
          state === undefined ? path : { pathname, search: search ? `?${search}` : '', state },
        ],
      },
    );
    const result = render(
      createElement(Provider, {
        store,
        children: createElement(UiKitProvider, null, createElement(RouterProvider, { router })),
      }),
    );
    return {
      ...result,
      store,
      fetch,
      router,
      where: () => `${router.state.location.pathname}${router.state.location.search}`,
    };
  };
}
