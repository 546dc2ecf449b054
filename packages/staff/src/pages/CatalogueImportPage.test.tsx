import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearUserInfo, createFakeFetch, writeUserInfo } from '@medibridge/api-client';
import {
  CATALOGUE_CSV_MESSAGES as C,
  CATALOGUE_MESSAGES,
  MEDICINE_ADMIN_MESSAGES as M,
  type ImportReport,
} from '@medibridge/contract';
import { ME, STAFF_USER, meAnswer, renderRoute } from '../test/renderRoute';
import { CatalogueImportPage } from './CatalogueImportPage';

const route = { path: '/staff/catalogue-import', element: <CatalogueImportPage /> };
const report = (over: Partial<ImportReport>): ImportReport => ({
  rows: 4,
  created: 1,
  updated: 3,
  problem_count: 0,
  problems: [],
  applied: false,
  ...over,
});

beforeEach(() => writeUserInfo(STAFF_USER));
afterEach(() => clearUserInfo());

describe('CatalogueImportPage (/staff/catalogue-import)', () => {
  it('offers both downloads, lists a packages file’s problems by line and column, and imports a clean prices file', async () => {
    let packageChecks = 0;
    const fetch = createFakeFetch({
      [ME]: meAnswer(['admin']),
      'POST /api/staff/catalogue/packages/import/check': () => {
        packageChecks += 1;
        return {
          body: {
            message: M.csvChecked,
            data: report({
              problem_count: 2,
              problems: [
                { line: 2, column: 'base_price', message: CATALOGUE_MESSAGES.price },
                { line: 5, column: 'master_id', message: C.specialityUnknown },
              ],
            }),
          },
        };
      },
      'POST /api/staff/catalogue/prices/import/check': {
        body: { message: M.csvChecked, data: report({}) },
      },
      'POST /api/staff/catalogue/prices/import': {
        body: { message: M.csvImported, data: report({ applied: true }) },
      },
    });
    renderRoute('/staff/catalogue-import', route, fetch);
    const user = userEvent.setup();
    const packages = await screen.findByRole('region', { name: 'Packages' });
    const prices = screen.getByRole('region', { name: 'Hospital prices' });
    expect(
      within(packages).getByRole('link', { name: 'Download the packages as CSV' }),
    ).toHaveAttribute('href', '/api/staff/catalogue/packages.csv');
    expect(
      within(prices).getByRole('link', { name: 'Download the hospital prices as CSV' }),
    ).toHaveAttribute('href', '/api/staff/catalogue/prices.csv');

    await user.upload(
      within(packages).getByLabelText('CSV file'),
      new File(['slug,name\r\na,b\r\n'], 'packages.csv', { type: 'text/csv' }),
    );
    await user.click(within(packages).getByRole('button', { name: 'Check the file' }));
    const table = await within(packages).findByRole('table', { name: 'Problems in the file' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['2', 'base_price', CATALOGUE_MESSAGES.price],
      ['5', 'master_id', C.specialityUnknown],
    ]);
    expect(packageChecks).toBe(1);
    expect(within(packages).queryByRole('button', { name: /^Import/ })).toBeNull();

    await user.upload(
      within(prices).getByLabelText('CSV file'),
      new File(['package_slug,hospital_slug,price\r\na,b,1\r\n'], 'prices.csv', {
        type: 'text/csv',
      }),
    );
    await user.click(within(prices).getByRole('button', { name: 'Check the file' }));
    await user.click(await within(prices).findByRole('button', { name: 'Import 4 rows' }));
    expect(
      await within(prices).findByText('Imported 4 rows: 1 new, 3 changed.'),
    ).toBeInTheDocument();
    expect(fetch.calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/staff/catalogue/packages/import/check',
      '/api/staff/catalogue/prices/import/check',
      '/api/staff/catalogue/prices/import',
    ]);
  }, 30_000);
});
