import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeFetch } from '@medibridge/api-client';
import { SUPPORT_PHONE_HREF } from '@medibridge/contract';
import { COMPARE_LIMIT_MESSAGE } from '../lib/compare';
import { CITIES, IMAGE_PATHS, hospitalRow } from '../test/fixtures';
import { openModalOf, renderRoute } from '../test/renderRoute';

const RESULTS = 'GET /api/search-hospital-packages/1/7';

function network(rows = [1, 2, 3, 4].map((n) => hospitalRow(n))) {
  return createFakeFetch({
    ...IMAGE_PATHS,
    'GET /api/get-hospital-cities': { body: { data: CITIES } },
    [RESULTS]: { body: rows },
  });
}

describe('hospital results', () => {
  it('lists each hospital with shop name, address, city, state, package, View Details and Get Quote', async () => {
    renderRoute('/search-package-results/1/7', network());
    const row = await screen.findByRole('article', { name: 'Sahyadri Care 2' });
    expect(within(row).getByText(/2 MG Road/)).toBeInTheDocument();
    expect(within(row).getByText(/Pune, Maharashtra/)).toBeInTheDocument();
    expect(within(row).getByText('Total Knee Replacement')).toBeInTheDocument();
    expect(
      within(row).getByRole('link', { name: 'View Details of Sahyadri Care 2' }),
    ).toHaveAttribute('href', '/hospital-package-detail/hospital-2/total-knee-replacement');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Total Knee Replacement in Pune' }),
    ).toBeInTheDocument();
  });

  it('opens the hospital quote modal by name with the hospital and package filled', async () => {
    const user = userEvent.setup();
    const { store } = renderRoute('/search-package-results/1/7', network());
    await user.click(await screen.findByRole('button', { name: 'Get Quote from Sahyadri Care 3' }));
    expect(await screen.findByRole('dialog', { name: 'Quote modal' })).toBeInTheDocument();
    expect(openModalOf(store)).toEqual({
      name: 'hospitalQuote',
      props: {
        hospitalId: 103,
        hospitalName: 'Sahyadri Care 3',
        package_id: '7',
        city_id: '1',
        packageName: 'Total Knee Replacement',
      },
    });
  });

  it('compares up to three hospitals side by side and refuses a fourth with a clear message', async () => {
    const user = userEvent.setup();
    renderRoute('/search-package-results/1/7', network());
    await user.click(await screen.findByRole('checkbox', { name: 'Compare Sahyadri Care 1' }));
    const tray = screen.getByRole('region', { name: 'Compare hospitals' });
    expect(within(tray).getByRole('button', { name: 'Compare 1' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Compare Sahyadri Care 2' }));
    await user.click(screen.getByRole('checkbox', { name: 'Compare Sahyadri Care 3' }));
    await user.click(screen.getByRole('checkbox', { name: 'Compare Sahyadri Care 4' }));
    expect(screen.getByRole('alert')).toHaveTextContent(COMPARE_LIMIT_MESSAGE);
    expect(screen.getByRole('checkbox', { name: 'Compare Sahyadri Care 4' })).not.toBeChecked();

    await user.click(within(tray).getByRole('button', { name: 'Compare 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compare hospitals' });
    const table = within(dialog).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Sahyadri Care 1', 'Sahyadri Care 2', 'Sahyadri Care 3']);
    for (const row of ['Specialisation', 'Inclusions', 'Amenities', 'Facilities', 'Location']) {
      expect(within(table).getByRole('rowheader', { name: row })).toBeInTheDocument();
    }
    expect(within(table).getByText('Room 2 days')).toBeInTheDocument();
    expect(within(table).getByText('ICU 3')).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: /Get Quote from/ })).toHaveLength(3);
  });

  it('says no hospital offers the package in the city yet, with ways onward', async () => {
    renderRoute('/search-package-results/1/7', network([]));
    expect(
      await screen.findByRole('heading', { name: 'No hospital offers this package in Pune yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search another city' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call us' })).toHaveAttribute(
      'href',
      SUPPORT_PHONE_HREF,
    );
  });

  it('explains a failed call and retries it', async () => {
    const user = userEvent.setup();
    let fail = true;
    const fetchFn = network().on(RESULTS, () =>
      fail
        ? {
            status: 503,
            body: {
              statusCode: 503,
              error: 'Service Unavailable',
              message: 'The catalogue is busy. Please try again.',
            },
          }
        : { body: [hospitalRow(1)] },
    );
    renderRoute('/search-package-results/1/7', fetchFn);
    expect(await screen.findByText('The catalogue is busy. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Sahyadri Care 1' })).toBeInTheDocument();
  });
});
