import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearUserInfo, createFakeFetch, writeUserInfo } from '@medibridge/api-client';
import { PHARMACY_MESSAGES, STORAGE_KEYS, fillMessage } from '@medibridge/contract';
import { PHARMACY_MESSAGES_HI } from '@medibridge/contract/hi-pharmacy';
import { goToGateway } from '@medibridge/ui-kit/gateway';
import { changeLanguage, resetTextsForTests } from '@medibridge/ui-kit';
import { AZEE, CALPOL, DRAFT, USER, gstOf, line, quoteOf, renderRoute } from '../test/renderRoute';
import { OrderSummaryPage } from './OrderSummaryPage';

jest.mock('@medibridge/ui-kit/gateway', () => ({
  ...jest.requireActual<object>('@medibridge/ui-kit/gateway'),
  goToGateway: jest.fn(() => true),
}));

const route = { path: '/pharmacy/order-summary', element: <OrderSummaryPage /> };
const QUOTE = 'POST /api/pharmacy/order-quote';
const PLACE = 'POST /api/pharmacy/place-order';

/** The fact a `<dt>` names, read from its `<dd>`. */
function fact(term: string): string | null {
  return screen.getAllByText(term, { selector: 'dt' })[0]!.nextElementSibling?.textContent ?? null;
}

const placed = {
  success: true,
  status: 'order_placed',
  message: PHARMACY_MESSAGES.orderPlaced,
  payment_response: '/pharmacy/orders/ORD-AB12CD34',
  data: { order_no: 'ORD-AB12CD34' },
};

beforeEach(() => {
  writeUserInfo(USER);
  sessionStorage.setItem(STORAGE_KEYS.pharmacyPlaceOrder, JSON.stringify(DRAFT));
});
afterEach(() => {
  resetTextsForTests();
  clearUserInfo();
  sessionStorage.clear();
  jest.mocked(goToGateway).mockClear();
});

describe('OrderSummaryPage (/pharmacy/order-summary)', () => {
  it('sends a patient without an address back to the form', async () => {
    sessionStorage.clear();
    const { where } = renderRoute('/pharmacy/order-summary', route);
    await waitFor(() => expect(where()).toBe('/pharmacy/place-order'));
  });

  it('shows recipient, phone, address, the items with quantities and the server’s total', async () => {
    const fetch = createFakeFetch({ [QUOTE]: { body: { data: quoteOf([line(CALPOL, 2)]) } } });
    renderRoute('/pharmacy/order-summary', route, fetch);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Summary' })).toBeVisible();
    expect(fact('Recipient')).toBe('Asha Rao');
    expect(fact('Phone')).toBe('9876543210');
    expect(fact('Address')).toBe(
      '12, 4th Cross, Indiranagar, Bangalore GPO, Bengaluru, Karnataka 560001, India',
    );
    expect(await screen.findByText('Quantity: 2', { exact: false })).toBeInTheDocument();
    expect(fact('To pay now')).toBe('₹79.40');
    expect(fetch.calls.find((c) => c.url === '/api/pharmacy/order-quote')?.body).toEqual({
      payment_method: 'online',
      use_wallet: false,
    });
    // The quote's GSTIN is null: not registered for GST, no GST named.
    expect(screen.getByText('Not registered for GST')).toBeInTheDocument();
    expect(screen.queryByText(/Includes GST/)).toBeNull();
  });

  it('shows the GST the prices include at each rate and the operator’s GSTIN, in English and Hindi', async () => {
    const lines = [line(CALPOL, 2)];
    const fetch = createFakeFetch({
      [QUOTE]: { body: { data: quoteOf(lines, { gst: gstOf(lines, '29ABCDE1234F1ZW') }) } },
    });
    const { unmount } = renderRoute('/pharmacy/order-summary', route, fetch);
    // ₹30.40 at 5 %: 30.40 × 5 / 105 = ₹1.45.
    expect(await screen.findByText('Includes GST ₹1.45 at 5 %')).toBeInTheDocument();
    expect(screen.getByText('GSTIN: 29ABCDE1234F1ZW')).toBeInTheDocument();
    unmount();

    await act(() => changeLanguage('hi'));
    renderRoute('/pharmacy/order-summary', route, fetch);
    expect(await screen.findByText('इसमें 5 % की दर से ₹1.45 GST शामिल है')).toBeInTheDocument();
    expect(screen.getByText('जीएसटीआईएन (GSTIN): 29ABCDE1234F1ZW')).toBeInTheDocument();
  });

  it('Confirm with cash on delivery sends the draft once and opens the order', async () => {
    let answer: (() => void) | undefined;
    const fetch = createFakeFetch({
      [QUOTE]: { body: { data: quoteOf([line(CALPOL, 2)]) } },
      [PLACE]: () =>
        new Promise((resolve) => {
          answer = () => resolve({ body: placed });
        }),
    });
    const { where } = renderRoute('/pharmacy/order-summary', route, fetch);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Cash on delivery' }));
    await waitFor(() => expect(fact('To pay on delivery')).toBe('₹79.40'));
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    await user.click(confirm);
    // Disabled while sending: a second click sends nothing.
    expect(confirm).toBeDisabled();
    await user.click(confirm);
    const sent = fetch.calls.filter((c) => c.url === '/api/pharmacy/place-order');
    expect(sent).toHaveLength(1);
    const form = sent[0]!.body as FormData;
    expect(form.get('firstName')).toBe('Asha');
    expect(form.get('pinCode')).toBe('560001');
    expect(form.get('payment_method')).toBe('cod');
    expect(form.get('user_id')).toBe('7');
    await act(async () => answer?.());
    await waitFor(() => expect(where()).toBe('/pharmacy/orders/ORD-AB12CD34'));
    expect(sessionStorage.getItem(STORAGE_KEYS.pharmacyPlaceOrder)).toBeNull();
  });

  it('shows the server’s words when a medicine ran out at Confirm, in English and Hindi, and keeps the draft', async () => {
    const refusal = (message: string) => ({
      [QUOTE]: { body: { data: quoteOf([line(CALPOL, 2)]) } },
      [PLACE]: { status: 409, body: { statusCode: 409, message } },
    });
    const english = fillMessage(PHARMACY_MESSAGES.confirmFewLeft, {
      product: 'Calpol 500 Tablet',
      left: '1',
    });
    const { unmount } = renderRoute(
      '/pharmacy/order-summary',
      route,
      createFakeFetch(refusal(english)),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(english)).toBeInTheDocument();
    // Still here, the draft kept, Confirm ready again once the cart is changed.
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    expect(sessionStorage.getItem(STORAGE_KEYS.pharmacyPlaceOrder)).not.toBeNull();
    unmount();

    await act(() => changeLanguage('hi'));
    const hindi = fillMessage(PHARMACY_MESSAGES_HI.confirmOutOfStock, {
      product: 'कैलपोल 500 टैबलेट',
    });
    renderRoute('/pharmacy/order-summary', route, createFakeFetch(refusal(hindi)));
    await user.click(await screen.findByRole('button', { name: 'पुष्टि करें' }));
    expect(await screen.findByText(hindi)).toBeInTheDocument();
  });

  it('Confirm online goes to the payment page', async () => {
    const fetch = createFakeFetch({
      [QUOTE]: { body: { data: quoteOf([line(CALPOL, 2)]) } },
      [PLACE]: {
        body: {
          success: true,
          status: 'payment_initiated',
          data: {
            order_no: 'ORD-AB12CD34',
            merchant_order_id: 'MB-PH-1',
            amount: '79.40',
            instrumentResponse: {
              type: 'PAY_PAGE',
              redirectInfo: { url: 'https://pay.example/checkout/1', method: 'GET' },
            },
          },
        },
      },
    });
    renderRoute('/pharmacy/order-summary', route, fetch);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(goToGateway).toHaveBeenCalledWith('https://pay.example/checkout/1'));
  });

  it('asks for a prescription when a line needs one, and can take one from a consultation', async () => {
    const fetch = createFakeFetch({
      [QUOTE]: {
        body: {
          data: quoteOf([line(AZEE, 1)], {
            prescriptions: [
              {
                appointment_no: 'APT-AB12CD34',
                department_name: 'General Physician',
                appointment_date: '2026-11-20',
              },
            ],
          }),
        },
      },
      [PLACE]: { body: placed },
    });
    renderRoute('/pharmacy/order-summary', route, fetch);
    const user = userEvent.setup();
    expect(
      await screen.findByText('These medicines need a doctor’s prescription: Azee 500 Tablet.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(PHARMACY_MESSAGES.prescriptionRequired)).toBeInTheDocument();
    expect(fetch.calls.some((c) => c.url === '/api/pharmacy/place-order')).toBe(false);
    await user.click(
      screen.getByRole('radio', {
        name: 'General Physician consultation, 20 Nov 2026 (APT-AB12CD34)',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(fetch.calls.some((c) => c.url === '/api/pharmacy/place-order')).toBe(true),
    );
    const form = fetch.calls.find((c) => c.url === '/api/pharmacy/place-order')!.body as FormData;
    expect(form.get('prescription_appointment_no')).toBe('APT-AB12CD34');
  });

  it('refuses a prescription file that is too large before sending', async () => {
    renderRoute(
      '/pharmacy/order-summary',
      route,
      createFakeFetch({ [QUOTE]: { body: { data: quoteOf([line(AZEE, 1)]) } } }),
    );
    const big = new File(['%PDF-1.4'], 'rx.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    await screen.findByText(/These medicines need/);
    await userEvent
      .setup()
      .upload(screen.getByLabelText(/^Prescription/, { selector: 'input' }), big);
    expect(screen.getByText(PHARMACY_MESSAGES.prescriptionTooLarge)).toBeInTheDocument();
  });
});
