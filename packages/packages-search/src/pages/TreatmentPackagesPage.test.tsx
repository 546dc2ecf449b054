import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeFetch } from '@medibridge/api-client';
import { IMAGE_PATHS, activePackage } from '../test/fixtures';
import { renderRoute } from '../test/renderRoute';

const LONG_NAME = `Comprehensive ${'cardiac '.repeat(30)}care`;
const LONG_DESCRIPTION = 'Includes-'.repeat(30);

function network() {
  return createFakeFetch({
    ...IMAGE_PATHS,
    'GET /api/all-active-packages': {
      body: {
        data: [
          { ...activePackage(1, LONG_NAME), short_description: LONG_DESCRIPTION, slug: 'long-one' },
          activePackage(2, 'Angioplasty'),
        ],
      },
    },
    'GET /api/all-active-packages/angio': { body: { data: [activePackage(2, 'Angioplasty')] } },
    'GET /api/package-master': {
      body: {
        data: [
          {
            id: 1,
            name: 'Cardiology',
            slug: 'cardiology',
            package_master_slug: 'cardiology',
            master_img: 'c.svg',
            description: 'Heart care',
            packages: [{ name: 'Angioplasty', slug: 'angioplasty' }],
          },
        ],
      },
    },
    'GET /api/get-package-by-master-package-id/cardiology': {
      body: {
        data: [
          {
            ...activePackage(2, 'Angioplasty'),
            package_master_name: 'Cardiology',
            price_from: '150000.00',
            vendor_count: 4,
          },
        ],
      },
    },
  });
}

describe('treatment packages', () => {
  it('cuts names to 150 and descriptions to 100 characters and links View Details to the package', async () => {
    renderRoute('/treatment-package', network());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Treatment Packages' }),
    ).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    const long = cards[0]!;
    const name = within(long).getByRole('heading').textContent ?? '';
    expect(Array.from(name)).toHaveLength(150);
    expect(name.endsWith('…')).toBe(true);
    const description = long.querySelector('p')?.textContent ?? '';
    expect(Array.from(description)).toHaveLength(100);
    expect(within(long).getByRole('link', { name: /View Details/ })).toHaveAttribute(
      'href',
      '/package-details/long-one',
    );
  });

  it('renders 24 cards first and the rest with Show more, so a long list does not block the first tap', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 30 }, (_, i) => activePackage(i + 1, `Package ${i + 1}`));
    renderRoute(
      '/treatment-package',
      createFakeFetch({
        ...IMAGE_PATHS,
        'GET /api/all-active-packages': { body: { data: many } },
        'GET /api/package-master': { body: { data: [] } },
      }),
    );
    expect(await screen.findAllByRole('article')).toHaveLength(24);
    await user.click(screen.getByRole('button', { name: 'Show 6 more packages' }));
    expect(screen.getAllByRole('article')).toHaveLength(30);
    expect(screen.queryByRole('button', { name: /more packages/ })).not.toBeInTheDocument();
  });

  it('searches by name with the search box', async () => {
    const user = userEvent.setup();
    const { fetchFn } = renderRoute('/treatment-package', network());
    await screen.findAllByRole('article');
    await user.type(screen.getByRole('searchbox', { name: 'Search package By Name' }), 'angio');
    expect(await screen.findByRole('article', { name: 'Angioplasty' })).toBeInTheDocument();
    await screen.findByText(
      (_, el) =>
        el?.tagName === 'UL' &&
        el.getAttribute('aria-busy') === 'false' &&
        el.children.length === 1,
    );
    expect(fetchFn.calls.map((c) => c.url)).toContain('/api/all-active-packages/angio');
  });

  it('shows a group’s packages by master id and the groups menu', async () => {
    renderRoute('/group-treatment-package/cardiology', network());
    expect(await screen.findByRole('article', { name: 'Angioplasty' })).toBeInTheDocument();
    expect(screen.getByText(/Cardiology: fixed-price packages/)).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Browse by speciality' });
    expect(await within(menu).findByText('Cardiology')).toBeInTheDocument();
    // A group's links are rendered when it is opened, not before.
    expect(within(menu).queryByRole('link', { name: 'Angioplasty' })).not.toBeInTheDocument();
    const group = within(menu).getByText('Cardiology').closest('details')!;
    group.open = true;
    fireEvent(group, new Event('toggle'));
    expect(await within(menu).findByRole('link', { name: 'Angioplasty' })).toHaveAttribute(
      'href',
      '/package-details/angioplasty',
    );
    expect(within(menu).getByRole('link', { name: 'All Cardiology packages' })).toHaveAttribute(
      'href',
      '/group-treatment-package/cardiology',
    );
  });

  it('links from above the list to the specialities menu that follows it on a phone', async () => {
    renderRoute('/treatment-package', network());
    const menu = await screen.findByRole('navigation', { name: 'Browse by speciality' });
    const jump = screen.getByRole('link', { name: /Browse by speciality/ });
    expect(jump).toHaveAttribute('href', `#${menu.id}`);
    expect(menu.id).not.toBe('');
    expect(jump.compareDocumentPosition(menu) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('reads masterPackageId from the route', async () => {
    const { fetchFn } = renderRoute('/treatment-package/cardiology', network());
    expect(await screen.findByRole('article', { name: 'Angioplasty' })).toBeInTheDocument();
    expect(fetchFn.calls.map((c) => c.url)).toContain(
      '/api/get-package-by-master-package-id/cardiology',
    );
  });
});
