// Medicines CSV import benchmark (issue 32 §3, docs/decisions/0058): an admin imports 10,000 rows through the
// real API on PostgreSQL — the check (dry run) and the all-or-nothing import, first as 10,000 new products, then
// the same file with every price changed (10,000 updates). Target: each import under a minute. Figures, not a
// pass/fail test.
//   pnpm --filter @medibridge/bench bench:import [-- --rows 10000]
// Needs TEST_DATABASE_URL (a server we may create `medibridge_import_bench` on).
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { startApi } from './api';
import { ROOT, printTable, section } from './lib';

const BENCH_DB = 'medibridge_import_bench';
/**
 * The columns of contract's MEDICINE_CSV_COLUMNS (the bench depends on no workspace package; a column that
 * drifts makes the check report problems, and the bench fails loudly).
 */
const MEDICINE_CSV_COLUMNS = [
  'slug',
  'title',
  'title_hi',
  'brand',
  'composition',
  'salts',
  'form',
  'pack_size',
  'manufacturer',
  'schedule',
  'tpg_list',
  'category',
  'storage',
  'mrp',
  'sale_price',
  'gst_rate',
  'hsn_code',
  'stock',
  'discontinued',
] as const;
const TARGET_SECONDS = 60;

export interface ImportBenchRow {
  step: string;
  rows: number;
  seconds: number;
  target: number;
}

/** The bench database on the server of `baseUrl`, created when missing: its URL. */
export async function postgresDatabase(baseUrl: string): Promise<string> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [BENCH_DB]);
    if (found.rowCount === 0) await admin.query(`create database ${BENCH_DB}`);
  } finally {
    await admin.end();
  }
  const u = new URL(baseUrl);
  u.pathname = `/${BENCH_DB}`;
  return u.toString();
}

/** A CSV of `n` products named for this run (new web names each run), with a price of `sale` rupees. */
function catalogueCsv(n: number, run: string, sale: number): string {
  const cell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);
  const lines = [MEDICINE_CSV_COLUMNS.join(',')];
  for (let i = 1; i <= n; i += 1) {
    const row: Record<string, string> = {
      slug: `bench-${run}-${i}`,
      title: `Benchrin ${i} ${run} Tablet`,
      title_hi: '',
      brand: `Benchrin ${i}`,
      composition: `Paracetamol ${(i % 9) * 50 + 100} mg`,
      salts: 'Paracetamol',
      form: 'Tablet',
      pack_size: 'Strip of 10 tablets',
      manufacturer: 'Bench Remedies (fictional), Pune',
      schedule: i % 5 === 0 ? 'H' : 'OTC',
      tpg_list: i % 5 === 0 ? 'A' : 'O',
      category: 'Pain and fever',
      storage: 'Store below 30°C, away from light.',
      mrp: `${sale + 10}.00`,
      sale_price: `${sale}.50`,
      gst_rate: '12',
      hsn_code: '3004',
      stock: String(i % 100),
      discontinued: 'no',
    };
    lines.push(MEDICINE_CSV_COLUMNS.map((c) => cell(row[c] ?? '')).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** An admin for the run (staff:create on the bench database), logged in: its bearer token. */
export async function adminToken(base: string, databaseUrl: string): Promise<string> {
  const mobile = `9${String(Date.now()).slice(-9)}`;
  const password = `Bench-Import-${Date.now()}`;
  const res = spawnSync(
    'pnpm',
    [
      '--filter',
      '@medibridge/api',
      'staff:create',
      '--mobile',
      mobile,
      '--name',
      'Bench Admin',
      '--roles',
      'admin',
      '--password',
      password,
    ],
    { cwd: ROOT, env: { ...process.env, DATABASE_URL: databaseUrl }, encoding: 'utf8' },
  );
  if (res.status !== 0) throw new Error(`staff:create failed: ${res.stderr || res.stdout}`);
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile, password }),
  });
  if (!login.ok) throw new Error(`login answered ${login.status}: ${await login.text()}`);
  return ((await login.json()) as { access_token: string }).access_token;
}

/** Posts a CSV to a check or import call: how long it took and the report. */
export async function timed(
  base: string,
  token: string,
  path: string,
  csv: string,
): Promise<{
  seconds: number;
  report: { rows: number; created: number; updated: number; problem_count: number };
}> {
  const started = performance.now();
  const res = await fetch(`${base}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ csv }),
  });
  const body = (await res.json()) as { message: string; data: never };
  const seconds = (performance.now() - started) / 1000;
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${body.message}`);
  return { seconds, report: body.data };
}

export async function importBench(rows = 10_000): Promise<ImportBenchRow[]> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    console.log(
      'TEST_DATABASE_URL not set: the medicines CSV import benchmark (PostgreSQL) skipped.',
    );
    return [];
  }
  section(`Medicines CSV import on PostgreSQL, ${rows.toLocaleString('en-IN')} rows`);
  const url = await postgresDatabase(baseUrl);
  const api = await startApi(url, { fromSource: true });
  const out: ImportBenchRow[] = [];
  try {
    const token = await adminToken(api.base, url);
    const run = Date.now().toString(36);
    const fresh = catalogueCsv(rows, run, 40);
    const changed = catalogueCsv(rows, run, 55);
    console.log(`CSV: ${(fresh.length / 1024 / 1024).toFixed(1)} MiB`);
    const steps: [string, string, string, string][] = [
      ['check (dry run), all new', 'staff/medicines/import/check', fresh, 'created'],
      ['import, all new', 'staff/medicines/import', fresh, 'created'],
      ['import, every price changed', 'staff/medicines/import', changed, 'updated'],
    ];
    for (const [step, path, csv, counted] of steps) {
      const { seconds, report } = await timed(api.base, token, path, csv);
      const count = counted === 'created' ? report.created : report.updated;
      if (report.problem_count !== 0 || count !== rows)
        throw new Error(`${step}: expected ${rows} ${counted}, got ${JSON.stringify(report)}`);
      console.log(`${step}: ${rows} rows in ${seconds.toFixed(2)} s`);
      out.push({ step, rows, seconds, target: TARGET_SECONDS });
    }
  } finally {
    await api.stop();
  }
  printTable(
    ['medicines CSV, PostgreSQL', 'rows', 'seconds', 'target'],
    out.map((r) => [r.step, String(r.rows), r.seconds.toFixed(2), `< ${r.target} s`]),
    [1, 2],
  );
  return out;
}

const invokedDirectly = process.argv[1]?.endsWith('medicineImport.ts');
if (invokedDirectly) {
  const i = process.argv.indexOf('--rows');
  importBench(i >= 0 ? Number(process.argv[i + 1]) : 10_000).then(
    (r) => process.exit(r.every((row) => row.seconds < row.target) ? 0 : 1),
    (err: unknown) => {
      console.error(`bench:import: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    },
  );
}
