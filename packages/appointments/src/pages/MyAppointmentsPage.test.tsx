import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { writeUserInfo, type FakeResponse, type RecordedRequest } from '@medibridge/api-client';
import { BOOKING_MESSAGES, CANCEL_RELOAD_MS, MESSAGES } from '@medibridge/contract';
import { recordsApi } from '../recordsApi';
import { USER, network, record, renderRoute } from '../test/renderRoute';
import { MyAppointmentsPage } from './MyAppointmentsPage';

const route = { path: '/my-appointment', element: <MyAppointmentsPage /> };
const LIST = 'POST /api/get_appointments_by_user_id';
const CANCEL = 'POST /api/cancelled_user_appointment';

const listCalls = (calls: RecordedRequest[]) =>
  calls.filter((c) => c.url === '/api/get_appointments_by_user_id').length;

/** What a cancel changes on a record (the server's answer and the refreshed list). */
const CANCELLED = {
  state: 'cancelled',
  payment_status: 'Refunded',
  booking_status: 2,
  status: 2,
  appointment_status: 'inactive',
  cancelation_status: 'inactive',
} as const;

const CONFIRMED = record({ appointment_no: 'APT-CONF0001', created_at: '2026-11-25 15:40' });
const CONSULTED = record({
  appointment_no: 'APT-DONE0002',
  department_name: 'General Physician',
  state: 'completed',
  status: 3,
  booking_status: 3,
  appointment_status: 'inactive',
  cancelation_status: 'inactive',
});
const FOLLOWED_UP = {
  ...CONSULTED,
  appointment_no: 'APT-FLUP0003',
  follow_up_prescription: '/api/files/documents/f.pdf',
};
const PENDING = record({
  appointment_no: 'APT-PEND0004',
  state: 'pending_payment',
  payment_status: 'Pending',
  booking_status: 0,
  status: 2,
  appointment_status: 'inactive',
  cancelation_status: 'inactive',
});
const CONSULT_NOW = record({
  appointment_no: 'APT-NOWW0005',
  department_id: 12,
  department_name: 'Consult Now',
  appointment_date: null,
  appointment_time: null,
  appointment_day: null,
  appt_fee: '299.00',
  fee_discount: '0.00',
  wallet_amount: '0.00',
  amount: '299.00',
});

/** The card of an appointment, found by its number. */
function card(no: string): HTMLElement {
  return screen.getByText(no).closest('article')!;
}

function fact(scope: HTMLElement, term: string): string | null {
  return within(scope).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

/** The card's links and buttons, in order. */
const buttons = (scope: HTMLElement) =>
  [...scope.querySelectorAll('a, button')].map((el) => el.textContent);

beforeEach(() => writeUserInfo(USER));
afterEach(() => {
  localStorage.clear();
  jest.useRealTimers();
});

describe('MyAppointmentsPage (/my-appointment)', () => {
  it("asks for the patient's appointments and shows each as a card with SPEC's facts", async () => {
    const fetch = network().on(LIST, { body: { data: [CONFIRMED, CONSULT_NOW] } });
    renderRoute('/my-appointment', route, fetch);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Appointments' }),
    ).toBeInTheDocument();
    await screen.findByText('APT-CONF0001');
    expect(fetch.calls.find((c) => c.url === '/api/get_appointments_by_user_id')?.body).toEqual({
      userId: 7,
    });
    const confirmed = card('APT-CONF0001');
    expect(within(confirmed).getByRole('heading', { name: 'Dermatology' })).toBeInTheDocument();
    expect(fact(confirmed, 'Booked on')).toBe('25 Nov 2026');
    expect(fact(confirmed, 'When')).toBe('26 Nov 2026, 10:15 am');
    expect(fact(confirmed, 'Appointment Mode')).toBe('Video');
    expect(fact(confirmed, 'Appointment Fee')).toBe('₹599.00');
    expect(fact(confirmed, 'Amount')).toBe('₹409.15');
    expect(fact(confirmed, 'From your wallet')).toBe('₹100.00');
    // The department without a schedule: the next free doctor calls.
    const consultNow = card('APT-NOWW0005');
    expect(fact(consultNow, 'When')).toBe('Next free doctor');
    // Nothing came from the wallet: no wallet line.
    expect(within(consultNow).queryByText('From your wallet')).not.toBeInTheDocument();
  });

  it('leads Call to the appointment’s call page (which says when the call opens)', async () => {
    const fetch = network().on(LIST, {
      body: {
        data: [
          CONFIRMED,
          record({
            appointment_no: 'APT-NOWW0005',
            department_id: 12,
            department_name: 'Consult Now',
            appointment_date: null,
            appointment_time: null,
            appointment_day: null,
          }),
        ],
      },
    });
    renderRoute('/my-appointment', route, fetch);
    await screen.findByText('APT-CONF0001');
    expect(within(card('APT-CONF0001')).getByRole('link', { name: 'Call' })).toHaveAttribute(
      'href',
      '/appointment/doctor-on-call/APT-CONF0001',
    );
    expect(within(card('APT-NOWW0005')).getByRole('link', { name: 'Call' })).toHaveAttribute(
      'href',
      '/appointment/doctor-on-call/APT-NOWW0005',
    );
  });

  it('offers Call, Cancel, Follow Up and View as SPEC §4 allows, and Pay now while unpaid', async () => {
    const fetch = network().on(LIST, {
      body: { data: [CONFIRMED, CONSULTED, FOLLOWED_UP, PENDING] },
    });
    renderRoute('/my-appointment', route, fetch);
    await screen.findByText('APT-CONF0001');

    const confirmed = card('APT-CONF0001');
    expect(buttons(confirmed)).toEqual(['Call', 'View', 'Cancel']);
    expect(within(confirmed).getByRole('link', { name: 'Call' })).toBeInTheDocument();
    expect(within(confirmed).getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      '/appointment-details/APT-CONF0001',
    );

    const consulted = card('APT-DONE0002');
    expect(buttons(consulted)).toEqual(['View', 'Follow Up']);
    expect(within(consulted).getByRole('link', { name: 'Follow Up' })).toHaveAttribute(
      'href',
      '/appointment/followup/APT-DONE0002',
    );
    // A follow-up prescription exists: no Follow Up on My Appointments.
    expect(buttons(card('APT-FLUP0003'))).toEqual(['View']);

    const pending = card('APT-PEND0004');
    expect(buttons(pending)).toEqual(['Pay now', 'View']);
    expect(within(pending).getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      '/appointment/payment-status/APT-PEND0004',
    );
    expect(fact(pending, 'Amount')).toBe('₹409.15');
    expect(within(pending).getByText('Payment pending')).toBeInTheDocument();
  });

  it('asks before cancelling, and Keep it sends nothing', async () => {
    const fetch = network().on(LIST, { body: { data: [CONFIRMED] } });
    renderRoute('/my-appointment', route, fetch);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const question = screen.getByText('Cancel this appointment? ₹509.15 will be refunded.');
    expect(question).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByText(/Cancel this appointment\?/)).not.toBeInTheDocument();
    expect(fetch.calls.filter((c) => c.url === '/api/cancelled_user_appointment')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it("cancels, shows 'Appointment cancelled Successfully.' for 5 s, then asks for the list again", async () => {
    jest.useFakeTimers();
    let cancelled = false;
    const fetch = network()
      .on(LIST, () => ({
        body: {
          data: [cancelled ? { ...CONFIRMED, ...CANCELLED } : CONFIRMED],
        },
      }))
      .on(CANCEL, (): FakeResponse => {
        cancelled = true;
        return { body: { code: 200, message: MESSAGES.appointmentCancelled, data: null } };
      });
    renderRoute('/my-appointment', route, fetch);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel' }));

    expect(await screen.findByText(MESSAGES.appointmentCancelled)).toBeInTheDocument();
    expect(fetch.calls.find((c) => c.url === '/api/cancelled_user_appointment')?.body).toEqual({
      userId: 7,
      appointment_id: 'APT-CONF0001',
    });
    const before = listCalls(fetch.calls);
    // No second cancel while the message shows.
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(CANCEL_RELOAD_MS - 100);
    });
    expect(screen.getByText(MESSAGES.appointmentCancelled)).toBeInTheDocument();
    expect(listCalls(fetch.calls)).toBe(before);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(screen.queryByText(MESSAGES.appointmentCancelled)).not.toBeInTheDocument();
    await waitFor(() => expect(listCalls(fetch.calls)).toBe(before + 1));
    expect(await within(card('APT-CONF0001')).findByText('Cancelled')).toBeInTheDocument();
    expect(buttons(card('APT-CONF0001'))).toEqual(['View']);
  });

  it('shows the card as the cancel answered it at once, while the message shows and before the list refreshes', async () => {
    const answered = { ...CONFIRMED, ...CANCELLED };
    const fetch = network()
      .on(LIST, { body: { data: [CONFIRMED] } })
      .on(CANCEL, { body: { code: 200, message: MESSAGES.appointmentCancelled, data: answered } });
    renderRoute('/my-appointment', route, fetch);
    const user = userEvent.setup();
    const cancel = await screen.findByRole('button', { name: 'Cancel' });
    expect(within(card('APT-CONF0001')).getByText('Confirmed')).toBeInTheDocument();
    await user.click(cancel);
    await user.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText(MESSAGES.appointmentCancelled)).toBeInTheDocument();
    expect(within(card('APT-CONF0001')).getByText('Cancelled')).toBeInTheDocument();
    expect(within(card('APT-CONF0001')).queryByRole('link', { name: 'Call' })).toBeNull();
    expect(within(card('APT-CONF0001')).queryByRole('button', { name: 'Call' })).toBeNull();
  });

  it('lets a booking paid online choose the wallet (the default) or the original payment method', async () => {
    const fetch = network()
      .on(LIST, { body: { data: [CONFIRMED] } })
      .on(CANCEL, {
        body: {
          code: 200,
          message: MESSAGES.appointmentCancelled,
          data: null,
          refund: {
            asked: 'source',
            to: 'source',
            wallet_amount: '100.00',
            source_amount: '409.15',
            fell_back: null,
          },
        },
      });
    renderRoute('/my-appointment', route, fetch);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const where = screen.getByRole('group', { name: 'Where should the refund go?' });
    const wallet = within(where).getByRole('radio', {
      name: 'Refund to MediBridge wallet (instant)',
    });
    const source = within(where).getByRole('radio', {
      name: 'Refund to original payment method (5–7 working days)',
    });
    expect(wallet).toBeChecked();
    expect(source).not.toBeChecked();
    expect(
      within(where).getByText('The ₹100.00 paid from your wallet always goes back to your wallet.'),
    ).toBeInTheDocument();
    await user.click(source);
    expect(source).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Yes, cancel' }));

    const outcome = await screen.findByRole('status');
    expect(outcome).toHaveTextContent(MESSAGES.appointmentCancelled);
    expect(outcome).toHaveTextContent(
      '₹409.15 will reach your original payment method in 5–7 working days. ₹100.00 is back in your wallet.',
    );
    expect(fetch.calls.find((c) => c.url === '/api/cancelled_user_appointment')?.body).toEqual({
      userId: 7,
      appointment_id: 'APT-CONF0001',
      refund_to: 'source',
    });
  });

  it('says so when a refund asked for the payment method went to the wallet', async () => {
    const fetch = network()
      .on(LIST, { body: { data: [CONFIRMED] } })
      .on(CANCEL, {
        body: {
          code: 200,
          message: MESSAGES.appointmentCancelled,
          data: null,
          refund: {
            asked: 'source',
            to: 'wallet',
            wallet_amount: '509.15',
            source_amount: '0.00',
            fell_back: 'not_supported',
          },
        },
      });
    renderRoute('/my-appointment', route, fetch);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await user.click(
      screen.getByRole('radio', { name: 'Refund to original payment method (5–7 working days)' }),
    );
    await user.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'This payment cannot be refunded to its original method, so ₹509.15 is back in your wallet.',
    );
  });

  it('offers no choice for a booking the wallet paid: it all goes back to the wallet', async () => {
    const walletPaid = record({
      appointment_no: 'APT-WALL0006',
      wallet_amount: '509.15',
      amount: '0.00',
    });
    const fetch = network()
      .on(LIST, { body: { data: [walletPaid] } })
      .on(CANCEL, { body: { code: 200, message: MESSAGES.appointmentCancelled, data: null } });
    renderRoute('/my-appointment', route, fetch);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(
      screen.getByText(
        'Cancel this appointment? ₹509.15 goes back to your MediBridge wallet at once.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    await screen.findByText(MESSAGES.appointmentCancelled);
    expect(fetch.calls.find((c) => c.url === '/api/cancelled_user_appointment')?.body).toEqual({
      userId: 7,
      appointment_id: 'APT-WALL0006',
    });
  });

  it("shows 'Appointment Not Cancelled Yet.' with the server's reason when the cancel is refused", async () => {
    jest.useFakeTimers();
    const fetch = network()
      .on(LIST, { body: { data: [CONFIRMED] } })
      .on(CANCEL, { status: 409, body: { message: BOOKING_MESSAGES.cancelNotAllowed } });
    renderRoute('/my-appointment', route, fetch);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.appointmentNotCancelled);
    expect(alert).toHaveTextContent(BOOKING_MESSAGES.cancelNotAllowed);
    expect(screen.queryByText(MESSAGES.appointmentCancelled)).not.toBeInTheDocument();
    const before = listCalls(fetch.calls);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(CANCEL_RELOAD_MS);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(listCalls(fetch.calls)).toBe(before + 1));
  });

  it("shows 'Appointment Not Cancelled Yet.' when the server answers any code but 200", async () => {
    const fetch = network()
      .on(LIST, { body: { data: [CONFIRMED] } })
      .on(CANCEL, { body: { code: 400, message: 'Something else', data: null } });
    renderRoute('/my-appointment', route, fetch);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.appointmentNotCancelled);
  });

  it('leaving before the 5 s are up drops the old list, so no screen shows it again', async () => {
    const fetch = network()
      .on(LIST, { body: { data: [CONFIRMED] } })
      .on(CANCEL, { body: { code: 200, message: MESSAGES.appointmentCancelled, data: null } });
    const { router, store } = renderRoute('/my-appointment', route, fetch);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    await screen.findByText(MESSAGES.appointmentCancelled);
    const before = listCalls(fetch.calls);
    await act(() => router.navigate('/elsewhere'));
    // Kept for a minute after leaving otherwise (keepUnusedDataFor): dropped, the next visit asks again.
    expect(recordsApi.endpoints.appointmentList.select(7)(store.getState()).status).toBe(
      'uninitialized',
    );
    await act(() => router.navigate('/my-appointment'));
    await waitFor(() => expect(listCalls(fetch.calls)).toBe(before + 1));
  });

  it('has a friendly card with the way to book when there is nothing yet', async () => {
    renderRoute('/my-appointment', route, network().on(LIST, { body: { data: [] } }));
    expect(await screen.findByRole('heading', { name: 'No appointments yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a consultation' })).toHaveAttribute(
      'href',
      '/appointment/step-first',
    );
  });

  it('says when the list cannot be read, and Try again asks again', async () => {
    let fail = true;
    const fetch = network().on(LIST, () =>
      fail ? { status: 503, body: { message: 'Busy' } } : { body: { data: [CONFIRMED] } },
    );
    renderRoute('/my-appointment', route, fetch);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your records could not be loaded.');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('APT-CONF0001')).toBeInTheDocument();
  });
});
