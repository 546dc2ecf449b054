import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearUserInfo, createFakeFetch, writeUserInfo } from '@medibridge/api-client';
import { SUGGEST_DEBOUNCE_MS } from '@medibridge/contract';
import { USER, renderRoute } from '../test/renderRoute';
import { PharmacyPage } from './PharmacyPage';

const route = { path: '/pharmacy', element: <PharmacyPage /> };
const suggestion = (slug: string, title: string) => ({
  slug,
  title,
  composition: 'Paracetamol 650 mg',
  rx_required: false,
});

afterEach(() => {
  jest.useRealTimers();
  clearUserInfo();
});

describe('PharmacyPage (/pharmacy)', () => {
  it("offers SPEC's search, Order Medicines, Book Lab Test, My Appointments and Book Appointments", async () => {
    renderRoute('/pharmacy', route);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pharmacy' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Search medicines' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Order Medicines' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Lab Test' })).toHaveAttribute(
      'href',
      '/lab-tests',
    );
    expect(screen.getByRole('link', { name: 'My Appointments' })).toHaveAttribute(
      'href',
      '/my-appointment',
    );
    expect(screen.getByRole('link', { name: 'Book Appointments' })).toHaveAttribute(
      'href',
      '/appointment/step-first',
    );
    // The delivery rule comes from contract's figures.
    expect(
      screen.getByText(
        'Free delivery on orders of ₹499.00 or more; below that, delivery costs ₹49.00.',
      ),
    ).toBeInTheDocument();
    // A visitor has no cart link; a patient does.
    expect(screen.queryByRole('link', { name: 'My Cart' })).not.toBeInTheDocument();
  });

  it('shows the cart link with its count to a logged-in patient', async () => {
    writeUserInfo(USER);
    const fetch = createFakeFetch({
      'GET /api/get-user-session-cart-data/7': {
        body: {
          data: [],
          summary: {
            items: 3,
            subtotal: '0.00',
            savings: '0.00',
            delivery: '0.00',
            wallet_applied: '0.00',
            total: '0.00',
            rx_required: false,
            wallet_balance: '0.00',
          },
        },
      },
    });
    renderRoute('/pharmacy', route, fetch);
    expect(await screen.findByLabelText('3 items')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /My Cart/ })).toHaveAttribute(
      'href',
      '/pharmacy/my-cart',
    );
    expect(screen.getAllByRole('link', { name: 'My Orders' })[0]).toHaveAttribute(
      'href',
      '/pharmacy/my-orders',
    );
  });

  it('waits for typing to pause before asking for suggestions (deviation 6), then opens the list', async () => {
    jest.useFakeTimers();
    const fetch = createFakeFetch({
      'GET /api/our-products/dolo': {
        body: { data: [suggestion('dolo-650-tablet', 'Dolo 650 Tablet')] },
      },
    });
    renderRoute('/pharmacy', route, fetch);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const box = await screen.findByRole('combobox', { name: 'Search medicines' });
    await user.type(box, 'dolo');
    // The list opens as soon as there is text, but no request has gone out while typing.
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(fetch.calls.filter((c) => c.url.includes('our-products'))).toHaveLength(0);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    });
    expect(await screen.findByRole('option', { name: /Dolo 650 Tablet/ })).toBeInTheDocument();
    // One request for the whole word, none for 'd', 'do', 'dol'.
    expect(fetch.calls.filter((c) => c.url.includes('our-products')).map((c) => c.url)).toEqual([
      '/api/our-products/dolo',
    ]);
  });

  it('cancels the older request: the list shows the answer for the text in the box', async () => {
    jest.useFakeTimers();
    let answerOld: (() => void) | undefined;
    const fetch = createFakeFetch({
      // The answer for 'do' is slow and arrives after the one for 'dolo'.
      'GET /api/our-products/do': () =>
        new Promise((resolve) => {
          answerOld = () => resolve({ body: { data: [suggestion('domstal', 'Domstal Tablet')] } });
        }),
      'GET /api/our-products/dolo': {
        body: { data: [suggestion('dolo-650-tablet', 'Dolo 650 Tablet')] },
      },
    });
    renderRoute('/pharmacy', route, fetch);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const box = await screen.findByRole('combobox', { name: 'Search medicines' });
    await user.type(box, 'do');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    });
    await user.type(box, 'lo');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    });
    expect(await screen.findByRole('option', { name: /Dolo 650 Tablet/ })).toBeInTheDocument();
    await act(async () => {
      answerOld?.();
      await jest.advanceTimersByTimeAsync(10);
    });
    const list = screen.getByRole('listbox');
    expect(within(list).queryByText('Domstal Tablet')).not.toBeInTheDocument();
    expect(within(list).getAllByRole('option')).toHaveLength(1);
  });

  it('picks a suggestion with the keyboard and opens that medicine', async () => {
    jest.useFakeTimers();
    const fetch = createFakeFetch({
      'GET /api/our-products/dolo': {
        body: { data: [suggestion('dolo-650-tablet', 'Dolo 650 Tablet')] },
      },
    });
    const { where } = renderRoute('/pharmacy', route, fetch);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const box = await screen.findByRole('combobox', { name: 'Search medicines' });
    await user.type(box, 'dolo');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    });
    await screen.findByRole('option', { name: /Dolo 650 Tablet/ });
    await user.keyboard('{ArrowDown}{Enter}');
    // A suggestion is one medicine: picking it opens that medicine, not a list.
    expect(where()).toBe('/products/product-detail/dolo-650-tablet');
  });

  it('Order Medicines searches the typed words, and asks for a name when the box is empty', async () => {
    const { where } = renderRoute('/pharmacy', route);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Order Medicines' }));
    expect(screen.getByText('Type a medicine or salt name first.')).toBeInTheDocument();
    expect(where()).toBe('/pharmacy');
    await user.type(screen.getByRole('combobox', { name: 'Search medicines' }), 'Para 500');
    await user.click(screen.getByRole('button', { name: 'Order Medicines' }));
    expect(where()).toBe('/search-product-list/para-500');
  });
});
