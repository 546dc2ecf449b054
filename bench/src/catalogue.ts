// Catalogue benchmark (issue 4): the package typeahead and the catalogue GETs of the real API on PostgreSQL with
// the large catalogue (≥ 5,000 vendors, ≥ 100,000 package offers), against a bare Fastify hello and bare Fastify
// sending the same bytes, started in the same run. Figures, not a pass/fail test. Needs TEST_DATABASE_URL (a
// PostgreSQL server we may create a database on); the benchmark database `medibridge_catalogue_bench` is
// created and seeded at --scale large once.
//   pnpm --filter @medibridge/bench bench:catalogue [-- --duration 5 --rounds 3]
// The reference reads (states, cities, ages, …) take the same lean path; measure them on either database:
//   pnpm --filter @medibridge/bench bench:catalogue -- --set reference --driver pglite|postgres
import { spawnSync } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  load,
  startApi,
  startHello,
  type LoadOptions,
  type LoadResult,
  type RunningServer,
} from './api';
import { ROOT, printTable, section } from './lib';

const BENCH_DB = 'medibridge_catalogue_bench';
const CONNECTIONS = 10;
/** What Chromium sends on a fetch, as far as the server's choices go. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** Typeahead texts as people type them: prefixes, whole words and typos. */
const TYPEAHEAD = [
  'kne',
  'knee',
  'angioplsty',
  'cataract',
  'hip',
  'lasik',
  'hernia',
  'ivf',
  'sto',
  'spine',
  'cabg',
  'gall',
  'dental imp',
  'tonsil',
  'bypas',
  'turp',
  'rirs',
  'hyster',
  'liposuc',
  'chemo',
];

function argNumber(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  const v = i >= 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isFinite(v) && v > 0 ? v : fallback;
}

function withDatabase(url: string, db: string): string {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}

/** Creates the benchmark database when missing and seeds the large catalogue (skipped when already there). */
async function prepareDatabase(baseUrl: string): Promise<string> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [BENCH_DB]);
    if (found.rowCount === 0) await admin.query(`create database ${BENCH_DB}`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(baseUrl, BENCH_DB);
  const res = spawnSync('pnpm', ['--filter', '@medibridge/api', 'seed:large'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url },
    encoding: 'utf8',
  });
  if (res.status !== 0) throw new Error(`seed:large failed: ${res.stderr || res.stdout}`);
  const line = res.stdout.trim().split('\n').pop() ?? '';
  console.log(`seed:large → ${line}`);
  return url;
}

function argText(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

/** The reference reads of SPEC §7 (every public GET that is not the catalogue). */
const REFERENCE_PATHS = [
  '/api/get-states',
  '/api/get_all_countries',
  '/api/get_all_cities',
  '/api/get_all_india_cities/',
  '/api/get-hospital-cities',
  '/api/user_age',
  '/api/user_weight',
  '/api/ace-service-cities/dentistry',
  '/api/search-city-with-city-name/pun',
];

/** A database for the reference bench on PostgreSQL, created when missing (the server seeds it at start). */
async function referenceDatabase(baseUrl: string): Promise<string> {
  const name = 'medibridge_reference_bench';
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return withDatabase(baseUrl, name);
}

/** CPU seconds (user + system) a process has used so far, from /proc; NaN where there is no /proc. */
function cpuSeconds(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100)
  } catch {
    return NaN;
  }
}

interface Measured extends LoadResult {
  /** Server CPU time per answered request, microseconds: steadier than req/s on a shared machine. */
  cpuUs: number;
}

/** `load` plus the server's CPU time per request over the measured part (warm-up excluded). */
async function measured(
  target: string,
  url: string,
  pid: number | undefined,
  opts: LoadOptions,
): Promise<Measured> {
  await load(target, url, { ...opts, durationSec: 1, warmUp: false });
  const before = cpuSeconds(pid);
  const r = await load(target, url, { ...opts, warmUp: false });
  return { ...r, cpuUs: ((cpuSeconds(pid) - before) / r.requests) * 1e6 };
}

/** The body exactly as sent (no decoding: fetch would decompress brotli). */
function rawBody(url: string, headers: Record<string, string>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve(Buffer.concat(chunks)));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** Typeahead load: 10 connections cycling through TYPEAHEAD; latency percentiles from autocannon. */
async function typeahead(base: string, durationSec: number): Promise<autocannon.Result> {
  const requests = TYPEAHEAD.map((t) => ({
    method: 'GET' as const,
    path: `/api/search-active-packages/${encodeURIComponent(t)}`,
  }));
  await autocannon({ url: base, connections: CONNECTIONS, duration: 2, requests });
  return autocannon({ url: base, connections: CONNECTIONS, duration: durationSec, requests });
}

/** Database time of one typeahead query (EXPLAIN ANALYZE), median of a few runs. */
async function databaseMs(url: string, text: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const like = text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
    const times: number[] = [];
    for (let i = 0; i < 7; i++) {
      const r = await client.query<{ 'QUERY PLAN': { 'Execution Time': number }[] }>(
        `explain (analyze, format json)
         select p.id from packages p join package_masters m on m.id = p.master_id
         where p.active and (lower(p.name) like $1 or $2 <% lower(p.name))
         order by case when lower(p.name) like $3 then 0 else 1 end, word_similarity($2, lower(p.name)) desc
         limit 20`,
        [`%${like}%`, text.toLowerCase(), `${like}%`],
      );
      times.push(r.rows[0]?.['QUERY PLAN'][0]?.['Execution Time'] ?? NaN);
    }
    times.sort((a, b) => a - b);
    return times[3] ?? NaN;
  } finally {
    await client.end();
  }
}

/** Database time of find-package-by-city-id's query for a city (EXPLAIN ANALYZE), median of a few runs. */
async function cityQueryMs(url: string, citySlug: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const times: number[] = [];
    for (let i = 0; i < 7; i++) {
      const r = await client.query<{ 'QUERY PLAN': { 'Execution Time': number }[] }>(
        `explain (analyze, format json)
         select p.id, p.name, p.slug, m.id as master_id, m.name as master_name, p.short_description
         from packages p join package_masters m on m.id = p.master_id
         where p.active and exists (select 1 from vendor_packages vp join vendors v on v.id = vp.vendor_id
           where vp.package_id = p.id and v.city_id = (select id from cities where slug = $1))
         order by p.name, p.id`,
        [citySlug],
      );
      times.push(r.rows[0]?.['QUERY PLAN'][0]?.['Execution Time'] ?? NaN);
    }
    times.sort((a, b) => a - b);
    return times[3] ?? NaN;
  } finally {
    await client.end();
  }
}

/**
 * Each answer against bare Fastify's hello and bare Fastify sending the very same bytes, measured next to it
 * (see below); prints the tables. Returns the baseline server so the caller stops it.
 */
async function compareWithBare(
  api: RunningServer,
  paths: string[],
  bodiesDir: string,
  opts: { durationSec: number; connections: number },
): Promise<Awaited<ReturnType<typeof startHello>>> {
  // The exact bytes of each answer, plain and as brotli, for the same-bytes baseline.
  const bodies: { plain: number; br: number }[] = [];
  for (const [i, p] of paths.entries()) {
    const plain = Buffer.from(await (await fetch(`${api.base}${p}`)).arrayBuffer());
    const br = await rawBody(`${api.base}${p}`, BROWSER_HEADERS);
    writeFileSync(join(bodiesDir, `${i}.json`), plain);
    writeFileSync(join(bodiesDir, `${i}.json.br`), br);
    bodies.push({ plain: plain.length, br: br.length });
  }
  const baseline = await startHello(bodiesDir);
  const bareBase = baseline.base;
  const barePid = baseline.proc.child.pid;

  // Each answer is compared with two baselines measured next to it in time (the machine's load changes
  // from minute to minute): bare Fastify's hello, and bare Fastify sending the very same bytes (plain, and
  // the brotli bytes a browser gets). The second isolates what our stack costs from what the answer's size
  // costs; bare Fastify itself does not reach 50 % of its hello once an answer is tens of KB
  // (docs/decisions/0014). ROUNDS rounds, medians reported.
  const rounds = argNumber('--rounds', 3);
  const rows: string[][] = [];
  const verdicts: string[][] = [];
  const median = (xs: number[]): number =>
    [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
  for (const [i, p] of paths.entries()) {
    const runs: Record<'hello' | 'same' | 'api' | 'sameBr' | 'apiBr', Measured[]> = {
      hello: [],
      same: [],
      api: [],
      sameBr: [],
      apiBr: [],
    };
    for (let r = 0; r < rounds; r += 1) {
      const bare = (path: string): Promise<Measured> =>
        measured('bare Fastify', `${bareBase}${path}`, barePid, opts);
      runs.hello.push(await bare('/hello'));
      runs.same.push(await bare(`/same/${i}`));
      runs.api.push(await measured('API', `${api.base}${p}`, api.proc.child.pid, opts));
      runs.sameBr.push(await bare(`/same/${i}.br`));
      runs.apiBr.push(
        await measured('API br', `${api.base}${p}`, api.proc.child.pid, {
          ...opts,
          headers: BROWSER_HEADERS,
        }),
      );
    }
    const rps = (k: keyof typeof runs): number => median(runs[k].map((m) => m.reqPerSec));
    const cpu = (k: keyof typeof runs): number => median(runs[k].map((m) => m.cpuUs));
    const pct = (x: number): string => `${(x * 100).toFixed(0)}%`;
    const row = (label: string, k: keyof typeof runs, same: keyof typeof runs | null): string[] => [
      label,
      rps(k).toFixed(0),
      cpu(k).toFixed(0),
      pct(rps(k) / rps('hello')),
      same ? pct(rps(k) / rps(same)) : '',
      same ? pct(cpu(same) / cpu(k)) : '',
      String(median(runs[k].map((m) => m.p99))),
    ];
    rows.push(
      row(`bare hello (before ${p})`, 'hello', null),
      row(`bare, same ${bodies[i]?.plain ?? '?'} B`, 'same', null),
      row(`API ${p}`, 'api', 'same'),
      row(`bare, same ${bodies[i]?.br ?? '?'} B br`, 'sameBr', null),
      row(`API ${p} (br)`, 'apiBr', 'sameBr'),
    );
    verdicts.push([
      p,
      pct(rps('api') / rps('same')),
      pct(rps('apiBr') / rps('sameBr')),
      pct(rps('api') / rps('hello')),
      pct(rps('apiBr') / rps('hello')),
      Math.min(rps('api') / rps('same'), rps('apiBr') / rps('sameBr')) >= 0.5 ? 'met' : 'NOT met',
    ]);
  }
  printTable(
    [
      'GET (median of rounds)',
      'req/s',
      'CPU µs/req',
      'vs hello',
      'vs same bytes',
      'CPU vs same',
      'p99 ms',
    ],
    rows,
    [1, 2, 3, 4, 5, 6],
  );
  printTable(
    [
      'target ≥ 50 % of bare Fastify',
      'plain vs same',
      'br vs same',
      'plain vs hello',
      'br vs hello',
      'target',
    ],
    verdicts,
    [1, 2, 3, 4],
  );
  console.log(
    '"vs same bytes": req/s against bare Fastify sending the identical bytes, measured just before. "CPU vs same": its server CPU per request ÷ ours (the req/s ratio when the server is the bottleneck).',
  );
  return baseline;
}

/** Reference reads on PGlite (default) or PostgreSQL, default seed: the same comparison as the catalogue's. */
async function referenceMain(): Promise<void> {
  const driver = argText('--driver', 'pglite');
  const durationSec = argNumber('--duration', 5);
  let databaseUrl: string | null = null;
  if (driver === 'postgres') {
    const baseUrl = process.env.TEST_DATABASE_URL;
    if (!baseUrl) {
      console.error('TEST_DATABASE_URL is not set: --driver postgres needs a PostgreSQL server.');
      process.exit(2);
    }
    databaseUrl = await referenceDatabase(baseUrl);
  }
  section(`Reference reads on ${driver === 'postgres' ? 'PostgreSQL' : 'PGlite'}`);
  const api = await startApi(databaseUrl ?? undefined, { fromSource: true });
  const bodiesDir = mkdtempSync(join(tmpdir(), 'medibridge-bench-bodies-'));
  let baseline: Awaited<ReturnType<typeof startHello>> | undefined;
  try {
    baseline = await compareWithBare(api, REFERENCE_PATHS, bodiesDir, {
      durationSec,
      connections: CONNECTIONS,
    });
  } finally {
    await api.stop();
    await baseline?.stop();
    rmSync(bodiesDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  if (argText('--set', 'catalogue') === 'reference') return referenceMain();
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    console.error('TEST_DATABASE_URL is not set: the catalogue benchmark runs on PostgreSQL only.');
    process.exit(2);
  }
  const durationSec = argNumber('--duration', 5);
  section('Catalogue on PostgreSQL, --scale large');
  const dbUrl = await prepareDatabase(baseUrl);
  const meta = new pg.Client({ connectionString: dbUrl });
  await meta.connect();
  const counts = await meta.query<{ vendors: string; offers: string; packages: string }>(
    `select (select count(*) from vendors) as vendors, (select count(*) from vendor_packages) as offers,
            (select count(*) from packages) as packages`,
  );
  const pick = await meta.query<{ city: string; pkg: string; role: string; vendor: string }>(
    `select c.slug as city, p.slug as pkg, v.role_name as role, v.shop_slug as vendor
     from vendor_packages vp join vendors v on v.id = vp.vendor_id join cities c on c.id = v.city_id
     join packages p on p.id = vp.package_id
     where c.slug = 'pune' and p.slug = 'total-knee-replacement-unilateral' limit 1`,
  );
  await meta.end();
  console.log(
    `vendors ${counts.rows[0]?.vendors ?? '?'}, package offers ${counts.rows[0]?.offers ?? '?'}, packages ${counts.rows[0]?.packages ?? '?'}`,
  );
  const row = pick.rows[0];
  if (!row)
    throw new Error('No vendor offers total knee replacement in Pune: is the catalogue seeded?');

  const api = await startApi(dbUrl, { fromSource: true });
  const bodiesDir = mkdtempSync(join(tmpdir(), 'medibridge-bench-bodies-'));
  let baseline: Awaited<ReturnType<typeof startHello>> | undefined;
  try {
    const ta = await typeahead(api.base, durationSec);
    const lat = ta.latency as autocannon.Histogram & { p90: number; p97_5: number };
    printTable(
      ['typeahead (10 connections)', 'req/s', 'p50 ms', 'p90 ms', 'p97.5 ms', 'p99 ms', 'non-2xx'],
      [
        [
          'search-active-packages/{text}',
          ta.requests.average.toFixed(0),
          String(lat.p50),
          String(lat.p90),
          String(lat.p97_5),
          String(lat.p99),
          String(ta.non2xx),
        ],
      ],
      [1, 2, 3, 4, 5, 6],
    );
    console.log('p95 lies between p90 and p97.5 (autocannon reports no p95).');
    const dbTimes = await Promise.all(
      ['kne', 'angioplsty', 'cataract'].map((t) => databaseMs(dbUrl, t)),
    );
    console.log(
      `database time per typeahead query (EXPLAIN ANALYZE, median): ${dbTimes.map((t) => t.toFixed(2)).join(' / ')} ms`,
    );

    console.log(
      `database time of find-package-by-city-id/${row.city} (EXPLAIN ANALYZE, median): ${(await cityQueryMs(dbUrl, row.city)).toFixed(2)} ms`,
    );

    const opts = { durationSec, connections: CONNECTIONS };
    const paths = [
      '/api/package-master',
      '/api/get-popular-packages',
      `/api/find-package-by-city-id/${row.city}`,
      `/api/search-hospital-packages/${row.city}/${row.pkg}`,
      `/api/package-details/${row.pkg}`,
      `/api/vendor-detail/${row.role}/${row.vendor}`,
    ];
    // The first answer of each path after start: computed from the database (memo empty), not yet cached.
    const cold: string[][] = [];
    for (const p of paths) {
      const started = performance.now();
      const res = await fetch(`${api.base}${p}`);
      const bytes = (await res.arrayBuffer()).byteLength;
      cold.push([p, String(res.status), (performance.now() - started).toFixed(1), String(bytes)]);
    }
    printTable(['first GET after start', 'status', 'ms', 'bytes'], cold, [1, 2, 3]);

    baseline = await compareWithBare(api, paths, bodiesDir, opts);
  } finally {
    await api.stop();
    await baseline?.stop();
    rmSync(bodiesDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
