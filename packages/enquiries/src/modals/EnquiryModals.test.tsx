import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SUCCESS, network, renderModal } from '../test/renderModal';

const ALL = 'All field is required';

async function pickCity(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
): Promise<void> {
  await user.type(within(dialog).getByRole('combobox', { name: /City/ }), 'Del');
  await user.click(await within(dialog).findByRole('option', { name: 'Delhi' }));
}

async function pickPackage(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  label: RegExp,
): Promise<void> {
  await user.type(within(dialog).getByRole('combobox', { name: label }), 'knee');
  await user.click(await within(dialog).findByRole('option', { name: 'Knee Arthroscopy' }));
}

afterEach(() => {
  jest.useRealTimers();
});

describe('consultation modal', () => {
  it('needs every field: "All field is required" for 5 s and nothing sent', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const view = renderModal('consultation');
    const dialog = await screen.findByRole('dialog', { name: 'Book FREE Consultation Now' });
    await user.type(within(dialog).getByRole('textbox', { name: /Patient name/ }), 'Asha');
    await user.click(within(dialog).getByRole('button', { name: 'Book Free Consultation' }));
    expect(await within(dialog).findByText(ALL)).toBeInTheDocument();
    expect(within(dialog).getByText(ALL).closest('[role="alert"]')).not.toBeNull();
    expect(within(dialog).getByText('Please choose your city.')).toBeInTheDocument();
    // The summary names what is missing, in the form's order, and the focus goes to the first (issue 30).
    expect(
      await within(dialog).findByText('Please correct 3 fields: Mobile number, City, Procedure'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Mobile number/ })).toHaveFocus(),
    );
    act(() => jest.advanceTimersByTime(4900));
    expect(within(dialog).queryByText(ALL)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(within(dialog).queryByText(ALL)).not.toBeInTheDocument();
    expect(view.enquiries()).toEqual([]);
  });

  it('a mobile that is not 10 digits gets "Invalid Mobile Number."', async () => {
    const user = userEvent.setup();
    const view = renderModal('consultation');
    const dialog = await screen.findByRole('dialog', { name: 'Book FREE Consultation Now' });
    await user.type(within(dialog).getByRole('textbox', { name: /Patient name/ }), 'Asha');
    await user.type(within(dialog).getByRole('textbox', { name: /Mobile/ }), '98765');
    await pickCity(user, dialog);
    await pickPackage(user, dialog, /Procedure/);
    await user.click(within(dialog).getByRole('button', { name: 'Book Free Consultation' }));
    expect(within(dialog).getAllByText('Invalid Mobile Number.').length).toBeGreaterThan(0);
    expect(view.enquiries()).toEqual([]);
  });

  it('sends SPEC field names, disables the button while sending, then shows the success message and clears', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const fetch = network().on(
      'POST /api/store-contact-inquiry',
      () =>
        new Promise((resolve) => {
          release = () => resolve({ body: SUCCESS });
        }),
    );
    const view = renderModal('consultation', {}, fetch);
    const dialog = await screen.findByRole('dialog', { name: 'Book FREE Consultation Now' });
    const name = within(dialog).getByRole('textbox', { name: /Patient name/ });
    await user.type(name, 'Asha Rao');
    await user.type(within(dialog).getByRole('textbox', { name: /Mobile/ }), '9876543210');
    await pickCity(user, dialog);
    await pickPackage(user, dialog, /Procedure/);
    await user.click(within(dialog).getByRole('button', { name: 'Book Free Consultation' }));
    const busy = await within(dialog).findByRole('button', { name: /Sending your request/ });
    expect(busy).toBeDisabled();
    expect(view.enquiries()).toEqual([
      {
        enquiryType: 'Consultation',
        form: 'modal',
        page: '/',
        first_name: 'Asha Rao',
        mobile: '9876543210',
        city_id: 3,
        package_id: 8,
      },
    ]);
    act(() => release());
    expect(await within(dialog).findByText(SUCCESS.message)).toBeInTheDocument();
    // The reference the server gave, to quote when calling about the enquiry.
    expect(within(dialog).getByText('Your reference: ENQ-20261121-AB12')).toBeInTheDocument();
    expect(name).toHaveValue('');
    expect(within(dialog).getByRole('combobox', { name: /City/ })).toHaveValue('');
    expect(within(dialog).getByRole('combobox', { name: /Procedure/ })).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Book Free Consultation' })).toBeEnabled();
  });

  it('after a success no field keeps the error state of an earlier attempt', async () => {
    const user = userEvent.setup();
    renderModal('consultation');
    const dialog = await screen.findByRole('dialog', { name: 'Book FREE Consultation Now' });
    const submit = within(dialog).getByRole('button', { name: 'Book Free Consultation' });
    await user.click(submit);
    expect(await within(dialog).findByText('Please choose your city.')).toBeInTheDocument();
    const marked = () => Array.from(dialog.querySelectorAll('[aria-invalid="true"]'));
    expect(marked().length).toBeGreaterThanOrEqual(4);
    await user.type(within(dialog).getByRole('textbox', { name: /Patient name/ }), 'Asha Rao');
    await user.type(within(dialog).getByRole('textbox', { name: /Mobile/ }), '9876543210');
    await pickCity(user, dialog);
    await pickPackage(user, dialog, /Procedure/);
    await user.click(submit);
    expect(await within(dialog).findByText(SUCCESS.message)).toBeInTheDocument();
    expect(marked()).toEqual([]);
    for (const field of [
      ...within(dialog).getAllByRole('textbox'),
      ...within(dialog).getAllByRole('combobox'),
    ])
      expect(field).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByText('Please choose your city.')).not.toBeInTheDocument();
  });

  it('a refused request keeps what was typed and shows why', async () => {
    const user = userEvent.setup();
    const fetch = network().on('POST /api/store-contact-inquiry', {
      status: 429,
      body: {
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'Please wait an hour before sending another, or call us.',
      },
    });
    renderModal('consultation', {}, fetch);
    const dialog = await screen.findByRole('dialog', { name: 'Book FREE Consultation Now' });
    await user.type(within(dialog).getByRole('textbox', { name: /Patient name/ }), 'Asha');
    await user.type(within(dialog).getByRole('textbox', { name: /Mobile/ }), '9876543210');
    await pickCity(user, dialog);
    await pickPackage(user, dialog, /Procedure/);
    await user.click(within(dialog).getByRole('button', { name: 'Book Free Consultation' }));
    expect(
      await within(dialog).findByText('Please wait an hour before sending another, or call us.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(SUCCESS.message)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Patient name/ })).toHaveValue('Asha');
    expect(within(dialog).getByRole('textbox', { name: /Mobile/ })).toHaveValue('9876543210');
    expect(within(dialog).getByRole('combobox', { name: /City/ })).toHaveValue('Delhi');
  });
});

describe('hospital quote modal', () => {
  it('names the hospital, starts from its package and city, and sends hospitalId and hospitalName', async () => {
    const user = userEvent.setup();
    const view = renderModal('hospitalQuote', {
      hospitalId: 12,
      hospitalName: 'City Care Hospital',
      package_id: '7',
      city_id: '4',
      packageName: 'Total Knee Replacement',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Book Your FREE Consultation Now' });
    expect(dialog).toHaveTextContent('City Care Hospital');
    expect(within(dialog).getByRole('combobox', { name: /Package/ })).toHaveValue(
      'Total Knee Replacement',
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: /City/ })).toHaveValue('Mumbai'),
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Patient name/ }), 'Ravi');
    await user.type(within(dialog).getByRole('textbox', { name: /Mobile/ }), '9123456780');
    await user.click(within(dialog).getByRole('button', { name: 'Get My Free Quote' }));
    expect(await within(dialog).findByText(SUCCESS.message)).toBeInTheDocument();
    expect(view.enquiries()).toEqual([
      expect.objectContaining({
        enquiryType: 'Hospital_Package',
        form: 'modal',
        first_name: 'Ravi',
        mobile: '9123456780',
        city_id: 4,
        package_id: 7,
        hospitalId: 12,
        hospitalName: 'City Care Hospital',
      }),
    ]);
    // The form goes back to how it opened: the person's details cleared, this hospital's package kept.
    expect(within(dialog).getByRole('textbox', { name: /Patient name/ })).toHaveValue('');
    expect(within(dialog).getByRole('combobox', { name: /Package/ })).toHaveValue(
      'Total Knee Replacement',
    );
  });

  it('needs name, mobile, city and package', async () => {
    const user = userEvent.setup();
    const view = renderModal('hospitalQuote');
    const dialog = await screen.findByRole('dialog', { name: 'Book Your FREE Consultation Now' });
    await user.click(within(dialog).getByRole('button', { name: 'Get My Free Quote' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(ALL);
    expect(within(dialog).getByText('Please choose a procedure or package.')).toBeInTheDocument();
    expect(view.enquiries()).toEqual([]);
  });
});

describe('ambulance and home care modals', () => {
  it('ambulance: the select offers ids 5–9 and sends "{type} Ambulance" with service_id', async () => {
    const user = userEvent.setup();
    const view = renderModal('ambulance');
    const dialog = await screen.findByRole('dialog', { name: 'Book an Ambulance' });
    const select = within(dialog).getByRole('combobox', { name: /Ambulance type/ });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual(['', '5', '6', '7', '8', '9']);
    await user.type(within(dialog).getByRole('textbox', { name: /Patient name/ }), 'Meera');
    await user.type(within(dialog).getByRole('textbox', { name: /Mobile/ }), '9000000001');
    await pickCity(user, dialog);
    await user.selectOptions(select, '6');
    await user.click(within(dialog).getByRole('button', { name: 'Request Ambulance' }));
    expect(await within(dialog).findByText(SUCCESS.message)).toBeInTheDocument();
    expect(view.enquiries()).toEqual([
      expect.objectContaining({
        enquiryType: 'icu Ambulance',
        form: 'modal',
        service_id: 6,
        city_id: 3,
        first_name: 'Meera',
      }),
    ]);
    expect(select).toHaveValue('');
  });

  it('ambulance: a missing service shows "All field is required" for 5 seconds', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const view = renderModal('ambulance');
    const dialog = await screen.findByRole('dialog', { name: 'Book an Ambulance' });
    await user.type(within(dialog).getByRole('textbox', { name: /Patient name/ }), 'Meera');
    await user.type(within(dialog).getByRole('textbox', { name: /Mobile/ }), '9000000001');
    await user.click(within(dialog).getByRole('button', { name: 'Request Ambulance' }));
    expect((await within(dialog).findByText(ALL)).closest('[role="alert"]')).not.toBeNull();
    expect(within(dialog).getByText('Please choose a service.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5000));
    expect(within(dialog).queryByText(ALL)).not.toBeInTheDocument();
    expect(view.enquiries()).toEqual([]);
  });

  it('home care: ids 11–14, sends "{type} at home"', async () => {
    const user = userEvent.setup();
    const view = renderModal('homeCare');
    const dialog = await screen.findByRole('dialog', { name: 'Book Home Care' });
    const select = within(dialog).getByRole('combobox', { name: /Home care service/ });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual(['', '11', '12', '13', '14']);
    await user.type(within(dialog).getByRole('textbox', { name: /Patient name/ }), 'Kiran');
    await user.type(within(dialog).getByRole('textbox', { name: /Mobile/ }), '9000000002');
    await pickCity(user, dialog);
    await user.selectOptions(select, '13');
    await user.click(within(dialog).getByRole('button', { name: 'Request Home Care' }));
    expect(await within(dialog).findByText(SUCCESS.message)).toBeInTheDocument();
    expect(view.enquiries()).toEqual([
      expect.objectContaining({
        enquiryType: 'physiotherapist at home',
        service_id: 13,
        mobile: '9000000002',
      }),
    ]);
  });
});

describe('pharmacy coming soon modal', () => {
  it('says the pharmacy is not open yet and offers a call or a lab test', async () => {
    renderModal('pharmacyComingSoon');
    const dialog = await screen.findByRole('dialog', { name: 'Pharmacy is coming soon' });
    expect(within(dialog).getByRole('link', { name: /Call/ })).toHaveAttribute(
      'href',
      'tel:+918047182200',
    );
    expect(within(dialog).getByRole('link', { name: 'Book a lab test instead' })).toHaveAttribute(
      'href',
      '/lab-tests',
    );
  });
});

describe('service modals opened from a service page', () => {
  it('preselect the page’s service, and ignore an id from the other group', async () => {
    renderModal('homeCare', { service_id: '13' });
    const dialog = await screen.findByRole('dialog', { name: 'Book Home Care' });
    expect(within(dialog).getByRole('combobox', { name: /Home care service/ })).toHaveValue('13');
  });

  it('an ambulance modal opened with a home-care id starts with no choice', async () => {
    renderModal('ambulance', { service_id: '13' });
    const dialog = await screen.findByRole('dialog', { name: 'Book an Ambulance' });
    expect(within(dialog).getByRole('combobox', { name: /Ambulance type/ })).toHaveValue('');
  });
});
