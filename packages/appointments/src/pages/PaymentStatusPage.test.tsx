import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { writeUserInfo, type RecordedRequest } from '@medibridge/api-client';
import { BOOKING_MESSAGES } from '@medibridge/contract';
import { goToGateway } from '@medibridge/ui-kit/gateway';
import { USER, network, record, renderRoute } from '../test/renderRoute';
import { PAYMENT_POLL_MS, PaymentStatusPage } from './PaymentStatusPage';

jest.mock('@medibridge/ui-kit/gateway', () => ({
  ...jest.requireActual<object>('@medibridge/ui-kit/gateway'),
  goToGateway: jest.fn(() => true),
}));

const route = { path: '/appointment/payment-status/:appt_no', element: <PaymentStatusPage /> };
const ROW = 'POST /api/get_appointment_row';
const RETRY = 'POST /api/appointment-payment-retry';
const PATH = '/appointment/payment-status/APT-AB12CD34';
const GATEWAY = 'http://localhost/sandbox-gateway/checkout?order=MB999';

const rowCalls = (calls: RecordedRequest[]) =>
  calls.filter((c) => c.url === '/api/get_appointment_row').length;

const redirect = {
  body: {
    success: true,
    status: 'payment_initiated',
    data: {
      appointment_no: 'APT-AB12CD34',
      merchant_order_id: 'MB9999999999AB',
      amount: '409.15',
      instrumentResponse: { type: 'PAY_PAGE', redirectInfo: { url: GATEWAY, method: 'GET' } },
    },
  },
};

beforeEach(() => writeUserInfo(USER));
afterEach(() => {
  localStorage.clear();
  jest.useRealTimers();
});

describe('PaymentStatusPage (/appointment/payment-status/{appt_no})', () => {
  it('a pending payment is checked again every few seconds and moves on to success once confirmed', async () => {
    jest.useFakeTimers();
    let state = 'pending_payment';
    const fetch = network().on(ROW, () => ({
      body: {
        data: record({
          state,
          payment_status: state === 'confirmed' ? 'Success' : 'Pending',
          hold_expires_at: '2026-11-25T05:00:00.000Z',
        }),
      },
    }));
    const { where } = renderRoute(PATH, route, fetch);
    expect(await screen.findByRole('heading', { name: 'Payment pending' })).toBeInTheDocument();
    expect(screen.getByText('Your time is held for you until 10:30 am.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeEnabled();
    const before = rowCalls(fetch.calls);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(PAYMENT_POLL_MS);
    });
    await waitFor(() => expect(rowCalls(fetch.calls)).toBeGreaterThan(before));
    expect(where()).toBe(PATH);
    state = 'confirmed';
    await act(async () => {
      await jest.advanceTimersByTimeAsync(PAYMENT_POLL_MS);
    });
    await waitFor(() => expect(where()).toBe('/appointment/success-response/APT-AB12CD34'));
  });

  it('a failed payment says no money was taken, and Retry payment goes to a new payment page', async () => {
    const fetch = network()
      .on(ROW, { body: { data: record({ state: 'payment_failed', payment_status: 'Failed' }) } })
      .on(RETRY, redirect);
    renderRoute(PATH, route, fetch);
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeInTheDocument();
    expect(screen.getByText(/no money was taken/)).toBeInTheDocument();
    const retry = screen.getByRole('button', { name: 'Retry payment' });
    await userEvent.setup().click(retry);
    await waitFor(() => expect(goToGateway).toHaveBeenCalledWith(GATEWAY));
    expect(fetch.calls.find((c) => c.url === '/api/appointment-payment-retry')?.body).toEqual({
      appointment_no: 'APT-AB12CD34',
    });
    expect(retry).toBeDisabled();
  });

  it('a retry refused because the time was taken (409) says so and leads back to step two', async () => {
    const fetch = network()
      .on(ROW, { body: { data: record({ state: 'payment_failed', payment_status: 'Failed' }) } })
      .on(RETRY, { status: 409, body: { message: BOOKING_MESSAGES.slotTaken } });
    renderRoute(PATH, route, fetch);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Retry payment' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(BOOKING_MESSAGES.slotTaken);
    expect(within(alert).getByRole('link', { name: 'Choose another time' })).toHaveAttribute(
      'href',
      '/appointment/step-second',
    );
    expect(goToGateway).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Retry payment' })).toBeEnabled(),
    );
  });

  it('an expired booking offers to book again', async () => {
    const fetch = network().on(ROW, {
      body: { data: record({ state: 'expired', payment_status: 'Failed' }) },
    });
    renderRoute(PATH, route, fetch);
    expect(
      await screen.findByRole('heading', { name: 'This booking expired' }),
    ).toBeInTheDocument();
    expect(screen.getByText(BOOKING_MESSAGES.paymentExpired)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book again' })).toHaveAttribute(
      'href',
      '/appointment/step-first',
    );
  });

  it('a confirmed booking goes to its success screen', async () => {
    const fetch = network().on(ROW, { body: { data: record() } });
    const { where } = renderRoute(PATH, route, fetch);
    await waitFor(() => expect(where()).toBe('/appointment/success-response/APT-AB12CD34'));
  });
});
