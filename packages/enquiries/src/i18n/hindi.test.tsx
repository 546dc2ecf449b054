import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { createTestStore } from '@medibridge/api-client';
import { SUPPORT_PHONE } from '@medibridge/contract';
import { MESSAGES_HI } from '@medibridge/contract/hi';
import {
  UiKitProvider,
  changeLanguage,
  modalReducer,
  resetTextsForTests,
} from '@medibridge/ui-kit';
import { enquiriesRoutes } from '../routes';
import { network, renderModal } from '../test/renderModal';

afterEach(() => resetTextsForTests());

function renderPage(path: string) {
  const fetch = network();
  fetch.on('GET /api/ace-service-cities/nurse-at-home', {
    body: { data: [{ city_id: 21, city_name: 'Pune' }] },
  });
  const store = createTestStore({ fetchFn: fetch, reducers: { modal: modalReducer } });
  const router = createMemoryRouter(enquiriesRoutes, { initialEntries: [path] });
  render(
    <Provider store={store}>
      <UiKitProvider>
        <RouterProvider router={router} />
      </UiKitProvider>
    </Provider>,
  );
}

describe('enquiry pages in Hindi', () => {
  it('show the page, its content and SPEC’s validation message in Hindi', async () => {
    await act(() => changeLanguage('hi'));
    const user = userEvent.setup();
    renderPage('/ambulance-with-icu');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ICU वाली एम्बुलेंस' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'इसमें क्या शामिल है' })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'पूछताछ फ़ॉर्म' });
    await user.click(within(form).getByRole('button', { name: 'एम्बुलेंस का अनुरोध करें' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      MESSAGES_HI.nameOrMobileRequired,
    );
    expect(within(form).getByText('कृपया लिंग चुनें।')).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: 'महिला' })).toBeInTheDocument();
  });

  it('show the enquiry modals in Hindi, with the phone number inside the sentence', async () => {
    await act(() => changeLanguage('hi'));
    renderModal('pharmacyComingSoon');
    const pharmacy = await screen.findByRole('dialog', { name: 'फ़ार्मेसी जल्द आ रही है' });
    expect(
      within(pharmacy).getByRole('link', { name: `${SUPPORT_PHONE} पर कॉल करें` }),
    ).toHaveAttribute('href', 'tel:+918047182200');
  });

  it('says in Hindi that a request could not be sent', async () => {
    await act(() => changeLanguage('hi'));
    const user = userEvent.setup();
    const fetch = network().on('POST /api/store-contact-inquiry', { status: 500, body: {} });
    renderModal('homeCare', { service_id: '11' }, fetch);
    const dialog = await screen.findByRole('dialog', { name: 'घर पर देखभाल बुक करें' });
    await user.type(within(dialog).getByRole('textbox', { name: /मरीज़ का नाम/ }), 'Asha');
    await user.type(within(dialog).getByRole('textbox', { name: /मोबाइल नंबर/ }), '9876543210');
    await user.type(within(dialog).getByRole('combobox', { name: /शहर/ }), 'Del');
    await user.click(await within(dialog).findByRole('option', { name: 'Delhi' }));
    await user.click(within(dialog).getByRole('button', { name: 'घर पर देखभाल का अनुरोध करें' }));
    expect(
      await within(dialog).findByText(
        'अभी आपका अनुरोध भेजा नहीं जा सका। आपका भरा हुआ विवरण सुरक्षित है: कृपया फिर से कोशिश करें।',
      ),
    ).toBeInTheDocument();
  });
});
