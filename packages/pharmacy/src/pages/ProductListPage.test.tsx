import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearUserInfo, createFakeFetch, writeUserInfo } from '@medibridge/api-client';
import { CART_ADDED_MS, PHARMACY_MESSAGES } from '@medibridge/contract';
import { forgetPendingAdd } from '../components/useAddToCart';
import { AZEE, CALPOL, DOLO, USER, renderRoute } from '../test/renderRoute';
import { ProductListPage } from './ProductListPage';

const route = { path: '/search-product-list/:slug', element: <ProductListPage /> };
const ADD = 'POST /api/add-product-in-session-cart/';

function network() {
  return createFakeFetch({
    'GET /api/products-with-name/calpol-500-tablet': {
      body: { count: 3, products: [CALPOL, DOLO, AZEE], product: { original: { data: CALPOL } } },
    },
    'GET /api/products-with-name/nothing-here': {
      body: { count: 0, products: [], product: { original: { data: null } } },
    },
    [ADD]: { body: { status: 200, message: PHARMACY_MESSAGES.addedToCart, data: null } },
  });
}

afterEach(() => {
  jest.useRealTimers();
  clearUserInfo();
  forgetPendingAdd();
});

describe('ProductListPage (/search-product-list/:slug)', () => {
  it('shows the count, a search box, and each product: image with its box, title, sale price, MRP, Rx and Add', async () => {
    renderRoute('/search-product-list/calpol-500-tablet', route, network());
    expect(await screen.findByText('3 products for “Calpol 500 Tablet”')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search medicines' })).toHaveValue(
      'calpol 500 tablet',
    );
    const card = screen.getByRole('article', { name: 'Calpol 500 Tablet' });
    const image = card.querySelector('img')!;
    expect(image).toHaveAttribute('src', '/api/images/medicines/calpol-500-tablet.svg');
    // The image's box is reserved before it loads (no layout shift).
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '400');
    expect(within(card).getByRole('link', { name: 'Calpol 500 Tablet' })).toHaveAttribute(
      'href',
      '/products/product-detail/calpol-500-tablet',
    );
    expect(within(card).getByText('₹15.20')).toBeInTheDocument();
    expect(within(card).getByText('₹16.00').closest('s')).not.toBeNull();
    expect(within(card).queryByText('Rx')).not.toBeInTheDocument();
    const azee = screen.getByRole('article', { name: 'Azee 500 Tablet' });
    expect(within(azee).getByText('Rx')).toBeInTheDocument();
    expect(within(azee).getByText('₹119.50')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Add .* to cart$/ })).toHaveLength(3);
  });

  it('adds a product for a patient and shows the server’s message for 5 s', async () => {
    jest.useFakeTimers();
    writeUserInfo(USER);
    const { fetch } = renderRoute('/search-product-list/calpol-500-tablet', route, network());
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const add = await screen.findByRole('button', { name: 'Add Dolo 500 Tablet to cart' });
    await act(async () => {
      await user.click(add);
    });
    expect(await screen.findByText(PHARMACY_MESSAGES.addedToCart)).toBeInTheDocument();
    expect(fetch.calls.find((c) => c.url === '/api/add-product-in-session-cart/')?.body).toEqual({
      product_id: 2,
      user_id: 7,
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(CART_ADDED_MS - 100);
    });
    expect(screen.getByText(PHARMACY_MESSAGES.addedToCart)).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(screen.queryByText(PHARMACY_MESSAGES.addedToCart)).not.toBeInTheDocument();
  });

  it('asks a visitor to log in, then adds the product once they have', async () => {
    const { fetch, store } = renderRoute(
      '/search-product-list/calpol-500-tablet',
      route,
      network(),
    );
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Add Calpol 500 Tablet to cart' }));
    expect(screen.getByText(PHARMACY_MESSAGES.loginToAdd)).toBeInTheDocument();
    expect(
      (store.getState() as unknown as { modal: { open: { name: string } | null } }).modal.open
        ?.name,
    ).toBe('patientLogin');
    expect(fetch.calls.some((c) => c.url.includes('add-product'))).toBe(false);
    await act(async () => writeUserInfo(USER));
    expect(await screen.findByText(PHARMACY_MESSAGES.addedToCart)).toBeInTheDocument();
    expect(fetch.calls.find((c) => c.url.includes('add-product'))?.body).toEqual({
      product_id: 1,
      user_id: 7,
    });
  });

  it('searches again from its own search box', async () => {
    const { where } = renderRoute('/search-product-list/calpol-500-tablet', route, network());
    const user = userEvent.setup();
    const box = await screen.findByRole('searchbox', { name: 'Search medicines' });
    await user.clear(box);
    await user.type(box, 'Azithromycin 500{Enter}');
    expect(where()).toBe('/search-product-list/azithromycin-500');
  });

  it('says so when nothing matches', async () => {
    renderRoute('/search-product-list/nothing-here', route, network());
    expect(
      await screen.findByRole('heading', { name: 'No medicines found for “nothing here”' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the pharmacy' })).toHaveAttribute(
      'href',
      '/pharmacy',
    );
  });
});
