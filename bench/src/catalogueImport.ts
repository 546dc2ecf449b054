// Catalogue CSV import benchmark (issue 32 §3, docs/decisions/0064): an admin imports 10,000 treatment packages
// and then 10,000 hospital prices (those packages at one hospital) through the real API on PostgreSQL — each
// the check (dry run), the import of new rows, and the same file with every price changed. Target: each
// import under a minute. Figures, not a pass/fail test; runs beside the medicines import.
//   pnpm --filter @medibridge/bench bench:catalogue-import [-- --rows 10000]
// Needs TEST_DATABASE_URL (a server we may create `medibridge_import_bench` on).
import { startApi } from './api';
import { printTable, section } from './lib';
import { type ImportBenchRow, adminToken, postgresDatabase, timed } from './medicineImport';

/** Contract's PACKAGE_CSV_COLUMNS and PRICE_CSV_COLUMNS (the bench depends on no workspace package). */
const PACKAGE_COLUMNS = [
  'slug',
  'name',
  'name_hi',
  'master_id',
  'short_description',
  'short_description_hi',
  'hospital_days',
  'base_price',
  'is_popular',
  'active',
];
const PRICE_COLUMNS = ['package_slug', 'package_name', 'hospital_slug', 'hospital_name', 'price'];
const TARGET_SECONDS = 60;

function packagesCsv(n: number, run: string, master: number, price: number): string {
  const lines = [PACKAGE_COLUMNS.join(',')];
  for (let i = 1; i <= n; i += 1)
    lines.push(
      [
        `bench-${run}-${i}`,
        `Bench Package ${i} ${run}`,
        'बेंच पैकेज',
        String(master),
        '"Day care, one night, the usual tests."',
        '',
        String(i % 7),
        `${price + (i % 100)}.50`,
        i % 10 === 0 ? 'yes' : 'no',
        'yes',
      ].join(','),
    );
  return `${lines.join('\r\n')}\r\n`;
}

function pricesCsv(n: number, run: string, hospital: string, price: number): string {
  const lines = [PRICE_COLUMNS.join(',')];
  for (let i = 1; i <= n; i += 1)
    lines.push([`bench-${run}-${i}`, '', hospital, '', `${price + (i % 100)}.00`].join(','));
  return `${lines.join('\r\n')}\r\n`;
}

async function firstOf<T>(base: string, token: string, path: string): Promise<T> {
  const res = await fetch(`${base}/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { data: T[] };
  const [first] = body.data;
  if (!res.ok || first === undefined) throw new Error(`${path} answered ${res.status}`);
  return first;
}

export async function catalogueImportBench(rows = 10_000): Promise<ImportBenchRow[]> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    console.log(
      'TEST_DATABASE_URL not set: the catalogue CSV import benchmark (PostgreSQL) skipped.',
    );
    return [];
  }
  section(
    `Packages and hospital prices CSV import on PostgreSQL, ${rows.toLocaleString('en-IN')} rows`,
  );
  const url = await postgresDatabase(baseUrl);
  const api = await startApi(url, { fromSource: true });
  const out: ImportBenchRow[] = [];
  try {
    const token = await adminToken(api.base, url);
    const run = Date.now().toString(36);
    const pkg = await firstOf<{ master_id: number }>(
      api.base,
      token,
      'staff/catalogue/packages?per_page=1',
    );
    const hospital = await firstOf<{ shop_slug: string }>(
      api.base,
      token,
      'staff/catalogue/hospitals?per_page=1',
    );
    const fresh = packagesCsv(rows, run, pkg.master_id, 20_000);
    const steps: [string, string, string, 'created' | 'updated'][] = [
      [
        'packages: check (dry run), all new',
        'staff/catalogue/packages/import/check',
        fresh,
        'created',
      ],
      ['packages: import, all new', 'staff/catalogue/packages/import', fresh, 'created'],
      [
        'packages: import, every price changed',
        'staff/catalogue/packages/import',
        packagesCsv(rows, run, pkg.master_id, 30_000),
        'updated',
      ],
      [
        'prices: check (dry run), all new',
        'staff/catalogue/prices/import/check',
        pricesCsv(rows, run, hospital.shop_slug, 21_000),
        'created',
      ],
      [
        'prices: import, all new',
        'staff/catalogue/prices/import',
        pricesCsv(rows, run, hospital.shop_slug, 21_000),
        'created',
      ],
      [
        'prices: import, every price changed',
        'staff/catalogue/prices/import',
        pricesCsv(rows, run, hospital.shop_slug, 31_000),
        'updated',
      ],
    ];
    for (const [step, path, csv, counted] of steps) {
      const { seconds, report } = await timed(api.base, token, path, csv);
      if (report.problem_count !== 0 || report[counted] !== rows)
        throw new Error(`${step}: expected ${rows} ${counted}, got ${JSON.stringify(report)}`);
      console.log(`${step}: ${rows} rows in ${seconds.toFixed(2)} s`);
      out.push({ step, rows, seconds, target: TARGET_SECONDS });
    }
  } finally {
    await api.stop();
  }
  printTable(
    ['catalogue CSV, PostgreSQL', 'rows', 'seconds', 'target'],
    out.map((r) => [r.step, String(r.rows), r.seconds.toFixed(2), `< ${r.target} s`]),
    [1, 2],
  );
  return out;
}

const invokedDirectly = process.argv[1]?.endsWith('catalogueImport.ts');
if (invokedDirectly) {
  const i = process.argv.indexOf('--rows');
  catalogueImportBench(i >= 0 ? Number(process.argv[i + 1]) : 10_000).then(
    (r) => process.exit(r.every((row) => row.seconds < row.target) ? 0 : 1),
    (err: unknown) => {
      console.error(`bench:catalogue-import: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    },
  );
}
