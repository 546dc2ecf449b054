import { type ReactNode, createElement } from 'react';
import { Provider } from 'react-redux';
import { combineReducers, configureStore, type Reducer } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query/react';
import { ROUTES, type RouteAccess } from '@medibridge/contract';
import { baseApi } from './api';
import type { ApiClientExtra, FetchLike } from './baseQuery';

/** One fake answer at the network edge. */
export interface FakeResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A request the fake network saw. */
export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  credentials: string;
  /** Parsed JSON, or the FormData / raw string as sent. */
  body: unknown;
  /** The fetch cache mode, when the call set one. */
  cache?: string;
}

export type FakeHandler =
  FakeResponse | ((request: RecordedRequest) => FakeResponse | Promise<FakeResponse>);

/** A `fetch` for tests: answers `"METHOD /api/path"` keys (query string ignored), records every request. */
export interface FakeFetch extends FetchLike {
  calls: RecordedRequest[];
  on(key: string, handler: FakeHandler): FakeFetch;
}

/** Builds a fake network. Unknown requests answer 404 with an error body, so a test sees them fail. */
export function createFakeFetch(routes: Record<string, FakeHandler> = {}): FakeFetch {
  const table = new Map(Object.entries(routes));
  const calls: RecordedRequest[] = [];
  const fake = (async (url, init) => {
    let body: unknown = init.body;
    if (typeof init.body === 'string') {
      try {
        body = JSON.parse(init.body);
      } catch {
        body = init.body;
      }
    }
    const request: RecordedRequest = {
      method: init.method,
      url,
      headers: init.headers,
      credentials: init.credentials,
      body,
      ...(init.cache ? { cache: init.cache } : {}),
    };
    calls.push(request);
    const handler = table.get(`${init.method} ${url.split('?')[0]}`);
    const answer: FakeResponse =
      handler === undefined
        ? {
            status: 404,
            body: {
              statusCode: 404,
              error: 'Not Found',
              message: `No fake for ${init.method} ${url}`,
            },
          }
        : typeof handler === 'function'
          ? await handler(request)
          : handler;
    const headers = new Map(
      Object.entries({ 'content-type': 'application/json', ...answer.headers }).map(([k, v]) => [
        k.toLowerCase(),
        v,
      ]),
    );
    return {
      status: answer.status ?? 200,
      headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null },
      text: async () => (answer.body === undefined ? '' : JSON.stringify(answer.body)),
    };
  }) as FakeFetch;
  fake.calls = calls;
  fake.on = (key, handler) => {
    table.set(key, handler);
    return fake;
  };
  return fake;
}

export interface TestStoreOptions {
  fetchFn?: FetchLike;
  navigate?: (path: string) => void;
  /** Other slices the code under test needs (for example ui-kit's `modal`). */
  reducers?: Record<string, Reducer>;
  preloadedState?: Record<string, unknown>;
}

/** A fresh store with the api reducer and middleware, talking to a fake network. */
export function createTestStore(options: TestStoreOptions = {}) {
  const extra: ApiClientExtra = {
    fetchFn: options.fetchFn ?? createFakeFetch(),
    navigate: options.navigate ?? (() => undefined),
  };
  const reducer = combineReducers({ [baseApi.reducerPath]: baseApi.reducer, ...options.reducers });
  const store = configureStore({
    reducer,
    preloadedState: options.preloadedState as never,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra }, serializableCheck: false }).concat(
        baseApi.middleware,
      ),
  });
  setupListeners(store.dispatch);
  return store;
}

export type TestStore = ReturnType<typeof createTestStore>;

/** A Testing Library `wrapper` giving the tree the store: `render(ui, { wrapper: withStore(store) })`. */
export function withStore(store: TestStore): (props: { children?: ReactNode }) => ReactNode {
  return function StoreWrapper({ children }) {
    return createElement(Provider, { store, children });
  };
}

/** A route object as far as the checks below need it (react-router's RouteObject fits). */
export interface CheckableRoute {
  path?: string;
  index?: boolean;
  handle?: unknown;
  children?: CheckableRoute[];
}

const KNOWN_PATHS = new Set<string>(Object.values(ROUTES));
const ACCESS: readonly RouteAccess[] = ['guest', 'public', 'patient'];

/** What is wrong with a feature's routes: paths not in SPEC §2 (contract ROUTES), missing `handle.access`. */
export function featureRouteProblems(routes: readonly CheckableRoute[]): string[] {
  const problems: string[] = [];
  const visit = (route: CheckableRoute, where: string): void => {
    const label = route.path ?? (route.index ? `${where} (index)` : `${where} (layout)`);
    if (route.path !== undefined && !KNOWN_PATHS.has(route.path)) {
      problems.push(`${label}: not a SPEC §2 path from contract ROUTES`);
    }
    if (route.path !== undefined || route.index) {
      const access = (route.handle as { access?: unknown } | undefined)?.access;
      if (!ACCESS.includes(access as RouteAccess)) {
        problems.push(`${label}: handle.access must be one of ${ACCESS.join(', ')}`);
      }
    }
    route.children?.forEach((child) => visit(child, label));
  };
  routes.forEach((route) => visit(route, '(root)'));
  return problems;
}

/** Throws, listing every problem, unless each route is a SPEC §2 path carrying `handle.access`. */
export function checkFeatureRoutes(routes: readonly CheckableRoute[]): void {
  const problems = featureRouteProblems(routes);
  if (problems.length > 0)
    throw new Error(`Feature routes do not conform:\n${problems.join('\n')}`);
}
