import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeFetch } from '@medibridge/api-client';
import { IMAGE_PATHS, VENDOR_PACKAGE } from '../test/fixtures';
import { openModalOf, renderRoute } from '../test/renderRoute';

function network() {
  return createFakeFetch({
    ...IMAGE_PATHS,
    'GET /api/vendor-selected-package/hospital/hospital-1/total-knee-replacement': {
      body: { data: VENDOR_PACKAGE },
    },
    'GET /api/vendor-detail/hospital/hospital-1': {
      body: {
        data: {
          ...VENDOR_PACKAGE.vendor,
          packages: [
            {
              id: 7,
              name: 'Total Knee Replacement',
              slug: 'total-knee-replacement',
              main_img: 'k.svg',
              package_master_name: 'Orthopaedics',
              price: '201000.00',
            },
          ],
        },
      },
    },
  });
}

describe('vendor package detail', () => {
  it('shows vendor info, service cards and switches between Overview and Locations', async () => {
    const user = userEvent.setup();
    renderRoute('/hospital-package-detail/hospital-1/total-knee-replacement', network());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sahyadri Care 1' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Implant' })).toBeInTheDocument();
    const overview = screen.getByRole('tab', { name: 'Overview' });
    expect(overview).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Overview' })).toHaveTextContent(
      'A 200-bed multispeciality hospital',
    );
    expect(screen.getByRole('tabpanel', { name: 'Overview' })).toHaveTextContent('Blood bank');
    await user.click(screen.getByRole('tab', { name: 'Locations' }));
    const locations = screen.getByRole('tabpanel', { name: 'Locations' });
    expect(locations).toHaveTextContent('PIN code 411001');
    expect(within(locations).getByText(/1 MG Road/)).toBeInTheDocument();
  });

  it('opens the quote modal with this hospital and package', async () => {
    const user = userEvent.setup();
    const { store } = renderRoute(
      '/hospital-package-detail/hospital-1/total-knee-replacement',
      network(),
    );
    await user.click(await screen.findByRole('button', { name: 'Get Quote' }));
    expect(openModalOf(store)).toEqual({
      name: 'hospitalQuote',
      props: {
        hospitalId: 101,
        hospitalName: 'Sahyadri Care 1',
        package_id: '7',
        packageName: 'Total Knee Replacement',
      },
    });
  });

  it('asks for the picture paths while its own data is still on the way, not after it', async () => {
    let answer: (() => void) | undefined;
    const fetchFn = network().on(
      'GET /api/vendor-selected-package/hospital/hospital-1/total-knee-replacement',
      () =>
        new Promise((resolve) => {
          answer = () => resolve({ body: { data: VENDOR_PACKAGE } });
        }),
    );
    renderRoute('/hospital-package-detail/hospital-1/total-knee-replacement', fetchFn);
    await waitFor(() =>
      expect(fetchFn.calls.map((c) => c.url).sort()).toEqual([
        '/api/package-service-image-path',
        '/api/vendor-image-path',
        '/api/vendor-selected-package/hospital/hospital-1/total-knee-replacement',
      ]),
    );
    answer?.();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sahyadri Care 1' }),
    ).toBeInTheDocument();
  });

  it("fetches the hospital's own picture at once and leaves the service pictures until they near the screen", async () => {
    const { container } = renderRoute(
      '/hospital-package-detail/hospital-1/total-knee-replacement',
      network(),
    );
    await screen.findByRole('heading', { level: 1, name: 'Sahyadri Care 1' });
    await waitFor(() => expect(container.querySelector('img[src$="v1.svg"]')).not.toBeNull());
    const hospital = container.querySelector('img[src$="v1.svg"]');
    expect([hospital?.getAttribute('loading'), hospital?.getAttribute('fetchpriority')]).toEqual([
      'eager',
      'high',
    ]);
    const service = container.querySelector('img[src$="implant.svg"]');
    expect([service?.getAttribute('loading'), service?.getAttribute('fetchpriority')]).toEqual([
      'lazy',
      'auto',
    ]);
  });

  it('answers 404 for a first segment that is not a vendor page, without calling the server', async () => {
    const { fetchFn } = renderRoute('/some-thing/else/entirely', network());
    expect(
      await screen.findByRole('heading', { name: /couldn’t find that page/ }),
    ).toBeInTheDocument();
    expect(fetchFn.calls).toHaveLength(0);
  });

  it('does not shadow static routes', async () => {
    renderRoute('/search-package-results/1/7', network());
    // The results route wins over the vendor pattern: it asks for hospitals, not a vendor.
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('says when the hospital or package does not exist', async () => {
    const fetchFn = network().on('GET /api/vendor-selected-package/hospital/nowhere/knee', {
      status: 404,
      body: {
        statusCode: 404,
        error: 'Not Found',
        message: 'No hospital called nowhere offers that package.',
      },
    });
    renderRoute('/hospital-package-detail/nowhere/knee', fetchFn);
    expect(
      await screen.findByText('No hospital called nowhere offers that package.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

describe('vendor profile', () => {
  it('shows the vendor and links its packages to the vendor package page', async () => {
    renderRoute('/hospital-detail/hospital-1', network());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sahyadri Care 1' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/hospital-package-detail/hospital-1/total-knee-replacement',
    );
  });
});
