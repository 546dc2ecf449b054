import {
  ENDPOINT_TABLE,
  type EndpointName,
  MEDICINE_ADMIN_MESSAGES as M,
  MEDICINE_CSV_COLUMNS,
  PHARMACY_MESSAGES,
  TPG_MESSAGES,
} from '@medibridge/contract';
import { ENDPOINTS } from '@medibridge/contract/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { medicines } from '../../db/schema';
import { parseCsv, writeCsv } from '../../lib/csv';
import { buildTestApp } from '../../test/buildTestApp';
import { putTestMedicines, type TestMedicineSlug } from '../../test/medicines';
import { multipart } from '../../test/multipart';
import { apiUrl, bearer, loginWithPassword, registerPatient } from '../../test/patients';
import { createTestStaff } from '../../test/staff';

/**
 * The operator's medicine catalogue (issue 32 §4, docs/decisions/0058): create and edit with the contract's
 * words, stock and discontinued refused by the cart, prices frozen at Confirm, and the CSV check and import.
 */

const PASSWORD = 'Staff@Pass123';
let app: FastifyInstance;
let admin = '';
let ids: Record<TestMedicineSlug, number>;

beforeAll(async () => {
  app = await buildTestApp();
  ids = await putTestMedicines(app.db);
  await createTestStaff(app.db, { mobile: '9000000071', name: 'Asha Admin', password: PASSWORD }, [
    'admin',
  ]);
  admin = await loginWithPassword(app, '9000000071', PASSWORD);
}, 120_000);
afterAll(async () => {
  await app.close();
});

const call = (
  name: EndpointName,
  options: { params?: Record<string, string>; body?: unknown; query?: string } = {},
) =>
  app.inject({
    method: ENDPOINT_TABLE[name].method,
    url: apiUrl(name, options.params) + (options.query ?? ''),
    headers: bearer(admin),
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });

const FORM = {
  title: 'Zerofen 400 Tablet',
  title_hi: 'ज़ीरोफ़ेन 400 टैबलेट',
  brand: 'Zerofen',
  composition: 'Ibuprofen 400 mg',
  salts: 'Ibuprofen',
  form: 'Tablet',
  pack_size: 'Strip of 10 tablets',
  manufacturer: 'Testwell Remedies (fictional)',
  schedule: 'OTC',
  category: 'Pain and fever',
  storage: 'Store below 30°C.',
  mrp: '40.00',
  sale_price: '36.50',
  gst_rate: 12,
  hsn_code: '3004',
  stock: 25,
  discontinued: false,
};

async function auditOf(action: string) {
  const res = await call('staffAuditList', { query: `?action=${action}` });
  return ENDPOINTS.staffAuditList.response.parse(res.json()).data;
}

async function staffMedicine(slug: string) {
  const res = await call('staffMedicineList', { query: `?q=${slug}` });
  const found = ENDPOINTS.staffMedicineList.response
    .parse(res.json())
    .data.find((m) => m.slug === slug);
  if (!found) throw new Error(`no ${slug}`);
  return found;
}

describe('the operator’s medicines', () => {
  it('refuses a product the contract refuses, with words on each field', async () => {
    const res = await call('staffMedicineCreate', {
      body: { ...FORM, title: ' ', schedule: 'Q', sale_price: '45.00', gst_rate: 7, stock: -1 },
    });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json() as { errors: Record<string, string> };
    expect(errors).toMatchObject({
      title: M.titleRequired,
      schedule: M.scheduleInvalid,
      gst_rate: M.gstInvalid,
      stock: M.stockInvalid,
    });
    const dear = await call('staffMedicineCreate', { body: { ...FORM, sale_price: '45.00' } });
    expect(dear.statusCode).toBe(422);
    expect((dear.json() as { errors: Record<string, string> }).errors).toEqual({
      sale_price: M.saleAboveMrp,
    });
  });

  it('adds a product (web name from its title), edits it, and audits both with before → after', async () => {
    const created = await call('staffMedicineCreate', { body: FORM });
    expect(created.statusCode).toBe(200);
    const saved = ENDPOINTS.staffMedicineCreate.response.parse(created.json()).data;
    expect(saved).toMatchObject({
      slug: 'zerofen-400-tablet',
      sale_price: '36.50',
      gst_rate: 12,
      stock: 25,
    });

    const taken = await call('staffMedicineCreate', { body: { ...FORM, slug: saved.slug } });
    expect(taken.statusCode).toBe(409);
    expect((taken.json() as { message: string }).message).toBe(M.slugTaken);

    const edited = await call('staffMedicineUpdate', {
      params: { medicine_id: String(saved.id) },
      body: { ...FORM, sale_price: '34.00', stock: 0 },
    });
    expect(edited.statusCode).toBe(200);
    expect(ENDPOINTS.staffMedicineUpdate.response.parse(edited.json()).data).toMatchObject({
      sale_price: '34.00',
      stock: 0,
    });
    const [change] = await auditOf('medicine.update');
    expect(change).toMatchObject({
      subject: 'zerofen-400-tablet',
      role: 'admin',
      before: { sale_price: '36.50', stock: 25 },
      after: { sale_price: '34.00', stock: 0 },
    });
    const [added] = await auditOf('medicine.create');
    expect(added).toMatchObject({ subject: 'zerofen-400-tablet', before: null });

    const unknown = await call('staffMedicineUpdate', {
      params: { medicine_id: '999999' },
      body: FORM,
    });
    expect(unknown.statusCode).toBe(404);
    expect((unknown.json() as { message: string }).message).toBe(M.medicineUnknown);
  });

  it('leaves the stock alone when the form did not change it: packs taken by orders since it opened stay taken', async () => {
    const body = { ...FORM, title: 'Stockfen 400 Tablet', title_hi: '', stock: 10 };
    const created = await call('staffMedicineCreate', { body });
    const saved = ENDPOINTS.staffMedicineCreate.response.parse(created.json()).data;
    const params = { medicine_id: String(saved.id) };
    // The form opened at 10; two orders then took 3 packs.
    await app.db.update(medicines).set({ stock: 7 }).where(eq(medicines.id, saved.id));
    const priceOnly = await call('staffMedicineUpdate', {
      params,
      body: { ...body, sale_price: '30.00', stock_was: 10 },
    });
    expect(ENDPOINTS.staffMedicineUpdate.response.parse(priceOnly.json()).data).toMatchObject({
      sale_price: '30.00',
      stock: 7,
    });
    // A count typed by the operator replaces it.
    const counted = await call('staffMedicineUpdate', {
      params,
      body: { ...body, stock: 40, stock_was: 10 },
    });
    expect(ENDPOINTS.staffMedicineUpdate.response.parse(counted.json()).data.stock).toBe(40);
    // Without stock_was (the CSV, an older client) the stock given is the stock.
    const plain = await call('staffMedicineUpdate', { params, body: { ...body, stock: 12 } });
    expect(ENDPOINTS.staffMedicineUpdate.response.parse(plain.json()).data.stock).toBe(12);
  });

  it('keeps the TPG 2020 list: by the rule when blank, edited and audited, always prohibited for NDPS', async () => {
    const body = { ...FORM, title: 'Tpgfen 400 Tablet', title_hi: '' };
    const created = await call('staffMedicineCreate', { body });
    const saved = ENDPOINTS.staffMedicineCreate.response.parse(created.json()).data;
    expect(saved.tpg_list).toBe('O');
    const params = { medicine_id: String(saved.id) };
    const edited = await call('staffMedicineUpdate', { params, body: { ...body, tpg_list: 'B' } });
    expect(ENDPOINTS.staffMedicineUpdate.response.parse(edited.json()).data.tpg_list).toBe('B');
    const [change] = await auditOf('medicine.update');
    expect(change).toMatchObject({
      subject: 'tpgfen-400-tablet',
      before: { tpg_list: 'O' },
      after: { tpg_list: 'B' },
    });
    const ndps = await call('staffMedicineUpdate', {
      params,
      body: { ...body, salts: 'Tramadol', schedule: 'H1', tpg_list: 'A' },
    });
    expect(ndps.statusCode).toBe(422);
    expect(ndps.json()).toMatchObject({ errors: { tpg_list: TPG_MESSAGES.mustBeProhibited } });
    const bad = await call('staffMedicineUpdate', { params, body: { ...body, tpg_list: 'C' } });
    expect(bad.json()).toMatchObject({ errors: { tpg_list: TPG_MESSAGES.tpgInvalid } });
    // The CSV carries it.
    const csv = await call('staffMedicineCsv');
    const [header, ...rows] = parseCsv(csv.body);
    const at = header!.cells.indexOf('tpg_list');
    expect(at).toBeGreaterThan(-1);
    expect(rows.find((r) => r.cells[0] === 'tpgfen-400-tablet')?.cells[at]).toBe('B');
  });

  it('an out-of-stock or discontinued product: the page says so and the cart refuses it with words', async () => {
    const slug = 'test-feverona-500-tablet';
    const product = await staffMedicine(slug);
    const form = { ...FORM, ...pick(product), stock: 0 };
    expect(
      (
        await call('staffMedicineUpdate', {
          params: { medicine_id: String(product.id) },
          body: form,
        })
      ).statusCode,
    ).toBe(200);
    const p = await registerPatient(app, { name: 'Ravi Kumar' });
    const refused = await p.browser.post(apiUrl('cartAdd'), { product_id: ids[slug] });
    expect(refused.statusCode).toBe(409);
    expect((refused.json() as { message: string }).message).toBe(PHARMACY_MESSAGES.outOfStock);

    await call('staffMedicineUpdate', {
      params: { medicine_id: String(product.id) },
      body: { ...form, stock: 9, discontinued: true },
    });
    const gone = await p.browser.post(apiUrl('cartAdd'), { product_id: ids[slug] });
    expect((gone.json() as { message: string }).message).toBe(PHARMACY_MESSAGES.discontinued);

    await call('staffMedicineUpdate', {
      params: { medicine_id: String(product.id) },
      body: { ...form, stock: 9 },
    });
    expect((await p.browser.post(apiUrl('cartAdd'), { product_id: ids[slug] })).statusCode).toBe(
      200,
    );
  });

  it('a price change never changes an order already placed', async () => {
    const slug = 'test-calpirex-500-tablet';
    const p = await registerPatient(app, { name: 'Asha Verma' });
    expect((await p.browser.post(apiUrl('cartAdd'), { product_id: ids[slug] })).statusCode).toBe(
      200,
    );
    const form = multipart({
      firstName: 'Asha',
      last_name: 'Verma',
      mobile: p.mobile,
      email: p.email,
      pinCode: '411005',
      address: 'Flat 12, Sai Residency, Ganeshkhind Road',
      locationTown: 'Shivajinagar',
      city_district: 'Pune',
      state: 'Maharashtra',
      payment_method: 'cod',
    });
    const placed = await p.browser.request({ method: 'POST', url: apiUrl('orderPlace'), ...form });
    expect(placed.statusCode).toBe(200);
    const orderNo = (placed.json() as { data: { order_no: string } }).data.order_no;
    const before = ENDPOINTS.orderRow.response.parse(
      (await p.browser.get(apiUrl('orderRow', { order_no: orderNo }))).json(),
    ).data;

    const product = await staffMedicine(slug);
    const res = await call('staffMedicineUpdate', {
      params: { medicine_id: String(product.id) },
      body: { ...FORM, ...pick(product), mrp: '99.00', sale_price: '95.00' },
    });
    expect(res.statusCode).toBe(200);
    const after = ENDPOINTS.orderRow.response.parse(
      (await p.browser.get(apiUrl('orderRow', { order_no: orderNo }))).json(),
    ).data;
    expect(after).toEqual(before);
    expect(after.lines[0]).toMatchObject({ sale_price: '30.00' });
  });
});

/** The form fields of a listed product. */
function pick(m: Awaited<ReturnType<typeof staffMedicine>>) {
  const { id: _id, rx_required: _rx, ...form } = m;
  return form;
}

/** A CSV of `n` new products, with `bad` lines (2-based, as in the file) made wrong in three ways. */
function catalogueCsv(n: number, prefix: string): string[][] {
  const rows: string[][] = [[...MEDICINE_CSV_COLUMNS]];
  for (let i = 1; i <= n; i += 1)
    rows.push(
      MEDICINE_CSV_COLUMNS.map((c) => {
        if (c === 'slug') return `${prefix}-${i}`;
        if (c === 'title') return `Importa ${prefix} ${i} Tablet`;
        if (c === 'title_hi') return '';
        if (c === 'mrp') return '50.00';
        if (c === 'sale_price') return '45.00';
        if (c === 'gst_rate') return '5';
        if (c === 'stock') return '10';
        if (c === 'discontinued') return 'no';
        if (c === 'schedule') return 'OTC';
        if (c === 'hsn_code') return '3004';
        if (c === 'tpg_list') return 'O';
        return String((FORM as Record<string, unknown>)[c]);
      }),
    );
  return rows;
}

describe('the medicines CSV', () => {
  it('a check lists exactly the three bad rows with line and column, an import with them writes nothing, the fixed file writes every row, audited once', async () => {
    const rows = catalogueCsv(40, 'csvtest');
    const col = (name: string) => MEDICINE_CSV_COLUMNS.indexOf(name as never);
    // Line numbers in the file: the header is line 1, so rows[i] is line i + 1.
    rows[5]![col('sale_price')] = '60.00'; // line 6: above the MRP
    rows[17]![col('schedule')] = 'Q'; // line 19 (line 11 takes two)
    rows[30]![col('stock')] = 'many'; // line 32
    rows[10]![col('title')] = 'Importa, "quoted"\nTablet'; // fine: a comma, quotes and a line break
    const bad = writeCsv(rows);

    const checked = await call('staffMedicineImportCheck', { body: { csv: `\uFEFF${bad}` } });
    expect(checked.statusCode).toBe(200);
    const report = ENDPOINTS.staffMedicineImportCheck.response.parse(checked.json()).data;
    expect(report.problems).toEqual([
      { line: 6, column: 'sale_price', message: M.saleAboveMrp },
      // The quoted line break in line 11 moves every later row one line down in the file.
      { line: 19, column: 'schedule', message: M.scheduleInvalid },
      { line: 32, column: 'stock', message: M.stockInvalid },
    ]);
    expect(report).toMatchObject({ rows: 40, problem_count: 3, applied: false });
    expect((await call('staffMedicineList', { query: '?q=csvtest' })).json()).toMatchObject({
      meta: { total: 0 },
    });

    const refused = await call('staffMedicineImport', { body: { csv: bad } });
    expect(refused.statusCode).toBe(422);
    expect((refused.json() as { message: string }).message).toBe(M.csvHasProblems);
    expect((await call('staffMedicineList', { query: '?q=csvtest' })).json()).toMatchObject({
      meta: { total: 0 },
    });

    rows[5]![col('sale_price')] = '45.00';
    rows[17]![col('schedule')] = 'H';
    rows[30]![col('stock')] = '0';
    const applied = await call('staffMedicineImport', { body: { csv: writeCsv(rows) } });
    expect(applied.statusCode).toBe(200);
    expect(ENDPOINTS.staffMedicineImport.response.parse(applied.json()).data).toMatchObject({
      rows: 40,
      created: 40,
      updated: 0,
      problem_count: 0,
      applied: true,
    });
    expect((await call('staffMedicineList', { query: '?q=csvtest' })).json()).toMatchObject({
      meta: { total: 40 },
    });
    expect(await staffMedicine('csvtest-10')).toMatchObject({ title: 'Importa, "quoted"\nTablet' });

    // Again with one price changed: 40 updated, none new; one audit entry per import.
    rows[1]![col('sale_price')] = '41.00';
    const again = await call('staffMedicineImport', { body: { csv: writeCsv(rows) } });
    expect(ENDPOINTS.staffMedicineImport.response.parse(again.json()).data).toMatchObject({
      created: 0,
      updated: 40,
    });
    expect(await staffMedicine('csvtest-1')).toMatchObject({ sale_price: '41.00' });
    const imports = await auditOf('medicine.import');
    expect(imports.slice(0, 2).map((e) => e.after)).toEqual([
      { rows: 40, created: 0, updated: 40 },
      { rows: 40, created: 40, updated: 0 },
    ]);
  });

  it('names a missing or unknown column, and an unreadable file, on line 1 or where it breaks', async () => {
    const header: string[] = [...MEDICINE_CSV_COLUMNS.filter((c) => c !== 'mrp'), 'colour'];
    const res = await call('staffMedicineImportCheck', {
      body: { csv: `${header.join(',')}\r\nx\r\n` },
    });
    expect(ENDPOINTS.staffMedicineImportCheck.response.parse(res.json()).data.problems).toEqual([
      { line: 1, column: 'colour', message: M.csvColumnUnknown },
      { line: 1, column: 'mrp', message: M.csvColumnMissing },
    ]);
    const broken = await call('staffMedicineImportCheck', {
      body: { csv: 'slug,title\r\n"open,x\r\n' },
    });
    const [problem] = ENDPOINTS.staffMedicineImportCheck.response.parse(broken.json()).data
      .problems;
    expect(problem).toMatchObject({ line: 2, column: '' });
    expect(problem?.message.startsWith(M.csvUnreadable)).toBe(true);
  });

  it('exports the catalogue in the columns the import reads, and the export imports back unchanged', async () => {
    const res = await call('staffMedicineCsv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const records = parseCsv(res.body);
    expect(records[0]?.cells).toEqual([...MEDICINE_CSV_COLUMNS]);
    const calpirex = records.find((r) => r.cells[0] === 'test-calpirex-500-tablet');
    expect(calpirex?.cells[MEDICINE_CSV_COLUMNS.indexOf('title')]).toBe('Calpirex 500 Tablet');
    const check = await call('staffMedicineImportCheck', { body: { csv: res.body } });
    const report = ENDPOINTS.staffMedicineImportCheck.response.parse(check.json()).data;
    expect(report).toMatchObject({ problem_count: 0, created: 0, updated: records.length - 1 });
  });
});
