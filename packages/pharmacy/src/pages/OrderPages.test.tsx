import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearUserInfo, createFakeFetch, writeUserInfo } from '@medibridge/api-client';
import { PHARMACY_MESSAGES } from '@medibridge/contract';
import { goToGateway } from '@medibridge/ui-kit/gateway';
import { USER, order, renderRoute } from '../test/renderRoute';
import { MyOrdersPage } from './MyOrdersPage';
import { OrderDetailPage } from './OrderDetailPage';

jest.mock('@medibridge/ui-kit/gateway', () => ({
  ...jest.requireActual<object>('@medibridge/ui-kit/gateway'),
  goToGateway: jest.fn(() => true),
}));

const listRoute = { path: '/pharmacy/my-orders', element: <MyOrdersPage /> };
const detailRoute = { path: '/pharmacy/orders/:order_no', element: <OrderDetailPage /> };
const ROW = 'GET /api/pharmacy/orders/ORD-AB12CD34';

/** The fact a `<dt>` names, read from its `<dd>`. */
function fact(term: string): string | null {
  return screen.getAllByText(term, { selector: 'dt' })[0]!.nextElementSibling?.textContent ?? null;
}

function summary(overrides: Parameters<typeof order>[0] = {}) {
  const {
    recipient: _r,
    mobile: _m,
    email: _e,
    address: _a,
    pin_code: _p,
    lines: _l,
    prescription: _rx,
    payment_reference: _ref,
    gst: _gst,
    events: _ev,
    ...rest
  } = order(overrides);
  return rest;
}

beforeEach(() => writeUserInfo(USER));
afterEach(() => clearUserInfo());

describe('MyOrdersPage (/pharmacy/my-orders)', () => {
  it('lists the orders with their state, total and a link to each', async () => {
    renderRoute(
      '/pharmacy/my-orders',
      listRoute,
      createFakeFetch({
        'GET /api/pharmacy/orders': {
          body: {
            data: [
              summary(),
              summary({
                order_no: 'ORD-ZZ99YY88',
                status: 'payment_failed',
                can_pay: true,
                total: '250.00',
                line_count: 3,
              }),
            ],
          },
        },
      }),
    );
    const first = (await screen.findByRole('heading', { name: 'ORD-AB12CD34' })).closest('li')!;
    expect(within(first).getByText('Order placed')).toBeInTheDocument();
    expect(within(first).getByText('₹79.40')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'View order ORD-AB12CD34' })).toHaveAttribute(
      'href',
      '/pharmacy/orders/ORD-AB12CD34',
    );
    const failed = screen.getByRole('heading', { name: 'ORD-ZZ99YY88' }).closest('li')!;
    expect(within(failed).getByText('Payment failed')).toBeInTheDocument();
    // Every medicine is counted, not only the first one named.
    expect(within(first).getByText('Calpol 500 Tablet')).toBeInTheDocument();
    expect(within(failed).getByText('Calpol 500 Tablet and 2 more')).toBeInTheDocument();
    expect(within(failed).getByRole('link', { name: 'View and pay ORD-ZZ99YY88' })).toBeVisible();
  });

  it('says when there are no orders yet', async () => {
    renderRoute(
      '/pharmacy/my-orders',
      listRoute,
      createFakeFetch({ 'GET /api/pharmacy/orders': { body: { data: [] } } }),
    );
    expect(
      await screen.findByRole('heading', { name: 'You have not ordered any medicines yet.' }),
    ).toBeInTheDocument();
  });
});

describe('OrderDetailPage (/pharmacy/orders/:order_no)', () => {
  it('shows the GST the prices include at each rate (frozen in the order) and the GSTIN', async () => {
    renderRoute(
      '/pharmacy/orders/ORD-AB12CD34',
      detailRoute,
      createFakeFetch({
        [ROW]: {
          body: {
            data: order({
              gst: {
                gstin: '29ABCDE1234F1ZW',
                rates: [
                  { rate: '5', value: '30.40', taxable: '28.95', gst: '1.45' },
                  { rate: '18', value: '59.00', taxable: '50.00', gst: '9.00' },
                ],
              },
            }),
          },
        },
      }),
    );
    expect(await screen.findByText('Includes GST ₹1.45 at 5 %')).toBeInTheDocument();
    expect(screen.getByText('Includes GST ₹9.00 at 18 %')).toBeInTheDocument();
    expect(screen.getByText('GSTIN: 29ABCDE1234F1ZW')).toBeInTheDocument();
    expect(screen.queryByText('Not registered for GST')).toBeNull();
  });

  it('tracks the order: placed → prescription checked → packed → dispatched → delivered', async () => {
    renderRoute(
      '/pharmacy/orders/ORD-AB12CD34',
      detailRoute,
      createFakeFetch({
        [ROW]: {
          body: {
            data: order({
              status: 'packed',
              rx_required: true,
              can_cancel: false,
              prescription: {
                source: 'upload',
                appointment_no: null,
                url: null,
                check: 'approved',
                h1_required: false,
                prescriber_name: '',
                prescriber_reg_no: '',
                reason: '',
              },
            }),
          },
        },
      }),
    );
    const track = await screen.findByRole('list', { name: 'Order progress' });
    const steps = within(track).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent?.replace(/\d.*$/, ''))).toEqual([
      'Order placed',
      'Prescription checked',
      'Packed',
      'On the way',
      'Delivered',
    ]);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(steps[1]).toHaveClass('done');
    expect(steps[3]).not.toHaveClass('done');
    expect(screen.getByText('A pharmacist has checked your prescription.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(fact('Subtotal')).toBe('₹30.40');
    expect(fact('Total')).toBe('₹79.40');
    expect(fact('Reference')).toBe('MB-PH-1');
    // Not registered for GST (the fixture's GSTIN is null): it says so and names no GST.
    expect(screen.getByText('Not registered for GST')).toBeInTheDocument();
    expect(screen.queryByText(/Includes GST/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Calpol 500 Tablet' })).toHaveAttribute(
      'href',
      '/products/product-detail/calpol-500-tablet',
    );
  });

  it('cancels while allowed, after asking, and shows the answer', async () => {
    let current = order();
    const fetch = createFakeFetch({
      [ROW]: () => ({ body: { data: current } }),
      'POST /api/pharmacy/orders/ORD-AB12CD34/cancel': () => {
        current = order({ status: 'cancelled', can_cancel: false });
        return {
          body: { status: 200, message: PHARMACY_MESSAGES.orderCancelled, data: current },
        };
      },
    });
    renderRoute('/pharmacy/orders/ORD-AB12CD34', detailRoute, fetch);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    expect(fetch.calls.some((c) => c.url.endsWith('/cancel'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText(PHARMACY_MESSAGES.orderCancelled)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Cancelled')[0]).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('offers Pay again when the payment failed, and opens the payment page', async () => {
    const fetch = createFakeFetch({
      [ROW]: { body: { data: order({ status: 'payment_failed', can_pay: true }) } },
      'POST /api/pharmacy/orders/ORD-AB12CD34/pay': {
        body: {
          success: true,
          status: 'payment_initiated',
          data: {
            order_no: 'ORD-AB12CD34',
            merchant_order_id: 'MB-PH-2',
            amount: '79.40',
            instrumentResponse: {
              type: 'PAY_PAGE',
              redirectInfo: { url: 'https://pay.example/checkout/2', method: 'GET' },
            },
          },
        },
      },
    });
    renderRoute('/pharmacy/orders/ORD-AB12CD34', detailRoute, fetch);
    expect(
      await screen.findByText(
        'The online payment did not go through. Pay again, or cancel the order.',
      ),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay again' }));
    await waitFor(() => expect(goToGateway).toHaveBeenCalledWith('https://pay.example/checkout/2'));
  });

  it('says an unknown order is not in the account', async () => {
    renderRoute(
      '/pharmacy/orders/ORD-AB12CD34',
      detailRoute,
      createFakeFetch({
        [ROW]: { status: 404, body: { statusCode: 404, message: PHARMACY_MESSAGES.orderUnknown } },
      }),
    );
    expect(
      await screen.findByRole('heading', { name: PHARMACY_MESSAGES.orderUnknown }),
    ).toBeInTheDocument();
  });
});
