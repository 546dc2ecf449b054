import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { createTestStore } from '@medibridge/api-client';
import { MESSAGES_HI } from '@medibridge/contract/hi';
import { UiKitProvider, changeLanguage, modalReducer, resetTextsForTests } from '@medibridge/ui-kit';
import { enquiriesRoutes } from '../routes';
import { network } from '../test/renderModal';

afterEach(() => resetTextsForTests());

function renderPage(path: string) {
  const fetch = network();
  fetch.on('GET /api/ace-service-cities/nurse-at-home', { body: { data: [{ city_id: 21, city_name: 'Pune' }] } });
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
    expect(await screen.findByRole('heading', { level: 1, name: 'ICU वाली एम्बुलेंस' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'इसमें क्या शामिल है' })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'पूछताछ फ़ॉर्म' });
    await user.click(within(form).getByRole('button', { name: 'एम्बुलेंस का अनुरोध करें' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(MESSAGES_HI.nameOrMobileRequired);
    expect(within(form).getByText('कृपया लिंग चुनें।')).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: 'महिला' })).toBeInTheDocument();
  });
});
