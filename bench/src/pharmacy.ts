// Medicine suggestions benchmark (issue 12 §1): `GET /api/our-products/{text}` of the real API with the large
// medicine catalogue (≥ 100,000 products, `seed:large`), 10 connections, on PGlite and on PostgreSQL. Every
// measured request carries a text the server has not answered yet (prefixes, whole words and typos of real
// product names and salts), so the figures are the database path, not the answer memo. Figures, not a
// pass/fail test; targets: p95 ≤ 30 ms on PGlite, ≤ 10 ms on PostgreSQL.
//   pnpm --filter @medibridge/bench bench:pharmacy [-- --driver pglite|postgres|both --duration 8]
// PostgreSQL needs TEST_DATABASE_URL (a server we may create `medibridge_pharmacy_bench` on).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startApi } from './api';
import { ROOT, printTable, section } from './lib';

const CONNECTIONS = 10;
const BENCH_DB = 'medibridge_pharmacy_bench';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

/** Runs `seed:large` against a database (DATABASE_URL) or a PGlite data directory (DATA_DIR). */
function seedLarge(env: NodeJS.ProcessEnv): string {
  const started = Date.now();
  const merged: NodeJS.ProcessEnv = Object.fromEntries(
    Object.entries({ ...process.env, ...env }).filter(([, value]) => value !== ''),
  );
  const res = spawnSync('pnpm', ['--filter', '@medibridge/api', 'seed:large'], {
    cwd: ROOT,
    env: merged,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (res.status !== 0) throw new Error(`seed:large failed: ${res.stderr || res.stdout}`);
  const line = res.stdout.trim().split('\n').pop() ?? '';
  return `${line.slice(0, 300)} (${((Date.now() - started) / 1000).toFixed(0)} s)`;
}

async function postgresDatabase(baseUrl: string): Promise<string> {
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

/**
 * Names people would type, harvested from the running server's product lists for two-letter texts (up to 60
 * products each); the two-letter texts are never measured.
 */
async function harvestNames(base: string): Promise<string[]> {
  const names = new Set<string>();
  const consonants = 'bcdfghklmnprstvz';
  const vowels = 'aeiou';
  const pairs = [...consonants].flatMap((c) => [...vowels].flatMap((v) => [c + v, v + c]));
  for (const pair of pairs) {
    const res = await fetch(`${base}/api/products-with-name/${pair}`);
    const body = (await res.json()) as { products: { title: string; composition: string }[] };
    for (const row of body.products) {
      names.add(row.title.toLowerCase());
      for (const part of row.composition.toLowerCase().split(/\s*\+\s*|,\s*/)) names.add(part);
    }
  }
  return [...names];
}

/**
 * Distinct texts as people type them: prefixes from 3 characters, the first word, and one-letter typos
 * (a dropped or swapped letter at each place after the first), shuffled with a fixed seed; none of them
 * two letters long (harvested).
 */
function typedTexts(names: readonly string[]): string[] {
  const out = new Set<string>();
  for (const name of names) {
    const word = name.split(' ')[0] ?? name;
    for (let n = 3; n <= Math.min(word.length, 9); n += 1) out.add(word.slice(0, n));
    out.add(name.slice(0, 14).trim());
    // A slip at every place after the first letter: a dropped letter, two letters swapped.
    if (word.length > 5)
      for (let i = 2; i < word.length; i += 1) {
        out.add(word.slice(0, i) + word.slice(i + 1));
        out.add(word.slice(0, i - 1) + word[i] + word[i - 1] + word.slice(i + 1));
      }
  }
  const list = [...out].filter((t) => t.length >= 3);
  let seed = 20_261_126;
  for (let i = list.length - 1; i > 0; i -= 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = seed % (i + 1);
    [list[i], list[j]] = [list[j] as string, list[i] as string];
  }
  return list;
}

export interface PharmacyBenchRow {
  where: string;
  requests: number;
  reqPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  repeats: number;
  /** The target for this database: p95 in ms. */
  target: number;
}

const TARGET_P95_MS = { PGlite: 30, PostgreSQL: 10 } as const;

/** The value below which `share` of the sorted samples lie. */
function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

async function measure(
  where: keyof typeof TARGET_P95_MS,
  base: string,
  durationSec: number,
): Promise<PharmacyBenchRow> {
  const texts = typedTexts(await harvestNames(base));
  console.log(`${where}: ${texts.length} distinct texts`);
  let next = 0;
  const path = () =>
    `/api/our-products/${encodeURIComponent(texts[next++ % texts.length] ?? 'par')}`;
  // `amount` (when set, autocannon then ignores `duration`) bounds a run by requests: a fast server must not
  // run out of new texts and be measured on memo hits.
  // Every response time (ms, fractional), for exact percentiles: autocannon's summary has no p95.
  const run = (duration: number, amount?: number) =>
    new Promise<{ result: autocannon.Result; times: number[] }>((resolve, reject) => {
      const times: number[] = [];
      const instance = autocannon(
        {
          url: base,
          connections: CONNECTIONS,
          duration,
          ...(amount ? { amount } : {}),
          requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: path() }) }],
        },
        (error, result) => (error ? reject(error) : resolve({ result, times })),
      );
      instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
    });
  // Warm-up: the JIT and the connection pool, on texts the measured part does not reuse.
  const warm = await run(1);
  const first = next;
  // About `durationSec` at the warm-up's pace, but never more requests than new texts.
  const { result: r, times } = await run(
    durationSec,
    Math.min(texts.length - first, Math.ceil(warm.result.requests.average * durationSec * 1.5)),
  );
  times.sort((a, b) => a - b);
  return {
    where,
    target: TARGET_P95_MS[where],
    requests: r.requests.total,
    reqPerSec: r.requests.average,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    non2xx: r.non2xx,
    // Texts sent more than once in the measured part (served from the memo): should be 0.
    repeats: Math.max(0, next - first - (texts.length - first)),
  };
}

/**
 * Seeds the large catalogue on PGlite and/or PostgreSQL, measures each, prints the table and returns the rows
 * (`pnpm bench --only pharmacy`, or `bench:pharmacy` alone).
 */
export async function pharmacyBench(
  driver: 'pglite' | 'postgres' | 'both',
  durationSec: number,
): Promise<PharmacyBenchRow[]> {
  const rows: PharmacyBenchRow[] = [];
  if (driver === 'pglite' || driver === 'both') {
    section('Medicine suggestions on PGlite, seed:large');
    const dataDir = mkdtempSync(join(tmpdir(), 'medibridge-pharmacy-bench-'));
    try {
      console.log(`seed:large → ${seedLarge({ DATA_DIR: dataDir, DATABASE_URL: '' })}`);
      const api = await startApi(undefined, { fromSource: true, keptDataDir: dataDir });
      try {
        rows.push(await measure('PGlite', api.base, durationSec));
      } finally {
        await api.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (driver === 'postgres' || driver === 'both') {
    const baseUrl = process.env.TEST_DATABASE_URL;
    if (!baseUrl) console.log('TEST_DATABASE_URL not set: PostgreSQL run skipped.');
    else {
      section('Medicine suggestions on PostgreSQL, seed:large');
      const url = await postgresDatabase(baseUrl);
      console.log(`seed:large → ${seedLarge({ DATABASE_URL: url })}`);
      const api = await startApi(url, { fromSource: true });
      try {
        rows.push(await measure('PostgreSQL', api.base, durationSec));
      } finally {
        await api.stop();
      }
    }
  }
  printTable(
    [
      'our-products/{text}, 10 connections',
      'requests',
      'req/s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'non-2xx',
      'repeats',
      'target p95',
    ],
    rows.map((r) => [
      r.where,
      String(r.requests),
      r.reqPerSec.toFixed(0),
      r.p50.toFixed(1),
      r.p95.toFixed(1),
      r.p99.toFixed(1),
      String(r.non2xx),
      String(r.repeats),
      `≤ ${r.target} ms: ${r.p95 <= r.target ? 'met' : 'NOT MET'}`,
    ]),
    [1, 2, 3, 4, 5, 6, 7],
  );
  console.log(
    'Every measured text is new to the server (repeats 0 = no memo hits); percentiles over every response time.',
  );
  return rows;
}

// Run directly (`bench:pharmacy`), not when `pnpm bench` imports it.
if (process.argv[1] && /pharmacy\.ts$/.test(process.argv[1])) {
  const driver = arg('--driver', 'both');
  pharmacyBench(
    driver === 'pglite' || driver === 'postgres' ? driver : 'both',
    Number(arg('--duration', '8')) || 8,
  ).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
