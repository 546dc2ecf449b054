import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearUserInfo, createFakeFetch, writeUserInfo } from '@medibridge/api-client';
import {
  MEDICINE_ADMIN_MESSAGES as M,
  type ImportReport,
  type StaffMedicine,
} from '@medibridge/contract';
import { ME, STAFF_USER, meAnswer, renderRoute } from '../test/renderRoute';
import { MedicinesPage } from './MedicinesPage';

const route = { path: '/staff/medicines', element: <MedicinesPage /> };
const LIST = 'GET /api/staff/medicines';
const CHECK = 'POST /api/staff/medicines/import/check';
const IMPORT = 'POST /api/staff/medicines/import';

const DOLO: StaffMedicine = {
  id: 11,
  slug: 'dolo-650-tablet',
  title: 'Dolo 650 Tablet',
  title_hi: '',
  brand: 'Dolo',
  composition: 'Paracetamol 650 mg',
  salts: 'Paracetamol',
  form: 'Tablet',
  pack_size: 'Strip of 15 tablets',
  manufacturer: 'Micro Labs (fictional)',
  schedule: 'OTC',
  tpg_list: 'O',
  rx_required: false,
  category: 'Pain and fever',
  storage: 'Store below 30°C.',
  mrp: '33.00',
  sale_price: '30.50',
  gst_rate: 12,
  hsn_code: '3004',
  stock: 40,
  discontinued: false,
};
const page = (data: StaffMedicine[]) => ({
  body: { data, meta: { page: 1, per_page: 20, total: data.length } },
});
const report = (over: Partial<ImportReport>): ImportReport => ({
  rows: 3,
  created: 2,
  updated: 1,
  problem_count: 0,
  problems: [],
  applied: false,
  ...over,
});

beforeEach(() => writeUserInfo(STAFF_USER));
afterEach(() => clearUserInfo());

describe('MedicinesPage (/staff/medicines)', () => {
  it('lists products with price and stock, and saves an edit, showing a field’s problem in words first', async () => {
    let listed = [DOLO, { ...DOLO, id: 12, slug: 'old-500', title: 'Old 500', discontinued: true }];
    let tries = 0;
    const fetch = createFakeFetch({
      [ME]: meAnswer(['admin']),
      [LIST]: () => page(listed),
      'PUT /api/staff/medicines/11': (request) => {
        tries += 1;
        if (tries === 1)
          return {
            status: 422,
            body: { message: 'Please check the form.', errors: { sale_price: M.saleAboveMrp } },
          };
        const body = request.body as { stock: number };
        listed = [{ ...DOLO, stock: body.stock }];
        return { body: { code: 200, message: M.medicineSaved, data: listed[0] } };
      },
    });
    renderRoute('/staff/medicines', route, fetch);
    const list = await screen.findByRole('list', { name: 'Products' });
    expect(within(list).getByText('Dolo 650 Tablet')).toBeInTheDocument();
    expect(within(list).getByText('In stock: 40')).toBeInTheDocument();
    expect(within(list).getByText('Discontinued')).toBeInTheDocument();
    expect(within(list).getAllByText(/MRP ₹33.00 · sale ₹30.50 · GST 12%/)).toHaveLength(2);

    const user = userEvent.setup();
    await user.click(within(list).getByRole('button', { name: 'Edit Dolo 650 Tablet' }));
    const form = screen.getByRole('form', { name: 'Edit Dolo 650 Tablet' });
    const stock = within(form).getByLabelText('Stock (packs)');
    await user.clear(stock);
    await user.type(stock, '0');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(M.saleAboveMrp)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved: Dolo 650 Tablet')).toBeInTheDocument();
    expect(await within(list).findByText('Out of stock')).toBeInTheDocument();
    const put = fetch.calls.filter((c) => c.method === 'PUT').at(-1);
    expect(put?.body).toMatchObject({
      stock: 0,
      gst_rate: 12,
      discontinued: false,
    });
  }, 30_000);

  it('checks a CSV, lists every problem by line and column, and imports only a file without problems', async () => {
    let checks = 0;
    const fetch = createFakeFetch({
      [ME]: meAnswer(['admin']),
      [LIST]: page([DOLO]),
      [CHECK]: () => {
        checks += 1;
        return {
          body: {
            message: M.csvChecked,
            data:
              checks === 1
                ? report({
                    problem_count: 2,
                    problems: [
                      { line: 3, column: 'schedule', message: M.scheduleInvalid },
                      { line: 4, column: 'stock', message: M.stockInvalid },
                    ],
                  })
                : report({}),
          },
        };
      },
      [IMPORT]: { body: { message: M.csvImported, data: report({ applied: true }) } },
    });
    renderRoute('/staff/medicines', route, fetch);
    const user = userEvent.setup();
    const file = new File(['slug,title\r\na,b\r\n'], 'medicines.csv', { type: 'text/csv' });
    await user.upload(await screen.findByLabelText('CSV file'), file);
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    const table = await screen.findByRole('table', { name: 'Problems in the file' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['3', 'schedule', M.scheduleInvalid],
      ['4', 'stock', M.stockInvalid],
    ]);
    expect(screen.queryByRole('button', { name: /^Import/ })).toBeNull();
    expect(fetch.calls.find((c) => c.method === 'POST')?.body).toEqual({
      csv: 'slug,title\r\na,b\r\n',
    });

    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(
      await screen.findByText('No problems found. Import to write every row.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import 3 rows' }));
    expect(await screen.findByText('Imported 3 rows: 2 new, 1 changed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export the catalogue as CSV' })).toHaveAttribute(
      'href',
      '/api/staff/medicines.csv',
    );
  }, 30_000);
});
