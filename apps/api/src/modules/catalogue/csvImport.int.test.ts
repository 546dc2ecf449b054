import {
  CATALOGUE_CSV_MESSAGES as C,
  CATALOGUE_MESSAGES,
  ENDPOINT_TABLE,
  MEDICINE_ADMIN_MESSAGES as M,
  type EndpointName,
} from '@medibridge/contract';
import { ENDPOINTS } from '@medibridge/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { parseCsv, writeCsv } from '../../lib/csv';
import { buildTestApp } from '../../test/buildTestApp';
import { apiUrl, bearer, loginWithPassword } from '../../test/patients';
import { createTestStaff } from '../../test/staff';

// The catalogue's CSV (issue 32 §3, docs/decisions/0064): an export imports back unchanged, a check lists every
// bad row with its line, column and words and writes nothing, an import with any problem writes nothing, an
// import applied twice leaves the same catalogue, and the patients' search shows an imported price at once.

const PASSWORD = 'Staff@Pass123';
const PACKAGE = 'total-knee-replacement-unilateral';
let app: FastifyInstance;
let admin = '';

beforeAll(async () => {
  app = await buildTestApp();
  await createTestStaff(app.db, { mobile: '9000000081', name: 'Asha Admin', password: PASSWORD }, [
    'admin',
  ]);
  admin = await loginWithPassword(app, '9000000081', PASSWORD);
}, 120_000);
afterAll(async () => {
  await app.close();
});

function call(name: EndpointName, body?: unknown, query = '') {
  return app.inject({
    method: ENDPOINT_TABLE[name].method,
    url: `${apiUrl(name, {})}${query}`,
    headers: bearer(admin),
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

const exported = async (name: 'staffCataloguePackagesCsv' | 'staffCataloguePricesCsv') => {
  const res = await call(name);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/csv');
  return res.body;
};
const check = async (
  name: 'staffCataloguePackagesImportCheck' | 'staffCataloguePricesImportCheck',
  csv: string,
) => {
  const res = await call(name, { csv });
  expect(res.statusCode).toBe(200);
  return ENDPOINTS[name].response.parse(res.json()).data;
};
const apply = (name: 'staffCataloguePackagesImport' | 'staffCataloguePricesImport', csv: string) =>
  call(name, { csv });
const rowsOf = (csv: string) => parseCsv(csv).map((r) => r.cells);

async function auditOf(action: string) {
  const res = await call('staffAuditList', undefined, `?action=${action}`);
  return ENDPOINTS.staffAuditList.response.parse(res.json()).data;
}

describe('the packages CSV', () => {
  it('imports its own export back with no change', async () => {
    const csv = await exported('staffCataloguePackagesCsv');
    const [header, ...rows] = rowsOf(csv);
    expect(header?.[0]).toBe('slug');
    expect(rows.length).toBeGreaterThan(10);
    const report = await check('staffCataloguePackagesImportCheck', csv);
    expect(report).toMatchObject({ rows: rows.length, created: 0, updated: rows.length });
    expect(report.problem_count).toBe(0);
    expect((await apply('staffCataloguePackagesImport', csv)).statusCode).toBe(200);
    expect(await exported('staffCataloguePackagesCsv')).toBe(csv);
  });

  it('lists every bad row with its line, column and words, and writes nothing', async () => {
    const before = await exported('staffCataloguePackagesCsv');
    const [header = [], first = [], second = [], third = [], ...rest] = rowsOf(before);
    const col = (name: string) => header.indexOf(name);
    const badName = [...first];
    badName[col('name')] = 'X';
    const badPrice = [...second];
    badPrice[col('base_price')] = 'lots';
    const badFlag = [...third];
    badFlag[col('active')] = 'maybe';
    badFlag[col('master_id')] = '9999';
    const csv = writeCsv([header, badName, badPrice, badFlag, ...rest]);
    const report = await check('staffCataloguePackagesImportCheck', csv);
    expect(report.problems).toEqual([
      { line: 2, column: 'name', message: CATALOGUE_MESSAGES.nameLength },
      { line: 3, column: 'base_price', message: CATALOGUE_MESSAGES.price },
      { line: 4, column: 'active', message: M.yesNoInvalid },
      { line: 4, column: 'master_id', message: C.specialityUnknown },
    ]);
    const refused = await apply('staffCataloguePackagesImport', csv);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: M.csvHasProblems });
    expect(await exported('staffCataloguePackagesCsv')).toBe(before);

    const unknownColumn = await check(
      'staffCataloguePackagesImportCheck',
      'slug,colour\r\nx,red\r\n',
    );
    expect(unknownColumn.problems).toEqual(
      expect.arrayContaining([
        { line: 1, column: 'colour', message: M.csvColumnUnknown },
        { line: 1, column: 'name', message: M.csvColumnMissing },
      ]),
    );
  });

  it('adds and changes packages; the same file applied twice leaves the same catalogue, audited once each', async () => {
    const [header = [], known = []] = rowsOf(await exported('staffCataloguePackagesCsv'));
    const col = (name: string) => header.indexOf(name);
    const changed = [...known];
    changed[col('base_price')] = '777.50';
    const added = header.map(() => '');
    added[col('slug')] = 'csv-added-package';
    added[col('name')] = 'CSV Added Package';
    added[col('master_id')] = known[col('master_id')] ?? '1';
    added[col('short_description')] = 'Added from a spreadsheet, =1+1 kept as text.';
    added[col('hospital_days')] = '2';
    added[col('base_price')] = '1500';
    added[col('active')] = 'yes';
    const csv = writeCsv([header, changed, added]);
    const first = await apply('staffCataloguePackagesImport', csv);
    expect(first.statusCode).toBe(200);
    expect(ENDPOINTS.staffCataloguePackagesImport.response.parse(first.json()).data).toMatchObject({
      rows: 2,
      created: 1,
      updated: 1,
      applied: true,
    });
    const afterFirst = await exported('staffCataloguePackagesCsv');
    const again = await apply('staffCataloguePackagesImport', csv);
    expect(again.json()).toMatchObject({ data: { rows: 2, created: 0, updated: 2 } });
    expect(await exported('staffCataloguePackagesCsv')).toBe(afterFirst);
    const line = rowsOf(afterFirst).find((r) => r[0] === 'csv-added-package');
    expect(line?.[col('base_price')]).toBe('1500.00');
    expect(line?.[col('is_popular')]).toBe('no');
    const page = await app.inject({ method: 'GET', url: '/api/package-details/csv-added-package' });
    expect(page.statusCode).toBe(200);
    const audit = await auditOf('package.import');
    expect(audit[0]).toMatchObject({ after: { rows: 2, created: 0, updated: 2 } });
    expect(audit.length).toBeGreaterThanOrEqual(2);
  });
});

describe('the hospital prices CSV', () => {
  it('imports its own export back with no change', async () => {
    const csv = await exported('staffCataloguePricesCsv');
    const rows = rowsOf(csv).slice(1);
    const report = await check('staffCataloguePricesImportCheck', csv);
    expect(report).toMatchObject({ rows: rows.length, created: 0, updated: rows.length });
    expect(report.problem_count).toBe(0);
    expect((await apply('staffCataloguePricesImport', csv)).statusCode).toBe(200);
    expect(await exported('staffCataloguePricesCsv')).toBe(csv);
  });

  it('lists unknown names, bad prices and a pair twice, and writes nothing', async () => {
    const before = await exported('staffCataloguePricesCsv');
    const [header = [], a = [], b = []] = rowsOf(before);
    const csv = writeCsv([
      header,
      ['no-such-package', '', a[2], '', '100'],
      [a[0], '', 'no-such-hospital', '', '100'],
      [b[0], '', b[2], '', '-5'],
      a,
      a,
    ]);
    const report = await check('staffCataloguePricesImportCheck', csv);
    expect(report.problems).toEqual([
      { line: 2, column: 'package_slug', message: C.packageUnknown },
      { line: 3, column: 'hospital_slug', message: C.hospitalUnknown },
      { line: 4, column: 'price', message: C.priceOrBlank },
      { line: 6, column: 'hospital_slug', message: C.priceTwice },
    ]);
    expect((await apply('staffCataloguePricesImport', csv)).statusCode).toBe(422);
    expect(await exported('staffCataloguePricesCsv')).toBe(before);
  });

  it('sets, adds and removes prices; the patients’ search shows them at once; twice is the same', async () => {
    const rows = rowsOf(await exported('staffCataloguePricesCsv'));
    const [header = []] = rows;
    const mine = rows.filter((r) => r[0] === PACKAGE);
    const [cheap = [], gone = []] = mine;
    const detail = await call('staffCataloguePackages', undefined, `?q=knee`);
    const pkg = (detail.json() as { data: { id: number; slug: string }[] }).data.find(
      (p) => p.slug === PACKAGE,
    );
    const vendors = await call('staffCatalogueHospitals', undefined, `?per_page=100`);
    const hospitals = (
      vendors.json() as { data: { shop_slug: string; city_id: number; id: number }[] }
    ).data;
    const cheapHospital = hospitals.find((h) => h.shop_slug === cheap[2]);
    const notOffering = hospitals.find((h) => !mine.some((r) => r[2] === h.shop_slug));
    if (!pkg || !cheapHospital || !notOffering) throw new Error('seed changed');
    const csv = writeCsv([
      header,
      [PACKAGE, '', cheap[2], '', '123456.5'],
      [PACKAGE, '', gone[2], '', ''],
      [PACKAGE, '', notOffering.shop_slug, '', '99000'],
    ]);
    const first = await apply('staffCataloguePricesImport', csv);
    expect(first.json()).toMatchObject({ data: { rows: 3, created: 1, updated: 2 } });
    const search = await app.inject({
      method: 'GET',
      url: `/api/search-hospital-packages/${String(cheapHospital.city_id)}/${PACKAGE}`,
    });
    const offers = search.json() as { shop_slug: string; price: string }[];
    expect(offers.find((o) => o.shop_slug === cheap[2])?.price).toBe('123456.50');
    expect(offers.map((o) => o.shop_slug)).not.toContain(gone[2]);

    const afterFirst = await exported('staffCataloguePricesCsv');
    const again = await apply('staffCataloguePricesImport', csv);
    expect(again.json()).toMatchObject({ data: { rows: 3, created: 0, updated: 2 } });
    expect(await exported('staffCataloguePricesCsv')).toBe(afterFirst);
    expect((await auditOf('hospital.price_import'))[1]).toMatchObject({
      after: { rows: 3, created: 1, updated: 2, removed: 1 },
    });
  });
});
