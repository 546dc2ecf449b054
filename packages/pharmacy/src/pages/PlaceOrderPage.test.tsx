import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearUserInfo, createFakeFetch, writeUserInfo } from '@medibridge/api-client';
import {
  MESSAGES,
  PLACE_ORDER_MESSAGE_MS,
  STORAGE_KEYS,
  type DeliveryAddress,
} from '@medibridge/contract';
import { CALPOL, DRAFT, USER, cartOf, line, renderRoute } from '../test/renderRoute';
import { PlaceOrderPage } from './PlaceOrderPage';

const route = { path: '/pharmacy/place-order', element: <PlaceOrderPage /> };

const SAVED: DeliveryAddress = {
  id: 5,
  ...DRAFT,
  firstName: 'Ravi',
  address: '7, MG Road, Near City Market',
  pinCode: '110001',
  locationTown: 'Connaught Place',
  city_district: 'New Delhi',
  state: 'Delhi',
  last_used_at: '2026-11-20T10:00:00.000Z',
};

function network(addresses: DeliveryAddress[] = []) {
  return createFakeFetch({
    'GET /api/get-user-session-cart-data/7': { body: cartOf([line(CALPOL, 2)]) },
    'GET /api/pharmacy/addresses': { body: { data: addresses } },
    'POST /api/get-location-with-pin-code': (request) => {
      const pin = (request.body as { pin_code: string }).pin_code;
      return pin === '411001'
        ? {
            body: {
              data: {
                PostOfficeName: 'Pune City',
                District: 'Pune',
                State: 'Maharashtra',
                pin_code: '411001',
                PostOffices: ['Pune City', 'Camp'],
              },
            },
          }
        : { status: 404, body: { statusCode: 404, message: 'No such PIN code.' } };
    },
  });
}

const field = (name: RegExp) => screen.getByLabelText(name);

beforeEach(() => writeUserInfo(USER));
afterEach(() => {
  jest.useRealTimers();
  clearUserInfo();
  sessionStorage.clear();
});

describe('PlaceOrderPage (/pharmacy/place-order)', () => {
  it("shows 'Place Your Order' with the patient's details and Country read-only India", async () => {
    renderRoute('/pharmacy/place-order', route, network());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Place Your Order' }),
    ).toBeVisible();
    expect(await screen.findByLabelText(/^First Name/)).toHaveValue('Asha');
    expect(field(/^Last Name/)).toHaveValue('Rao');
    expect(field(/^Mobile Number/)).toHaveValue('9876543210');
    expect(field(/^Email/)).toHaveValue('asha@example.in');
    expect(field(/^Pin Code/)).toHaveValue('560001');
    expect(field(/^Country/)).toHaveValue('India');
    expect(field(/^Country/)).toHaveAttribute('readonly');
  });

  it("says 'Pin Code is Required' and 'Address is Required' for 3 s when they are empty", async () => {
    jest.useFakeTimers();
    const { where } = renderRoute('/pharmacy/place-order', route, network());
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.clear(await screen.findByLabelText(/^Pin Code/));
    await user.clear(field(/^Address/));
    await act(async () => {
      await user.click(screen.getByRole('button', { name: 'Next' }));
    });
    // SPEC's notice, beside the summary every form shows on a refused submit (issue 30).
    const notice = (): HTMLElement | undefined =>
      screen.queryAllByRole('alert').find((alert) => !alert.hasAttribute('data-error-summary'));
    await waitFor(() => expect(notice()).toBeDefined());
    expect(notice()).toHaveTextContent(MESSAGES.pinCodeRequired);
    expect(notice()).toHaveTextContent(MESSAGES.addressRequired);
    expect(where()).toBe('/pharmacy/place-order');
    // Emptying the PIN code emptied the places it had filled: the summary names every field in error and
    // the focus goes to the first.
    expect(
      await screen.findByText(
        'Please correct 5 fields: Pin Code, Address, Town / Locality, City / District, State',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Pin Code/)).toHaveFocus());
    await act(async () => {
      await jest.advanceTimersByTimeAsync(PLACE_ORDER_MESSAGE_MS);
    });
    expect(notice()).toBeUndefined();
  });

  it('fills town, district and state from the PIN code', async () => {
    const { fetch } = renderRoute('/pharmacy/place-order', route, network());
    const user = userEvent.setup();
    const pin = await screen.findByLabelText(/^Pin Code/);
    await user.clear(pin);
    await user.type(pin, '411001');
    await waitFor(() => expect(field(/^Town \/ Locality/)).toHaveValue('Pune City'));
    expect(field(/^City \/ District/)).toHaveValue('Pune');
    expect(field(/^State/)).toHaveValue('Maharashtra');
    expect(fetch.calls.find((c) => c.url === '/api/get-location-with-pin-code')?.body).toEqual({
      pin_code: '411001',
    });
    await user.clear(pin);
    await user.type(pin, '999999');
    expect(
      await screen.findByText('We could not find this PIN code. Please check it.'),
    ).toBeInTheDocument();
  });

  it('Next keeps the draft and opens the order summary', async () => {
    const { where } = renderRoute('/pharmacy/place-order', route, network());
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Town \/ Locality/), 'Bangalore GPO');
    await user.type(field(/^City \/ District/), 'Bengaluru');
    await user.type(field(/^State/), 'Karnataka');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(where()).toBe('/pharmacy/order-summary'));
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.pharmacyPlaceOrder)!)).toEqual(DRAFT);
  });

  it('Previous goes to the cart', async () => {
    const { where } = renderRoute('/pharmacy/place-order', route, network());
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Previous' }));
    expect(where()).toBe('/pharmacy/my-cart');
  });

  it('starts from the last used saved address and lets the patient pick another', async () => {
    const other = {
      ...SAVED,
      id: 6,
      firstName: 'Meera',
      address: '22, Lake View Road, Kalamassery',
      pinCode: '683104',
      locationTown: 'Kalamassery',
      city_district: 'Ernakulam',
      state: 'Kerala',
    };
    renderRoute('/pharmacy/place-order', route, network([SAVED, other]));
    expect(await screen.findByLabelText(/^First Name/)).toHaveValue('Ravi');
    expect(screen.getByRole('button', { name: 'Delivering here' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Deliver here' }));
    expect(field(/^First Name/)).toHaveValue('Meera');
    expect(field(/^State/)).toHaveValue('Kerala');
  });
});
