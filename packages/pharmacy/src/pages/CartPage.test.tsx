import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearUserInfo, createFakeFetch, writeUserInfo } from '@medibridge/api-client';
import { CART_REMOVED_MS, PHARMACY_MESSAGES } from '@medibridge/contract';
import { AZEE, CALPOL, USER, cartOf, line, renderRoute } from '../test/renderRoute';
import { CartPage } from './CartPage';

const route = { path: '/pharmacy/my-cart', element: <CartPage /> };
const CART = 'GET /api/get-user-session-cart-data/7';
const QUANTITY = 'POST /api/update-user-cart-quantity';
const REMOVE = 'POST /api/remove-item-from-cart';

/** The fact a `<dt>` names, read from its `<dd>`. */
function fact(term: string): string | null {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

const quantityOf = (title: string) =>
  within(screen.getByRole('group', { name: `Quantity of ${title}` })).getByText(/^\d+$/)
    .textContent;

beforeEach(() => writeUserInfo(USER));
afterEach(() => {
  jest.useRealTimers();
  clearUserInfo();
});

describe('CartPage (/pharmacy/my-cart)', () => {
  it('shows the count, each line and the server’s totals (Σ sale × quantity, deviation 1)', async () => {
    renderRoute(
      '/pharmacy/my-cart',
      route,
      createFakeFetch({ [CART]: { body: cartOf([line(CALPOL, 2), line(AZEE, 1)]) } }),
    );
    expect(await screen.findByText('Selected items: 3')).toBeInTheDocument();
    expect(quantityOf('Calpol 500 Tablet')).toBe('2');
    expect(fact('Subtotal')).toBe('₹149.90');
    expect(fact('Delivery')).toBe('₹49.00');
    expect(fact('Total')).toBe('₹198.90');
    expect(screen.getByText(/Some medicines need a prescription/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'One fewer Azee 500 Tablet' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove Calpol 500 Tablet' })).toBeEnabled();
  });

  it('shows a quantity change at once, then the server’s figures, with no reload', async () => {
    let cart = cartOf([line(CALPOL, 2)]);
    let answer: (() => void) | undefined;
    const fetch = createFakeFetch({
      [CART]: () => ({ body: cart }),
      [QUANTITY]: () =>
        new Promise((resolve) => {
          answer = () => {
            cart = cartOf([line(CALPOL, 3)]);
            resolve({
              body: {
                status: 200,
                message: PHARMACY_MESSAGES.quantityUpdated,
                data: { session_cart_id: 10, session_qty: 3 },
              },
            });
          };
        }),
    });
    renderRoute('/pharmacy/my-cart', route, fetch);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'One more Calpol 500 Tablet' }));
    // Before the server answers: the new quantity and the client's own figures.
    expect(quantityOf('Calpol 500 Tablet')).toBe('3');
    expect(fact('Subtotal')).toBe('₹45.60');
    expect(fetch.calls.find((c) => c.url === '/api/update-user-cart-quantity')?.body).toEqual({
      session_cart_id: 10,
      type: 'add',
    });
    await act(async () => answer?.());
    await waitFor(() =>
      expect(fetch.calls.filter((c) => c.url.includes('cart-data'))).toHaveLength(2),
    );
    expect(quantityOf('Calpol 500 Tablet')).toBe('3');
  });

  it('puts the quantity back and says why when the server refuses', async () => {
    const fetch = createFakeFetch({
      [CART]: { body: cartOf([line(CALPOL, 5)]) },
      [QUANTITY]: {
        status: 409,
        body: { statusCode: 409, message: PHARMACY_MESSAGES.cartLineMax },
      },
    });
    renderRoute('/pharmacy/my-cart', route, fetch);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'One more Calpol 500 Tablet' }));
    expect(await screen.findByText(PHARMACY_MESSAGES.cartLineMax)).toBeInTheDocument();
    expect(quantityOf('Calpol 500 Tablet')).toBe('5');
    expect(fact('Subtotal')).toBe('₹76.00');
  });

  it('keeps the quantity between 1 and 20', async () => {
    renderRoute(
      '/pharmacy/my-cart',
      route,
      createFakeFetch({ [CART]: { body: cartOf([line(CALPOL, 20), line(AZEE, 1)]) } }),
    );
    expect(
      await screen.findByRole('button', { name: 'One more Calpol 500 Tablet' }),
    ).toBeDisabled();
    expect(screen.getByRole('button', { name: 'One fewer Calpol 500 Tablet' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'One fewer Azee 500 Tablet' })).toBeDisabled();
  });

  it('removes a line: the message shows for 3 s and the cart refreshes itself', async () => {
    jest.useFakeTimers();
    let cart = cartOf([line(CALPOL, 2), line(AZEE, 1)]);
    const fetch = createFakeFetch({
      [CART]: () => ({ body: cart }),
      [REMOVE]: () => {
        cart = cartOf([line(CALPOL, 2)]);
        return { body: { status: 200, message: PHARMACY_MESSAGES.removedFromCart, data: null } };
      },
    });
    renderRoute('/pharmacy/my-cart', route, fetch);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const remove = await screen.findByRole('button', { name: 'Remove Azee 500 Tablet' });
    await act(async () => {
      await user.click(remove);
    });
    expect(await screen.findByText(PHARMACY_MESSAGES.removedFromCart)).toBeInTheDocument();
    expect(fetch.calls.find((c) => c.url === '/api/remove-item-from-cart')?.body).toEqual({
      session_cart_id: 30,
      user_id: 7,
    });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Remove Azee 500 Tablet' })).toBeNull(),
    );
    expect(screen.getByText('Selected items: 2')).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(CART_REMOVED_MS - 100);
    });
    expect(screen.getByText(PHARMACY_MESSAGES.removedFromCart)).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(screen.queryByText(PHARMACY_MESSAGES.removedFromCart)).not.toBeInTheDocument();
  });

  it('Place Order opens the place-order form; an empty cart says so', async () => {
    const { where, unmount } = renderRoute(
      '/pharmacy/my-cart',
      route,
      createFakeFetch({ [CART]: { body: cartOf([line(CALPOL, 1)]) } }),
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Place Order' }));
    expect(where()).toBe('/pharmacy/place-order');
    unmount();
    renderRoute('/pharmacy/my-cart', route, createFakeFetch({ [CART]: { body: cartOf([]) } }));
    expect(
      await screen.findByRole('heading', { name: PHARMACY_MESSAGES.cartEmpty }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Order Medicines' })).toHaveAttribute(
      'href',
      '/pharmacy',
    );
  });
});
