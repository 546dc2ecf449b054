import { render, type RenderResult } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import {
  createFakeFetch,
  createTestStore,
  type FakeFetch,
  type FakeHandler,
  type TestStore,
} from '@medibridge/api-client';
import type { StaffMe, StaffRole } from '@medibridge/contract';
import { modalReducer, UiKitProvider } from '@medibridge/ui-kit';

export interface Rendered extends RenderResult {
  store: TestStore;
  fetch: FakeFetch;
  router: ReturnType<typeof createMemoryRouter>;
}

/**
 * Renders one screen at `path` in a memory router with a fresh store whose network is `fetch`; every other
 * path renders a marker.
 */
export function renderRoute(
  path: string,
  route: RouteObject,
  fetch: FakeFetch = createFakeFetch(),
): Rendered {
  const store = createTestStore({ fetchFn: fetch, reducers: { modal: modalReducer } });
  const router = createMemoryRouter([route, { path: '*', element: <p>Elsewhere</p> }], {
    initialEntries: [path],
  });
  const result = render(
    <Provider store={store}>
      <UiKitProvider>
        <RouterProvider router={router} />
      </UiKitProvider>
    </Provider>,
  );
  return { ...result, store, fetch, router };
}

/** The staff user as stored under user_info after logging in. */
export const STAFF_USER = { id: 31, name: 'Asha Rao', mobile: '9000000031' };

/** `GET /api/staff/me` answering a staff user with `roles`. */
export function meAnswer(roles: StaffRole[], extra: Partial<StaffMe> = {}): FakeHandler {
  return {
    body: {
      data: {
        id: 31,
        name: 'Asha Rao',
        roles,
        department_id: roles.includes('doctor') ? 12 : null,
        department_name: roles.includes('doctor') ? 'General Physician' : null,
        ...extra,
      },
    },
  };
}

export const ME = 'GET /api/staff/me';
