import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { writeUserInfo, type FakeResponse } from '@medibridge/api-client';
import { BOOKING_MESSAGES, PRIVACY_MESSAGES, STORAGE_KEYS } from '@medibridge/contract';
import { goToGateway } from '@medibridge/ui-kit/gateway';
import {
  DEPARTMENTS,
  STEP_FIRST,
  STEP_SECOND,
  USER,
  network,
  renderRoute,
  storeDrafts,
} from '../test/renderRoute';
import { StepThirdPage } from './StepThirdPage';

jest.mock('@medibridge/ui-kit/gateway', () => ({
  ...jest.requireActual<object>('@medibridge/ui-kit/gateway'),
  goToGateway: jest.fn(() => true),
}));

const route = { path: '/appointment/step-third', element: <StepThirdPage /> };
const PAY = 'POST /api/make_payment/';

function summaryNetwork(wallet = '100.00') {
  return network()
    .on('GET /api/get-patient-detail-by-id/7', { body: { data: { wallet_amount: wallet } } })
    .on('POST /api/get_departments_row', (request) => {
      const { department_id: id } = request.body as { department_id: number };
      return { body: { data: DEPARTMENTS.find((d) => d.id === id) } };
    });
}

/** The fact a `<dt>` names, read from its `<dd>`. */
function fact(term: string): string | null {
  const dt = screen.getAllByText(term, { selector: 'dt' })[0]!;
  return dt.nextElementSibling?.textContent ?? null;
}

const payButton = () => screen.getByRole('button', { name: 'Pay Now' });

beforeEach(() => {
  writeUserInfo(USER);
  storeDrafts(STEP_FIRST, STEP_SECOND);
});
afterEach(() => localStorage.clear());

describe('StepThirdPage (/appointment/step-third)', () => {
  it('sends a patient without the drafts back to the step that is missing', async () => {
    localStorage.removeItem(STORAGE_KEYS.appointmentStepSecond);
    const { where } = renderRoute('/appointment/step-third', route, summaryNetwork());
    await waitFor(() => expect(where()).toBe('/appointment/step-second'));
  });

  it('shows the Booking Summary of both steps', async () => {
    renderRoute('/appointment/step-third', route, summaryNetwork());
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking Summary' })).toBeVisible();
    expect(fact('Name')).toBe('Asha Rao');
    expect(fact('Mobile')).toBe('9876543210');
    expect(fact('Email')).toBe('asha@example.in');
    expect(fact('Age')).toBe('34 years');
    expect(fact('Height')).toBe('5ft 4in');
    expect(fact('Weight')).toBe('62 Kg');
    expect(fact('Diabetic')).toBe('No');
    expect(fact('Blood Pressure')).toBe('Yes');
    expect(fact('Smoke')).toBe('No');
    expect(fact('Alcohol')).toBe('Occasionally');
    expect(fact('Department')).toBe('Dermatology');
    expect(fact('Symptoms')).toBe('Itchy rash on both arms for a week.');
    expect(fact('Date')).toBe('26 Nov 2026');
    expect(fact('Day')).toBe('Thursday');
    expect(fact('Time')).toBe('10:15 am - 10:30 am');
  });

  it('shows the discount and the wallet as two lines (deviation 20): fee 599, 15 % off 89.85, wallet 100, total 409.15', async () => {
    const { fetch } = renderRoute('/appointment/step-third', route, summaryNetwork('100.00'));
    await waitFor(() => expect(fact('Total Fee')).toBe('₹409.15'));
    expect(fact('Appointment Fee')).toBe('₹599.00');
    expect(fact('Discount on Fee')).toBe('₹89.85');
    expect(screen.getByText('15% off the appointment fee')).toBeInTheDocument();
    expect(fact('From your wallet')).toBe('₹100.00');
    expect(screen.getByRole('checkbox', { name: 'Use my wallet balance (₹100.00)' })).toBeChecked();
    expect(
      screen.getByText('₹100.00 of your wallet balance of ₹100.00 is used for this booking.'),
    ).toBeInTheDocument();
    expect(fetch.calls.find((c) => c.url === '/api/get_departments_row')?.body).toEqual({
      department_id: 3,
    });
  });

  it('uses only what is due from a large wallet, and says nothing is left to pay', async () => {
    renderRoute('/appointment/step-third', route, summaryNetwork('1000.00'));
    await waitFor(() => expect(fact('Total Fee')).toBe('₹0.00'));
    expect(fact('Discount on Fee')).toBe('₹89.85');
    expect(fact('From your wallet')).toBe('₹509.15');
    expect(
      screen.getByText('₹509.15 of your wallet balance of ₹1,000.00 is used for this booking.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Your wallet covers the whole fee: nothing to pay online.'),
    ).toBeInTheDocument();
  });

  it('lets the patient keep the wallet: unticked, the whole amount is to pay and make_payment says use_wallet false', async () => {
    const fetch = summaryNetwork('1000.00').on(PAY, {
      body: {
        success: true,
        status: 'payment_initiated',
        data: {
          appointment_no: 'APT-AB12CD34',
          merchant_order_id: 'MB1234567890AB',
          amount: '509.15',
          instrumentResponse: {
            type: 'PAY_PAGE',
            redirectInfo: { url: 'http://localhost/sandbox-gateway/checkout', method: 'GET' },
          },
        },
      },
    });
    renderRoute('/appointment/step-third', route, fetch);
    const user = userEvent.setup();
    const choice = await screen.findByRole('checkbox', {
      name: 'Use my wallet balance (₹1,000.00)',
    });
    await user.click(choice);
    expect(choice).not.toBeChecked();
    expect(fact('Total Fee')).toBe('₹509.15');
    expect(fact('Discount on Fee')).toBe('₹89.85');
    expect(screen.queryByText('From your wallet', { selector: 'dt' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Your wallet is kept: the whole amount is paid online.'),
    ).toBeInTheDocument();
    expect(
      screen.queryByText('Your wallet covers the whole fee: nothing to pay online.'),
    ).not.toBeInTheDocument();
    // Ticked again, the wallet is back in the lines; unticked for the payment.
    await user.click(choice);
    expect(fact('From your wallet')).toBe('₹509.15');
    await user.click(choice);
    await user.click(payButton());
    await waitFor(() => expect(goToGateway).toHaveBeenCalled());
    const form = fetch.calls.find((c) => c.url === '/api/make_payment/')!.body as FormData;
    expect(form.get('use_wallet')).toBe('false');
    // While paying, the choice cannot change.
    expect(choice).toBeDisabled();
  });

  it('hides date, day and time for department 12', async () => {
    storeDrafts(null, {
      ...STEP_SECOND,
      departmentId: '12',
      departmentName: 'Consult Now',
      appointmentDate: '',
      appointmentDay: '',
      appointmentSchedule: '',
      scheduleLabel: '',
    });
    renderRoute('/appointment/step-third', route, summaryNetwork('0.00'));
    await waitFor(() => expect(fact('Total Fee')).toBe('₹299.00'));
    // An empty wallet: no wallet line and nothing to choose.
    expect(screen.queryByText('From your wallet', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(fact('Department')).toBe('Consult Now');
    for (const term of ['Date', 'Day', 'Time'])
      expect(screen.queryByText(term, { selector: 'dt' })).not.toBeInTheDocument();
    expect(fact('When')).toBe('A doctor calls you back within minutes of your booking.');
  });

  it('refuses a prescription that is not JPG, PNG or PDF, or is over 5 MB, before sending', async () => {
    const { fetch } = renderRoute('/appointment/step-third', route, summaryNetwork());
    const user = userEvent.setup({ applyAccept: false });
    const input = await screen.findByLabelText(/^Prescription/);
    await user.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText(BOOKING_MESSAGES.documentWrongType)).toBeInTheDocument();
    const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    await user.upload(input, big);
    expect(await screen.findByText(BOOKING_MESSAGES.documentTooLarge)).toBeInTheDocument();
    expect(fetch.calls.filter((c) => c.url === '/api/make_payment/')).toHaveLength(0);
  });

  it('Pay Now is disabled once clicked and sends both drafts, the user id and the prescription as multipart', async () => {
    let answer: (response: FakeResponse) => void = () => undefined;
    const fetch = summaryNetwork().on(
      PAY,
      () => new Promise<FakeResponse>((resolve) => (answer = resolve)),
    );
    const { where } = renderRoute('/appointment/step-third', route, fetch);
    const user = userEvent.setup();
    await waitFor(() => expect(payButton()).toBeEnabled());
    const prescription = new File(['%PDF'], 'rx.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText(/^Prescription/), prescription);
    await user.click(payButton());
    expect(payButton()).toBeDisabled();
    expect(payButton()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Booking your appointment…');
    // A second click sends nothing more.
    await user.click(payButton());
    const sent = fetch.calls.filter((c) => c.url === '/api/make_payment/');
    expect(sent).toHaveLength(1);
    const form = sent[0]!.body as FormData;
    expect(Object.fromEntries([...form.entries()].filter(([k]) => k !== 'prescription'))).toEqual({
      firstName: 'Asha',
      last_name: 'Rao',
      mobile: '9876543210',
      email: 'asha@example.in',
      gender: 'FeMale',
      age: '34',
      height: '5ft 4in',
      weight: '62',
      heightWeight: '5ft 4in / 62 Kg',
      dibetic: 'No',
      bloodPressure: 'Yes',
      bloodSugure: 'No',
      smoke: 'No',
      alcohol: 'Occasionally',
      departmentId: '3',
      symptoms: 'Itchy rash on both arms for a week.',
      appointmentMode: 'video',
      appointmentDate: '2026-11-26',
      appointmentDay: 'Thursday',
      appointmentSchedule: '41',
      fileName: 'rx.pdf',
      userId: '7',
      use_wallet: 'true',
    });
    expect((form.get('prescription') as File).name).toBe('rx.pdf');
    answer({
      body: {
        success: true,
        status: 'direct_booking',
        payment_response: '/appointment/success-response/APT-AB12CD34',
        data: { appointment_no: 'APT-AB12CD34' },
      },
    });
    await waitFor(() => expect(where()).toBe('/appointment/success-response/APT-AB12CD34'));
  });

  it('says "Not given" for a height the patient did not choose, and books without one (deviation 19)', async () => {
    storeDrafts({ ...STEP_FIRST, height: '', heightWeight: '' }, STEP_SECOND);
    const fetch = summaryNetwork().on(PAY, () => new Promise<FakeResponse>(() => undefined));
    renderRoute('/appointment/step-third', route, fetch);
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking Summary' })).toBeVisible();
    expect(fact('Height')).toBe('Not given');
    await waitFor(() => expect(payButton()).toBeEnabled());
    await userEvent.setup().click(payButton());
    const form = fetch.calls.find((c) => c.url === '/api/make_payment/')!.body as FormData;
    expect(form.has('height')).toBe(false);
    expect(form.has('heightWeight')).toBe(false);
    expect(form.get('weight')).toBe('62');
  });

  it('a booking refused for want of consent (docs/decisions/0060) opens the notice, keeping the drafts, with the way back', async () => {
    const fetch = summaryNetwork().on(PAY, {
      status: 403,
      body: {
        statusCode: 403,
        error: 'Forbidden',
        message: PRIVACY_MESSAGES.consentRequired,
        errors: { consent: 'care,payments' },
      },
    });
    const { where } = renderRoute('/appointment/step-third', route, fetch);
    await waitFor(() => expect(payButton()).toBeEnabled());
    await userEvent.setup().click(payButton());
    await waitFor(() => expect(where()).toBe('/privacy?next=%2Fappointment%2Fstep-third'));
    expect(localStorage.getItem(STORAGE_KEYS.appointmentStepFirst)).not.toBeNull();
    expect(goToGateway).not.toHaveBeenCalled();
  });

  it('a direct booking (the wallet paid) opens its success screen in the app and forgets the drafts', async () => {
    const fetch = summaryNetwork().on(PAY, {
      body: {
        success: true,
        status: 'direct_booking',
        payment_response: '/appointment/success-response/APT-AB12CD34',
        data: { appointment_no: 'APT-AB12CD34' },
      },
    });
    const { where } = renderRoute('/appointment/step-third', route, fetch);
    await waitFor(() => expect(payButton()).toBeEnabled());
    await userEvent.setup().click(payButton());
    await waitFor(() => expect(where()).toBe('/appointment/success-response/APT-AB12CD34'));
    expect(localStorage.getItem(STORAGE_KEYS.appointmentStepFirst)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.appointmentStepSecond)).toBeNull();
    expect(goToGateway).not.toHaveBeenCalled();
  });

  it("any other booking goes to the payment provider's page, keeping the drafts until it is confirmed", async () => {
    const url = 'http://localhost/sandbox-gateway/checkout?order=MB123';
    const fetch = summaryNetwork().on(PAY, {
      body: {
        success: true,
        status: 'payment_initiated',
        data: {
          appointment_no: 'APT-AB12CD34',
          merchant_order_id: 'MB1234567890AB',
          amount: '409.15',
          instrumentResponse: { type: 'PAY_PAGE', redirectInfo: { url, method: 'GET' } },
        },
      },
    });
    const { where } = renderRoute('/appointment/step-third', route, fetch);
    await waitFor(() => expect(payButton()).toBeEnabled());
    await userEvent.setup().click(payButton());
    await waitFor(() => expect(goToGateway).toHaveBeenCalledWith(url));
    expect(where()).toBe('/appointment/step-third');
    expect(payButton()).toBeDisabled();
    // Kept until the payment is confirmed, for a retry that needs another time.
    expect(localStorage.getItem(STORAGE_KEYS.appointmentStepSecond)).not.toBeNull();
  });

  it('a time taken meanwhile (409) shows the message with a way back to step two, and Pay Now works again', async () => {
    const fetch = summaryNetwork().on(PAY, {
      status: 409,
      body: { message: BOOKING_MESSAGES.slotTaken },
    });
    const { where } = renderRoute('/appointment/step-third', route, fetch);
    await waitFor(() => expect(payButton()).toBeEnabled());
    const user = userEvent.setup();
    await user.click(payButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(BOOKING_MESSAGES.slotTaken);
    await waitFor(() => expect(payButton()).toBeEnabled());
    // The drafts stay, so the patient only picks another time.
    expect(localStorage.getItem(STORAGE_KEYS.appointmentStepSecond)).not.toBeNull();
    await user.click(within(alert).getByRole('link', { name: 'Choose another time' }));
    await waitFor(() => expect(where()).toBe('/appointment/step-second'));
  });

  it("shows the server's words for a refused booking (422 with field messages, 413 file too large)", async () => {
    const fetch = summaryNetwork().on(PAY, {
      status: 422,
      body: {
        message: 'Please correct the highlighted fields.',
        errors: { symptoms: 'Please describe your symptoms.' },
      },
    });
    renderRoute('/appointment/step-third', route, fetch);
    await waitFor(() => expect(payButton()).toBeEnabled());
    const user = userEvent.setup();
    await user.click(payButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please correct the highlighted fields.');
    expect(within(alert).getByRole('listitem')).toHaveTextContent('Please describe your symptoms.');
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();

    fetch.on(PAY, { status: 413, body: { message: BOOKING_MESSAGES.documentTooLarge } });
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());
    expect(await screen.findByText(BOOKING_MESSAGES.documentTooLarge)).toBeInTheDocument();
  });
});
