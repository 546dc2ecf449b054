import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearUserInfo, createFakeFetch, writeUserInfo } from '@medibridge/api-client';
import type { StaffPayment, StaffPaymentDetail } from '@medibridge/contract';
import { ME, STAFF_USER, meAnswer, renderRoute } from '../test/renderRoute';
import { PaymentsPage } from './PaymentsPage';
import { SettlementPage } from './SettlementPage';

const route = { path: '/staff/payments', element: <PaymentsPage /> };
const LIST = 'GET /api/staff/payments';
const ORDER = 'MBABCDEFGHIJKLMNOPQRST';
const SHOW = `GET /api/staff/payments/${ORDER}`;
const REFUND = `POST /api/staff/payments/${ORDER}/refunds`;
const ASK = `POST /api/staff/payments/${ORDER}/ask-gateway`;

const payment: StaffPayment = {
  merchant_order_id: ORDER,
  state: 'completed',
  gateway: 'sandbox',
  amount_paise: 50000,
  refunded_paise: 0,
  purpose: 'appointment',
  number: 'APT-AB12CD34',
  patient_name: 'Meena Iyer',
  patient_mobile: '9876543210',
  created_at: '2026-06-10T04:30:00.000Z',
  settled_at: '2026-06-10T04:31:00.000Z',
};
const detail = (over: Partial<StaffPaymentDetail> = {}): StaffPaymentDetail => ({
  ...payment,
  history: [
    {
      at: '2026-06-10T04:30:00.000Z',
      kind: 'opened',
      detail: '₹500.00 through sandbox for APT-AB12CD34',
    },
    { at: '2026-06-10T04:31:00.000Z', kind: 'transition', detail: 'pending → completed' },
  ],
  refunds: [],
  refundable_paise: 50000,
  can_refund_to_source: false,
  ...over,
});

beforeEach(() => writeUserInfo(STAFF_USER));
afterEach(() => clearUserInfo());

describe('PaymentsPage (/staff/payments)', () => {
  it('finds a payment by the patient’s mobile and opens its history', async () => {
    const fetch = createFakeFetch({
      [ME]: meAnswer(['admin']),
      [LIST]: ({ url }) => ({
        body: {
          data: url.includes('mobile=9876543210') || !url.includes('mobile') ? [payment] : [],
          meta: { page: 1, per_page: 20, total: 1 },
        },
      }),
      [SHOW]: { body: { data: detail() } },
    });
    renderRoute('/staff/payments', route, fetch);
    await userEvent.type(await screen.findByLabelText('Patient mobile'), '9876543210');
    await waitFor(() =>
      expect(fetch.calls.some((c) => c.url.includes('mobile=9876543210'))).toBe(true),
    );
    const list = await screen.findByRole('list', { name: 'Payments' });
    expect(within(list).getByText('APT-AB12CD34 · Meena Iyer')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('pending → completed')).toBeInTheDocument();
    expect(screen.getByText('Paid ₹500.00, refunded ₹0.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask the gateway again' })).toBeNull();
  });

  it('refunds part of a payment to the wallet with a reason and one key per refund', async () => {
    let refunded = 0;
    const fetch = createFakeFetch({
      [ME]: meAnswer(['admin']),
      [SHOW]: () => ({
        body: { data: detail({ refunded_paise: refunded, refundable_paise: 50000 - refunded }) },
      }),
      [REFUND]: ({ body }) => {
        refunded += (body as { amount_paise: number }).amount_paise;
        return {
          body: {
            code: 200,
            message: 'The refund is made.',
            data: detail({ refunded_paise: refunded }),
          },
        };
      },
    });
    renderRoute(`/staff/payments?payment=${ORDER}`, route, fetch);
    await userEvent.type(await screen.findByLabelText(/Amount in rupees/), '100');
    await userEvent.type(screen.getByLabelText(/Reason/), 'Doctor was late');
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Refunded ₹100.00 to the wallet.')).toBeInTheDocument();
    const sent = fetch.calls.filter((c) => c.method === 'POST');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({
      amount_paise: 10000,
      to: 'wallet',
      reason: 'Doctor was late',
    });
    expect((sent[0]?.body as { idempotency_key: string }).idempotency_key).toMatch(/^r-/);
  });

  it('shows the server’s words when the refund is more than is left', async () => {
    const words =
      'Only ₹400.00 of this payment can still be refunded: ₹500.00 was paid and ₹100.00 refunded already.';
    const fetch = createFakeFetch({
      [ME]: meAnswer(['admin']),
      [SHOW]: { body: { data: detail({ refunded_paise: 10000, refundable_paise: 40000 }) } },
      [REFUND]: { status: 409, body: { message: words } },
    });
    renderRoute(`/staff/payments?payment=${ORDER}`, route, fetch);
    await userEvent.type(await screen.findByLabelText(/Amount in rupees/), '450');
    await userEvent.type(screen.getByLabelText(/Reason/), 'Complaint by phone');
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText(words)).toBeInTheDocument();
  });

  it('asks the gateway again about a pending payment', async () => {
    let state: StaffPayment['state'] = 'pending';
    const fetch = createFakeFetch({
      [ME]: meAnswer(['admin']),
      [SHOW]: () => ({ body: { data: detail({ state, refundable_paise: 0 }) } }),
      [ASK]: () => {
        state = 'completed';
        return {
          body: { code: 200, message: 'The gateway was asked again.', data: detail({ state }) },
        };
      },
    });
    renderRoute(`/staff/payments?payment=${ORDER}`, route, fetch);
    await userEvent.click(await screen.findByRole('button', { name: 'Ask the gateway again' }));
    await waitFor(() =>
      expect(fetch.calls.some((c) => c.method === 'POST' && c.url.endsWith('/ask-gateway'))).toBe(
        true,
      ),
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Ask the gateway again' })).toBeNull(),
    );
  });

  it('tells a coordinator the screen is for admins and asks nothing else', async () => {
    const fetch = createFakeFetch({ [ME]: meAnswer(['coordinator']) });
    renderRoute('/staff/payments', route, fetch);
    expect(
      await screen.findByText('Your staff account does not have the role this screen needs.'),
    ).toBeInTheDocument();
    expect(fetch.calls.some((c) => c.url.includes('/staff/payments'))).toBe(false);
  });
});

describe('SettlementPage (/staff/settlement)', () => {
  it('shows each India date’s paid, refunded, wallet and net, the totals and the CSV link', async () => {
    const day = {
      payments: 1,
      paid_paise: 50000,
      refunded_paise: 0,
      wallet_paise: 10000,
      net_paise: 40000,
    };
    const fetch = createFakeFetch({
      [ME]: meAnswer(['admin']),
      'GET /api/staff/settlement': {
        body: {
          data: [{ date: '2026-06-10', ...day }],
          meta: { from: '2026-06-10', to: '2026-06-10', totals: day },
        },
      },
    });
    renderRoute(
      '/staff/settlement',
      { path: '/staff/settlement', element: <SettlementPage /> },
      fetch,
    );
    const list = await screen.findByRole('list', { name: 'Settlement days' });
    expect(within(list).getByText('2026-06-10')).toBeInTheDocument();
    expect(within(list).getAllByText('₹400.00')).toHaveLength(2);
    expect(within(list).getAllByText('₹100.00')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Export as CSV' })).toHaveAttribute(
      'href',
      '/api/staff/settlement.csv',
    );
  });
});
