import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { createTestStore, type FakeFetch } from '@medibridge/api-client';
import { UiKitProvider, modalReducer } from '@medibridge/ui-kit';
import { enquiriesRoutes } from '../routes';
import { SUCCESS, network } from '../test/renderModal';

function renderPage(path: string, fetch: FakeFetch = network()) {
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
  return {
    store,
    enquiries: () => fetch.calls.filter((c) => c.method === 'POST').map((c) => c.body),
  };
}

afterEach(() => {
  jest.useRealTimers();
});

describe('ambulance and home-care pages', () => {
  it('ambulance page: name or mobile missing shows SPEC’s message for 5 s; gender and message are required', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const view = renderPage('/ambulance-with-icu');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ambulance with ICU' }),
    ).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Enquiry form' });
    await user.type(within(form).getByRole('textbox', { name: /Email/ }), 'asha@example.in');
    await user.click(within(form).getByRole('button', { name: 'Request Ambulance' }));
    expect(
      (await within(form).findByText('Name or Mobile Number field is required')).closest(
        '[role="alert"]',
      ),
    ).not.toBeNull();
    expect(within(form).getByText('Please choose a gender.')).toBeInTheDocument();
    expect(within(form).getByText('Please write a short message.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5000));
    expect(
      within(form).queryByText('Name or Mobile Number field is required'),
    ).not.toBeInTheDocument();
    expect(view.enquiries()).toEqual([]);
  });

  it('ambulance page: sends "{type} Ambulance" with gender wire value and message, then clears', async () => {
    const user = userEvent.setup();
    const view = renderPage('/ambulance-for-deadBody');
    const form = await screen.findByRole('form', { name: 'Enquiry form' });
    await user.type(within(form).getByRole('textbox', { name: /First name/ }), 'Asha');
    await user.type(within(form).getByRole('textbox', { name: /Mobile/ }), '9876543210');
    await user.type(within(form).getByRole('textbox', { name: /Email/ }), 'asha@example.in');
    await user.click(within(form).getByRole('radio', { name: 'Female' }));
    await user.type(
      within(form).getByRole('textbox', { name: /Pick-up/ }),
      'From AIIMS Delhi to Jaipur',
    );
    await user.click(within(form).getByRole('button', { name: 'Request Ambulance' }));
    expect(await within(form).findByText(SUCCESS.message)).toBeInTheDocument();
    expect(view.enquiries()).toEqual([
      {
        enquiryType: 'deadBody Ambulance',
        form: 'page',
        page: '/',
        first_name: 'Asha',
        mobile: '9876543210',
        email: 'asha@example.in',
        gender: 'FeMale',
        messages: 'From AIIMS Delhi to Jaipur',
      },
    ]);
    expect(within(form).getByRole('textbox', { name: /First name/ })).toHaveValue('');
  });

  it('ambulance page: after a success no field keeps the error state of an earlier attempt', async () => {
    const user = userEvent.setup();
    renderPage('/ambulance-with-icu');
    const form = await screen.findByRole('form', { name: 'Enquiry form' });
    const submit = within(form).getByRole('button', { name: 'Request Ambulance' });
    await user.click(submit);
    expect(await within(form).findByText('Please choose a gender.')).toBeInTheDocument();
    const marked = () => Array.from(form.querySelectorAll('[aria-invalid="true"]'));
    expect(marked().length).toBeGreaterThanOrEqual(4);
    await user.type(within(form).getByRole('textbox', { name: /First name/ }), 'Asha');
    await user.type(within(form).getByRole('textbox', { name: /Mobile/ }), '9876543210');
    await user.type(within(form).getByRole('textbox', { name: /Email/ }), 'asha@example.in');
    await user.click(within(form).getByRole('radio', { name: 'Female' }));
    await user.type(
      within(form).getByRole('textbox', { name: /Pick-up/ }),
      'From AIIMS Delhi to Jaipur',
    );
    await user.click(submit);
    expect(await within(form).findByText(SUCCESS.message)).toBeInTheDocument();
    expect(marked()).toEqual([]);
    for (const field of within(form).getAllByRole('textbox'))
      expect(field).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(form).queryByText('Please choose a gender.')).not.toBeInTheDocument();
  });

  it('home-care page: city list from the last path segment; a failure keeps the input', async () => {
    const user = userEvent.setup();
    const fetch = network().on('POST /api/store-contact-inquiry', {
      status: 422,
      body: {
        statusCode: 422,
        error: 'Unprocessable Entity',
        message: 'Please correct the highlighted fields.',
      },
    });
    const view = renderPage('/nurse-at-home', fetch);
    expect(await screen.findByText(/12–24 hours/)).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Enquiry form' });
    await screen.findByRole('option', { name: 'Pune' });
    await user.type(within(form).getByRole('textbox', { name: /First name/ }), 'Ravi');
    await user.type(within(form).getByRole('textbox', { name: /Mobile/ }), '9123456780');
    await user.type(within(form).getByRole('textbox', { name: /Email/ }), 'ravi@example.in');
    await user.selectOptions(within(form).getByRole('combobox', { name: /City/ }), '21');
    await user.click(within(form).getByRole('button', { name: 'Request a Call Back' }));
    expect(
      await within(form).findByText('Please correct the highlighted fields.'),
    ).toBeInTheDocument();
    expect(view.enquiries()).toEqual([
      expect.objectContaining({
        enquiryType: 'nurse at home',
        form: 'page',
        city_id: 21,
        email: 'ravi@example.in',
      }),
    ]);
    expect(within(form).getByRole('textbox', { name: /First name/ })).toHaveValue('Ravi');
  });

  it('the quick request opens the registered modal by name', async () => {
    const user = userEvent.setup();
    const view = renderPage('/physiotherapist-at-home');
    expect(await screen.findByText(/about 30 minutes, or up to one hour/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quick home-care request' }));
    expect((view.store.getState() as unknown as { modal: { open: unknown } }).modal.open).toEqual({
      name: 'homeCare',
      props: { service_id: '13' },
    });
  });
});

describe('the other enquiry pages', () => {
  it('dentistry: treatments grid, city list from "dentistry", enquiryType Dentistry', async () => {
    const user = userEvent.setup();
    const fetch = network().on('GET /api/ace-service-cities/dentistry', {
      body: { data: [{ city_id: 31, city_name: 'Kochi' }] },
    });
    const view = renderPage('/dentistry', fetch);
    const grid = await screen.findByRole('list', { name: 'Dentistry services' });
    expect(within(grid).getAllByRole('listitem').length).toBeGreaterThanOrEqual(6);
    const form = await screen.findByRole('form', { name: 'Enquiry form' });
    await screen.findByRole('option', { name: 'Kochi' });
    await user.type(within(form).getByRole('textbox', { name: /First name/ }), 'Asha');
    await user.type(within(form).getByRole('textbox', { name: /Mobile/ }), '9876543210');
    await user.type(within(form).getByRole('textbox', { name: /Email/ }), 'asha@example.in');
    await user.selectOptions(within(form).getByRole('combobox', { name: /City/ }), '31');
    await user.click(within(form).getByRole('button', { name: 'Request a Call Back' }));
    expect(await within(form).findByText(SUCCESS.message)).toBeInTheDocument();
    expect(view.enquiries()).toEqual([
      expect.objectContaining({
        enquiryType: 'Dentistry',
        form: 'page',
        city_id: 31,
        email: 'asha@example.in',
      }),
    ]);
  });

  it('transition care: six feature cards; email is required', async () => {
    const user = userEvent.setup();
    const view = renderPage('/transition-care-center');
    const grid = await screen.findByRole('list', { name: 'Transition Care Centre services' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(6);
    const form = await screen.findByRole('form', { name: 'Enquiry form' });
    await user.type(within(form).getByRole('textbox', { name: /First name/ }), 'Asha');
    await user.type(within(form).getByRole('textbox', { name: /Mobile/ }), '9876543210');
    await user.click(within(form).getByRole('button', { name: 'Request a Call Back' }));
    expect(await within(form).findByText('Please enter your email address.')).toBeInTheDocument();
    expect(view.enquiries()).toEqual([]);
  });

  it('international: passport, age, gender and nationality go out with SPEC names', async () => {
    const user = userEvent.setup();
    const view = renderPage('/international-patient');
    expect(await screen.findByRole('heading', { name: 'Before you travel' })).toBeInTheDocument();
    for (const heading of ['In the hospital', 'After discharge', 'Travel and stay']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    const form = await screen.findByRole('form', { name: 'Enquiry form' });
    await user.type(within(form).getByRole('textbox', { name: /First name/ }), 'Amina');
    await user.type(within(form).getByRole('textbox', { name: /Mobile/ }), '9876543210');
    await user.type(within(form).getByRole('textbox', { name: /Email/ }), 'amina@example.com');
    await user.type(within(form).getByRole('textbox', { name: /Passport/ }), 'A1234567');
    await user.type(within(form).getByRole('textbox', { name: /Age/ }), '42');
    await user.type(within(form).getByRole('textbox', { name: /Nationality/ }), 'Kenyan');
    await user.click(within(form).getByRole('radio', { name: 'Other' }));
    await user.click(within(form).getByRole('button', { name: 'Get My Treatment Plan' }));
    expect(await within(form).findByText(SUCCESS.message)).toBeInTheDocument();
    expect(view.enquiries()).toEqual([
      expect.objectContaining({
        enquiryType: 'International Patient',
        passport_no: 'A1234567',
        age: '42',
        gender: 'Other',
        nationality: 'Kenyan',
      }),
    ]);
  });

  it('contact us: phone, email, address and hours; email optional, type Contact', async () => {
    const user = userEvent.setup();
    const view = renderPage('/contact-us');
    expect(await screen.findByRole('link', { name: '+91 80 4718 2200' })).toHaveAttribute(
      'href',
      'tel:+918047182200',
    );
    expect(screen.getByRole('link', { name: 'care@medibridge.in' })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Enquiry form' });
    await user.type(within(form).getByRole('textbox', { name: /First name/ }), 'Asha');
    await user.type(within(form).getByRole('textbox', { name: /Mobile/ }), '9876543210');
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));
    expect(await within(form).findByText(SUCCESS.message)).toBeInTheDocument();
    expect(view.enquiries()).toEqual([
      expect.objectContaining({ enquiryType: 'Contact', first_name: 'Asha', mobile: '9876543210' }),
    ]);
  });

  it('hospitalization: explains the help, with its own enquiry form', async () => {
    renderPage('/hospitalization');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hospitalization Assistance' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Request Assistance' })).toBeInTheDocument();
  });
});

describe('the enquiry form of a service page', () => {
  it('holds the form’s place with its skeleton until the text has been painted, then shows the form', async () => {
    const frames: FrameRequestCallback[] = [];
    const frame = jest
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((callback) => frames.push(callback));
    try {
      renderPage('/hospitalization');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Hospitalization Assistance' }),
      ).toBeInTheDocument();
      // No frame painted yet: however long the form's code would take, it is not asked for.
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(screen.queryByRole('button', { name: 'Request Assistance' })).not.toBeInTheDocument();
      expect(frames.length).toBeGreaterThan(0);
      act(() => frames.forEach((callback) => callback(performance.now())));
      expect(await screen.findByRole('button', { name: 'Request Assistance' })).toBeInTheDocument();
    } finally {
      frame.mockRestore();
    }
  });
});
