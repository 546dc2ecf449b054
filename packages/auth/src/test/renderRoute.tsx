import { render, type RenderResult } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import {
  createFakeFetch,
  createTestStore,
  type FakeFetch,
  type TestStore,
} from '@medibridge/api-client';
import { modalReducer, UiKitProvider } from '@medibridge/ui-kit';

export interface Rendered extends RenderResult {
  store: TestStore;
  fetch: FakeFetch;
  router: ReturnType<typeof createMemoryRouter>;
  /** The router's current path plus query. */
  where(): string;
}

/**
 * Renders one screen at `path` in a memory router with a fresh store whose network is `fetch`; every other
 * path renders a marker so a test sees where the screen navigated.
 */
export function renderRoute(
  path: string,
  route: RouteObject,
  fetch: FakeFetch = createFakeFetch(),
  state?: unknown,
): Rendered {
  const store = createTestStore({ fetchFn: fetch, reducers: { modal: modalReducer } });
  const router = createMemoryRouter([route, { path: '*', element: <p>Elsewhere</p> }], {
    initialEntries: [
      state === undefined
        ? path
        : {
            pathname: path.split('?')[0],
            search: path.includes('?') ? `?${path.split('?')[1]}` : '',
            state,
          },
    ],
  });
  const result = render(
    <Provider store={store}>
      <UiKitProvider>
        <RouterProvider router={router} />
      </UiKitProvider>
    </Provider>,
  );
  return {
    ...result,
    store,
    fetch,
    router,
    where: () => `${router.state.location.pathname}${router.state.location.search}`,
  };
}

/** A profile as the server returns it. */
export const PROFILE = {
  id: 7,
  name: 'Asha',
  last_name: 'Rao',
  mobile: '9876543210',
  email: 'asha@example.in',
  dob: '1990-04-01',
  blood_group: 'B+',
  address: '12 MG Road',
  city_id: 1,
  city_name: 'Bengaluru',
  state_id: 2,
  country_id: 1,
  pin_code: '560001',
  profile_image: null,
  is_staff: false,
} as const;
