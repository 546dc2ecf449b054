import { act, screen, waitFor } from '@testing-library/react';
import { writeUserInfo, type RecordedRequest } from '@medibridge/api-client';
import type { ServiceBookingRecord } from '@medibridge/contract';
import { USER, network, renderRoute } from '../test/renderRoute';
import { SERVICE_POLL_MS, ServicePaymentStatusPage } from './ServicePaymentStatusPage';

const route = { path: '/service/payment-status/:reference', element: <ServicePaymentStatusPage /> };
const ROW = 'POST /api/service-booking-row';
const PATH = '/service/payment-status/SRV-AB12CD34';

function booking(overrides: Partial<ServiceBookingRecord> = {}): ServiceBookingRecord {
  return {
    reference: 'SRV-AB12CD34',
    service: 'HomeCare',
    name: 'Asha Rao',
    mobile: '9876543210',
    remarks: 'Nurse for 3 days',
    amount: '2500.00',
    state: 'paid',
    payment_status: 'Success',
    created_at: '2026-11-25 16:05',
    payment_reference: 'MB5555555555AB',
    ...overrides,
  };
}

const rowCalls = (calls: RecordedRequest[]) =>
  calls.filter((c) => c.url === '/api/service-booking-row').length;

function fact(term: string): string | null {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

beforeEach(() => writeUserInfo(USER));
afterEach(() => {
  localStorage.clear();
  jest.useRealTimers();
});

describe('ServicePaymentStatusPage (/service/payment-status/{reference})', () => {
  it('a paid service says the payment was received, with its references', async () => {
    const fetch = network().on(ROW, { body: { data: booking() } });
    renderRoute(PATH, route, fetch);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment received' }),
    ).toBeInTheDocument();
    expect(fetch.calls.find((c) => c.url === '/api/service-booking-row')?.body).toEqual({
      reference: 'SRV-AB12CD34',
    });
    expect(fact('Reference')).toBe('SRV-AB12CD34');
    expect(fact('Service')).toBe('Home care');
    expect(fact('Amount')).toBe('₹2,500.00');
    expect(fact('Date')).toBe('25 Nov 2026');
    expect(fact('Payment reference')).toBe('MB5555555555AB');
  });

  it('a pending payment explains the wait and is checked again until it is paid', async () => {
    jest.useFakeTimers();
    let state: ServiceBookingRecord['state'] = 'pending_payment';
    const fetch = network().on(ROW, () => ({
      body: {
        data: booking({
          state,
          payment_status: state === 'paid' ? 'Success' : 'Pending',
          payment_reference: state === 'paid' ? 'MB5555555555AB' : null,
        }),
      },
    }));
    renderRoute(PATH, route, fetch);
    expect(await screen.findByRole('heading', { name: 'Payment pending' })).toBeInTheDocument();
    expect(screen.getByText(/waiting for the payment provider/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Checking again every few seconds…');
    const before = rowCalls(fetch.calls);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(SERVICE_POLL_MS);
    });
    await waitFor(() => expect(rowCalls(fetch.calls)).toBeGreaterThan(before));
    state = 'paid';
    await act(async () => {
      await jest.advanceTimersByTimeAsync(SERVICE_POLL_MS);
    });
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
    const settled = rowCalls(fetch.calls);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(SERVICE_POLL_MS * 3);
    });
    expect(rowCalls(fetch.calls)).toBe(settled);
  });

  it.each([
    ['payment_failed', 'Payment failed'],
    ['expired', 'This payment expired'],
  ] as const)('%s: says no money was taken and offers to pay again', async (state, title) => {
    renderRoute(
      PATH,
      route,
      network().on(ROW, {
        body: { data: booking({ state, payment_status: 'Failed', payment_reference: null }) },
      }),
    );
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText('No money was taken.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Make another payment' })).toHaveAttribute(
      'href',
      '/service/service-booking',
    );
  });

  it("shows the server's words when the booking is not the patient's", async () => {
    renderRoute(
      PATH,
      route,
      network().on(ROW, {
        status: 404,
        body: { message: 'We could not find this service booking in your account.' },
      }),
    );
    expect(
      await screen.findByRole('heading', { name: 'We could not open this payment' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We could not find this service booking in your account.',
    );
  });
});
