import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearUserInfo, createFakeFetch, writeUserInfo } from '@medibridge/api-client';
import { PHARMACY_MESSAGES } from '@medibridge/contract';
import { AZEE, CALPOL, DOLO, USER, detail, product, renderRoute } from '../test/renderRoute';
import { ProductDetailPage } from './ProductDetailPage';

const route = { path: '/products/product-detail/:slug', element: <ProductDetailPage /> };
const PACIMOL = product({ id: 4, slug: 'pacimol-500', title: 'Pacimol 500', sale_price: '9.80' });

/** The fact a `<dt>` names, read from its `<dd>`. */
function fact(term: string): string | null {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

afterEach(() => clearUserInfo());

describe('ProductDetailPage (/products/product-detail/:slug)', () => {
  it('shows the image, title, price and the facts of the medicine', async () => {
    renderRoute(
      '/products/product-detail/calpol-500-tablet',
      route,
      createFakeFetch({
        'GET /api/product-detail/calpol-500-tablet': { body: { data: detail(CALPOL) } },
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Calpol 500 Tablet' }),
    ).toBeVisible();
    expect(screen.getByRole('img', { name: 'Calpol 500 Tablet' })).toHaveAttribute('width', '400');
    expect(screen.getAllByText('₹15.20')[0]).toBeInTheDocument();
    expect(fact('Composition')).toBe('Paracetamol 500 mg');
    expect(fact('Pack size')).toBe('Strip of 15 tablets');
    expect(fact('Manufacturer')).toBe('Sunrise Remedies');
    expect(fact('Storage')).toBe('Store below 30°C, away from light.');
    expect(fact('Prescription')).toBe('Not needed');
    expect(
      screen.getByText('No substitute with the same composition is in our catalogue.'),
    ).toBeInTheDocument();
  });

  it('lists substitutes cheapest first, each linking to its page, and says when a prescription is needed', async () => {
    renderRoute(
      '/products/product-detail/azee-500-tablet',
      route,
      createFakeFetch({
        'GET /api/product-detail/azee-500-tablet': {
          body: { data: detail(AZEE, [DOLO, PACIMOL]) },
        },
      }),
    );
    expect(await screen.findByText(/This medicine needs a doctor’s prescription/)).toBeVisible();
    expect(fact('Prescription')).toBe('Needed (Rx)');
    const substitutes = screen.getByRole('region', { name: 'Substitutes' });
    const titles = within(substitutes)
      .getAllByRole('article')
      .map((card) => card.getAttribute('aria-labelledby'));
    expect(titles).toEqual(['product-4', 'product-2']);
    expect(within(substitutes).getByRole('link', { name: 'Pacimol 500' })).toHaveAttribute(
      'href',
      '/products/product-detail/pacimol-500',
    );
  });

  it('says a medicine is out of stock or no longer sold and does not offer to add it', async () => {
    writeUserInfo(USER);
    const out = product({ availability: 'out_of_stock' });
    const gone = product({
      id: 9,
      slug: 'old-500',
      title: 'Old 500',
      availability: 'discontinued',
    });
    renderRoute(
      '/products/product-detail/calpol-500-tablet',
      route,
      createFakeFetch({
        'GET /api/product-detail/calpol-500-tablet': { body: { data: detail(out, [gone]) } },
      }),
    );
    expect(
      await screen.findByText(
        'This medicine is out of stock just now. Look below for one with the same composition.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    const substitutes = screen.getByRole('region', { name: 'Substitutes' });
    expect(within(substitutes).getByText('No longer sold')).toBeVisible();
    expect(within(substitutes).queryByRole('button', { name: /Add Old 500/ })).toBeNull();
  });

  it('says a Schedule X / NDPS medicine is not sold online, and why, with no Add button', async () => {
    writeUserInfo(USER);
    const morphine = product({
      id: 11,
      slug: 'morphine-10-tablet',
      title: 'Morphine 10 Tablet',
      schedule: 'X',
      rx_required: true,
      availability: 'not_sold_online',
    });
    renderRoute(
      '/products/product-detail/morphine-10-tablet',
      route,
      createFakeFetch({
        'GET /api/product-detail/morphine-10-tablet': { body: { data: detail(morphine) } },
      }),
    );
    const note = await screen.findByRole('status');
    expect(note).toHaveTextContent('Not sold online');
    expect(note).toHaveTextContent(PHARMACY_MESSAGES.notSoldOnline);
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  });

  it('adds the medicine to the cart', async () => {
    writeUserInfo(USER);
    const fetch = createFakeFetch({
      'GET /api/product-detail/calpol-500-tablet': { body: { data: detail(CALPOL) } },
      'POST /api/add-product-in-session-cart/': {
        body: { status: 200, message: PHARMACY_MESSAGES.alreadyInCart, data: null },
      },
    });
    renderRoute('/products/product-detail/calpol-500-tablet', route, fetch);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText(PHARMACY_MESSAGES.alreadyInCart)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to cart' })).toHaveAttribute(
      'href',
      '/pharmacy/my-cart',
    );
  });

  it('says a medicine is not in the catalogue', async () => {
    renderRoute(
      '/products/product-detail/gone',
      route,
      createFakeFetch({
        'GET /api/product-detail/gone': {
          status: 404,
          body: { statusCode: 404, message: PHARMACY_MESSAGES.productUnknown },
        },
      }),
    );
    expect(
      await screen.findByRole('heading', { name: PHARMACY_MESSAGES.productUnknown }),
    ).toBeInTheDocument();
  });
});
