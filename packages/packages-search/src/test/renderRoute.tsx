import type { RenderResult } from '@testing-library/react';
import { Outlet, type createMemoryRouter } from 'react-router-dom';
import {
  createFakeFetch,
  createTestStore,
  type FakeFetch,
  type TestStore,
} from '@medibridge/api-client';
import { ModalHost, ModalTitle, type ModalRegistry } from '@medibridge/ui-kit';
import { routeRenderer } from '@medibridge/ui-kit/render-route';
import { packagesSearchRoutes } from '../routes';

/** A registry stand-in that shows which modal opened with which props. */
export const probeRegistry: ModalRegistry = {
  hospitalQuote: (props) => (
    <>
      <ModalTitle>Quote modal</ModalTitle>
      <pre data-testid="modal-props">{JSON.stringify({ ...props, onClose: undefined })}</pre>
    </>
  ),
  consultation: () => <ModalTitle>Consultation modal</ModalTitle>,
  ambulance: () => <ModalTitle>Ambulance modal</ModalTitle>,
  homeCare: () => <ModalTitle>Home care modal</ModalTitle>,
  pharmacyComingSoon: () => <ModalTitle>Pharmacy coming soon modal</ModalTitle>,
};

export interface RenderRouteResult extends RenderResult {
  store: TestStore;
  fetchFn: FakeFetch;
  router: ReturnType<typeof createMemoryRouter>;
}

const renderOne = routeRenderer(createTestStore, createFakeFetch);

/** Mounts this feature's routes at `path` with a fake network, the modal registry and the theme. */
export function renderRoute(
  path: string,
  fetchFn: FakeFetch = createFakeFetch(),
  registry: ModalRegistry = probeRegistry,
): RenderRouteResult {
  const rendered = renderOne(
    path,
    {
      element: <ModalHostOutlet registry={registry} />,
      hydrateFallbackElement: <p>Loading…</p>,
      children: [...packagesSearchRoutes, { path: '*', element: <h1>Shell 404</h1> }],
    },
    fetchFn,
  );
  return { ...rendered, fetchFn };
}

function ModalHostOutlet({ registry }: { registry: ModalRegistry }): React.ReactNode {
  return (
    <>
      <Outlet />
      <ModalHost registry={registry} />
    </>
  );
}

/** The open registry modal in a test store. */
export function openModalOf(
  store: TestStore,
): { name: string; props: Record<string, unknown> } | null {
  return (
    store.getState() as unknown as {
      modal: { open: { name: string; props: Record<string, unknown> } | null };
    }
  ).modal.open;
}
