import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearUserInfo, createFakeFetch, writeUserInfo } from '@medibridge/api-client';
import type { OrderDetail } from '@medibridge/contract';
import { ME, STAFF_USER, meAnswer, renderRoute } from '../test/renderRoute';
import { PharmacyDeskPage } from './PharmacyDeskPage';

const route = { path: '/staff/pharmacy', element: <PharmacyDeskPage /> };
const LIST = 'GET /api/staff/pharmacy/orders';
const ROW = 'GET /api/staff/pharmacy/orders/ORD-AB12CD34';

function order(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    order_no: 'ORD-AB12CD34',
    status: 'placed',
    status_label: 'Order placed',
    created_at: '2026-11-25 15:30',
    payment_method: 'online',
    rx_required: true,
    first_title: 'Azithral 500 Tablet',
    line_count: 1,
    can_cancel: true,
    can_pay: false,
    items: 1,
    subtotal: '119.50',
    savings: '0.00',
    delivery: '49.00',
    wallet_applied: '0.00',
    total: '168.50',
    recipient: 'Meena Iyer',
    mobile: '9876543210',
    email: 'meena@example.in',
    address: '12, 4th Cross, Indiranagar, Bengaluru, Karnataka',
    pin_code: '560001',
    lines: [
      {
        product_id: 5,
        slug: 'azithral-500',
        title: 'Azithral 500 Tablet',
        main_image: '/api/product-images/azithral-500.svg',
        composition: 'Azithromycin 500 mg',
        pack_size: '5 tablets',
        rx_required: true,
        quantity: 1,
        sale_price: '119.50',
        mrp: '119.50',
        line_total: '119.50',
        gst_rate: '5',
        hsn_code: '3004',
      },
    ],
    prescription: {
      source: 'upload',
      appointment_no: null,
      url: '/api/files/prescriptions/rx.pdf',
      check: 'pending',
      reason: '',
      h1_required: false,
      prescriber_name: '',
      prescriber_reg_no: '',
    },
    payment_reference: 'MB-PH-1',
    gst: { gstin: null, rates: [{ rate: '5', value: '119.50', taxable: '113.81', gst: '5.69' }] },
    events: [{ status: 'placed', at: '2026-11-25 15:30', note: '' }],
    patient: { id: 7, name: 'Meena Iyer', mobile: '9876543210' },
    ...overrides,
  };
}

function summary(o: OrderDetail) {
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
    patient,
    ...rest
  } = o;
  return { ...rest, patient: { name: patient!.name, mobile: patient!.mobile } };
}

/** A page of the list as the server answers it. */
const listPage = (
  orders: OrderDetail[],
  meta = { page: 1, per_page: 10, total: orders.length },
) => ({
  body: { data: orders.map(summary), meta },
});

beforeEach(() => writeUserInfo(STAFF_USER));
afterEach(() => clearUserInfo());

describe('PharmacyDeskPage (/staff/pharmacy)', () => {
  it('lists the open orders, opens one with its prescription link, and approves the prescription', async () => {
    let current = order();
    const fetch = createFakeFetch({
      [ME]: meAnswer(['pharmacist']),
      [LIST]: () => listPage([current]),
      [ROW]: () => ({ body: { data: current } }),
      'POST /api/staff/pharmacy/orders/ORD-AB12CD34/prescription': (request) => {
        expect(request.body).toEqual({ decision: 'approve', reason: '' });
        current = order({
          status: 'prescription_checked',
          status_label: 'Prescription checked',
          prescription: { ...order().prescription!, check: 'approved' },
        });
        return { body: { data: current } };
      },
      'POST /api/staff/pharmacy/orders/ORD-AB12CD34/status': (request) => {
        expect(request.body).toEqual({ status: 'packed' });
        current = order({ status: 'packed', status_label: 'Packed' });
        return { body: { data: current } };
      },
    });
    renderRoute('/staff/pharmacy', route, fetch);
    await userEvent.click(await screen.findByRole('button', { name: /ORD-AB12CD34/ }));
    const detail = (await screen.findByRole('heading', { name: 'Order ORD-AB12CD34' })).closest(
      'section',
    )!;
    expect(
      within(detail).getByRole('link', { name: 'Open the uploaded prescription' }),
    ).toHaveAttribute('href', '/api/files/prescriptions/rx.pdf');
    expect(within(detail).getByText('Meena Iyer · 9876543210')).toBeInTheDocument();
    // The payment in the words patients see at checkout, not the wire value.
    expect(within(detail).getByText('Online payment')).toBeInTheDocument();
    // Until the prescription is checked, the order cannot be packed.
    expect(within(detail).queryByRole('button', { name: /Mark/ })).not.toBeInTheDocument();
    await userEvent.click(within(detail).getByRole('button', { name: 'Approve prescription' }));
    await userEvent.click(await within(detail).findByRole('button', { name: 'Mark packed' }));
    await waitFor(() => expect(within(detail).getByText('Packed')).toBeInTheDocument());
    expect(within(detail).getByRole('button', { name: 'Mark dispatched' })).toBeInTheDocument();
  });

  it('asks for the prescriber before approving an order with a Schedule H1 medicine', async () => {
    const h1 = order({ prescription: { ...order().prescription!, h1_required: true } });
    let sent: unknown = null;
    const fetch = createFakeFetch({
      [ME]: meAnswer(['pharmacist']),
      [LIST]: () => listPage([h1]),
      [ROW]: () => ({ body: { data: h1 } }),
      'POST /api/staff/pharmacy/orders/ORD-AB12CD34/prescription': (request) => {
        sent = request.body;
        return { body: { data: h1 } };
      },
    });
    renderRoute('/staff/pharmacy', route, fetch);
    await userEvent.click(await screen.findByRole('button', { name: /ORD-AB12CD34/ }));
    const form = await screen.findByRole('form', { name: 'Schedule H1: the prescriber' });
    await userEvent.click(within(form).getByRole('button', { name: 'Approve prescription' }));
    expect(
      await within(form).findAllByText('Enter the doctor’s name as on the prescription.'),
    ).not.toHaveLength(0);
    expect(sent).toBeNull();
    await userEvent.type(within(form).getByLabelText('Doctor’s name'), 'Dr Meera Rao');
    await userEvent.type(
      within(form).getByLabelText('Doctor’s registration number'),
      'MMC-2011-12345',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Approve prescription' }));
    await waitFor(() =>
      expect(sent).toEqual({
        decision: 'approve',
        reason: '',
        prescriber_name: 'Dr Meera Rao',
        prescriber_reg_no: 'MMC-2011-12345',
      }),
    );
  });

  it('rejects a prescription only with a reason, and shows the server words of a refusal', async () => {
    const fetch = createFakeFetch({
      [ME]: meAnswer(['pharmacist']),
      [LIST]: listPage([order({ payment_method: 'cod' })]),
      [ROW]: { body: { data: order({ payment_method: 'cod' }) } },
      'POST /api/staff/pharmacy/orders/ORD-AB12CD34/prescription': {
        status: 409,
        body: { message: 'This order has moved on; read it again.' },
      },
    });
    renderRoute('/staff/pharmacy', route, fetch);
    await userEvent.click(await screen.findByRole('button', { name: /ORD-AB12CD34/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reject prescription' }));
    expect(screen.getByText('Cash on delivery')).toBeInTheDocument();
    expect(await screen.findByText('Please give the reason.')).toBeInTheDocument();
    expect(fetch.calls.some((c) => c.method === 'POST')).toBe(false);
    // The refusal is announced and the focus goes to the reason (issue 30).
    expect(
      await screen.findByText('Please correct 1 field: Why is the prescription rejected?'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText('Why is the prescription rejected?')).toHaveFocus(),
    );
    await userEvent.type(screen.getByLabelText('Why is the prescription rejected?'), 'Unreadable');
    await userEvent.click(screen.getByRole('button', { name: 'Reject prescription' }));
    expect(await screen.findByText('This order has moved on; read it again.')).toBeInTheDocument();
    expect(fetch.calls.find((c) => c.method === 'POST')?.body).toEqual({
      decision: 'reject',
      reason: 'Unreadable',
    });
  });

  it('cancels with a reason and filters by status', async () => {
    const fetch = createFakeFetch({
      [ME]: meAnswer(['pharmacist']),
      [LIST]: listPage([order({ rx_required: false, prescription: null })]),
      [ROW]: { body: { data: order({ rx_required: false, prescription: null }) } },
      'POST /api/staff/pharmacy/orders/ORD-AB12CD34/cancel': {
        body: { data: order({ status: 'cancelled', status_label: 'Cancelled' }) },
      },
    });
    renderRoute('/staff/pharmacy', route, fetch);
    await userEvent.click(await screen.findByRole('button', { name: /ORD-AB12CD34/ }));
    await userEvent.type(await screen.findByLabelText('Reason for cancelling'), 'Out of stock');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    await waitFor(() =>
      expect(fetch.calls.find((c) => c.url.endsWith('/cancel'))?.body).toEqual({
        reason: 'Out of stock',
      }),
    );
    await userEvent.selectOptions(screen.getByLabelText('Show orders'), 'dispatched');
    await waitFor(() =>
      expect(fetch.calls.at(-1)?.url).toBe(
        '/api/staff/pharmacy/orders?status=dispatched&page=1&per_page=10',
      ),
    );
  });

  it('searches and pages on the server: one request once the typing pauses, from the first page', async () => {
    const fetch = createFakeFetch({
      [ME]: meAnswer(['pharmacist']),
      [LIST]: (request) => {
        const query = new URL(request.url, 'http://x').searchParams;
        const page = Number(query.get('page'));
        const orders = query.get('q')
          ? [order({ order_no: 'ORD-MEENA001' })]
          : [order({ order_no: `ORD-PAGE000${String(page)}` })];
        return listPage(orders, { page, per_page: 10, total: query.get('q') ? 1 : 25 });
      },
    });
    renderRoute('/staff/pharmacy', route, fetch);
    expect(await screen.findByRole('button', { name: /ORD-PAGE0001/ })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3 (25 in all)')).toBeInTheDocument();
    expect(screen.getByText('Meena Iyer · 9876543210')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('button', { name: /ORD-PAGE0002/ })).toBeInTheDocument();
    expect(fetch.calls.at(-1)?.url).toBe('/api/staff/pharmacy/orders?page=2&per_page=10');

    const before = fetch.calls.length;
    await userEvent.type(screen.getByRole('searchbox', { name: /Search orders/ }), '98765');
    expect(await screen.findByRole('button', { name: /ORD-MEENA001/ })).toBeInTheDocument();
    const searches = fetch.calls.slice(before).filter((c) => c.url.includes('q='));
    expect(searches.map((c) => c.url)).toEqual([
      '/api/staff/pharmacy/orders?q=98765&page=1&per_page=10',
    ]);
    expect(screen.getByText('Page 1 of 1 (1 in all)')).toBeInTheDocument();
  });

  it('says when nothing matches the search', async () => {
    const fetch = createFakeFetch({
      [ME]: meAnswer(['pharmacist']),
      [LIST]: (request) => (request.url.includes('q=') ? listPage([]) : listPage([order()])),
    });
    renderRoute('/staff/pharmacy', route, fetch);
    await screen.findByRole('button', { name: /ORD-AB12CD34/ });
    await userEvent.type(screen.getByRole('searchbox', { name: /Search orders/ }), 'Nobody');
    expect(await screen.findByText('No orders match your search.')).toBeInTheDocument();
  });
});
