import { act, render, type RenderResult } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import {
  createFakeFetch,
  createTestStore,
  type FakeFetch,
  type TestStore,
} from '@medibridge/api-client';
import {
  ModalHost,
  UiKitProvider,
  modalReducer,
  openModal,
  type ModalName,
} from '@medibridge/ui-kit';
import {
  AmbulanceModal,
  ConsultationModal,
  HomeCareModal,
  HospitalQuoteModal,
  PharmacyComingSoonModal,
} from '../modals/lazyModals';

export const CITIES = [
  { cityRowId: 3, cityName: 'Delhi', citySlug: 'delhi' },
  { cityRowId: 4, cityName: 'Mumbai', citySlug: 'mumbai' },
];

export function activePackage(id: number, name: string) {
  return {
    id,
    name,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    package_id: 1,
    package_name: 'Orthopaedics',
    short_description: `${name} with a short stay.`,
    main_img: 'knee.jpg',
  };
}

export const SUCCESS = {
  status: 200,
  message:
    'Your request has been registered successfully. One of our agent will get in touch soon. Thank You!',
  data: { reference: 'ENQ-20261121-AB12' },
};

/** The network the forms need: cities, a package search for "knee", and a successful enquiry. */
export function network(): FakeFetch {
  return createFakeFetch({
    'GET /api/get-hospital-cities': { body: { data: CITIES } },
    'GET /api/search-active-packages/knee': {
      body: {
        data: [activePackage(7, 'Total Knee Replacement'), activePackage(8, 'Knee Arthroscopy')],
      },
    },
    'POST /api/store-contact-inquiry': { body: SUCCESS },
  });
}

export interface RenderedModal extends RenderResult {
  store: TestStore;
  fetch: FakeFetch;
  /** The bodies the enquiry call was sent with. */
  enquiries(): unknown[];
}

/** Opens a registered enquiry modal by name, as the shell would, over a fake network. */
export function renderModal(
  name: ModalName,
  props: Record<string, unknown> = {},
  fetch: FakeFetch = network(),
): RenderedModal {
  const store = createTestStore({ fetchFn: fetch, reducers: { modal: modalReducer } });
  const result = render(
    <Provider store={store}>
      <UiKitProvider>
        <MemoryRouter>
          <ModalHost
            registry={{
              consultation: ConsultationModal,
              hospitalQuote: HospitalQuoteModal,
              ambulance: AmbulanceModal,
              homeCare: HomeCareModal,
              pharmacyComingSoon: PharmacyComingSoonModal,
            }}
          />
        </MemoryRouter>
      </UiKitProvider>
    </Provider>,
  );
  act(() => {
    store.dispatch(openModal({ name, props }));
  });
  return {
    ...result,
    store,
    fetch,
    enquiries: () =>
      fetch.calls
        .filter((c) => c.method === 'POST' && c.url.endsWith('/store-contact-inquiry'))
        .map((c) => c.body),
  };
}
