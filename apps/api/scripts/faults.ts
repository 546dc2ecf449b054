/**
 * `pnpm faults`: rehearses the faults of issue 31 §4 against the built server (apps/api/dist/server.cjs) and
 * prints a table (docs/decisions/0051). Each fault runs on servers and stores of its own — a private
 * PostgreSQL (initdb + pg_ctl in a temporary directory, on a free port) and a private Redis — never the
 * machine's shared ones. Traffic goes only to 127.0.0.1.
 *
 *   pnpm faults            the full form: longer outages, more load
 *   pnpm faults --short    the CI form: one short outage of each
 *   pnpm faults --no-build use the server already built
 *
 * Faults:
 *  - postgres-restart: writes (contact enquiries) at concurrency 20; PostgreSQL is stopped (`pg_ctl stop -m
 *    fast`) under that load, kept away, then started again. While it is away every answer must be 503 with
 *    Retry-After (no other 5xx, no request left hanging past 15 s); the server must take writes again by
 *    itself; every acknowledged write must be in the database afterwards.
 *  - redis-down: the same writes with REDIS_URL on a private Redis that is killed under load and started
 *    again: writes keep being acknowledged, and one address sending past RATE_LIMIT_MAX is still refused
 *    (429) while Redis is away (the in-process count).
 *
 * Columns: requests sent; failed = answered other than 200 (the 503s of an outage, the 429s asked for);
 * 5xx = answers of 500 or any 5xx but 503 (must be 0); hung = requests with no answer in 15 s (must be 0);
 * lost = acknowledged writes missing afterwards (must be 0); recovery = from the store's start to the first
 * write acknowledged after it.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const API_DIR = path.resolve(__dirname, '..');
const SERVER = path.join(API_DIR, 'dist', 'server.cjs');
const SHORT = process.argv.includes('--short');
const CONCURRENCY = SHORT ? 8 : 20;
/** How long a store stays away. */
const OUTAGE_MS = SHORT ? 3_000 : 10_000;
/** Load before the fault and after the recovery. */
const CALM_MS = SHORT ? 1_500 : 5_000;
const HANG_MS = 15_000;
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// --- Private stores --------------------------------------------------------------------------------------

/** Runs a PostgreSQL binary as the `postgres` user when we are root (initdb refuses root), else as us. */
function pgRun(bin: string, args: string[]): void {
  const file = path.join(PG_BIN, bin);
  if (process.getuid?.() === 0) execFileSync('runuser', ['-u', 'postgres', '--', file, ...args]);
  else execFileSync(file, args);
}

interface PrivatePostgres {
  url: string;
  stop(): void;
  start(): void;
  destroy(): void;
}

async function privatePostgres(): Promise<PrivatePostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), 'medibridge-faults-pg-'));
  chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  const port = await freePort();
  const log = path.join(dir, 'log');
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
  pgRun('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => pgRun('pg_ctl', ['-D', data, '-l', log, '-o', options, '-w', 'start']);
  start();
  const admin = new pg.Client({
    connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`,
  });
  await admin.connect();
  await admin.query('create database faults');
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/faults`,
    stop: () => pgRun('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    start,
    destroy: () => {
      try {
        pgRun('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

interface PrivateRedis {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

async function privateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', ''], {
      stdio: 'ignore',
    });
    for (let i = 0; i < 50; i += 1) {
      const open = await new Promise<boolean>((resolve) => {
        const socket = connect(port, '127.0.0.1');
        socket.once('connect', () => {
          socket.destroy();
          resolve(true);
        });
        socket.once('error', () => resolve(false));
      });
      if (open) return;
      await sleep(100);
    }
    throw new Error('the private Redis did not start');
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    stop: async () => {
      const c = child as ChildProcess | null;
      if (!c || c.exitCode !== null) return;
      const exited = new Promise((r) => c.once('exit', r));
      c.kill('SIGKILL');
      await exited;
    },
  };
}

// --- The server ------------------------------------------------------------------------------------------

async function startServer(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; base: string; dataDir: string }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'medibridge-faults-data-'));
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    LOG_LEVEL: 'fatal',
    RATE_LIMIT_MAX: '0',
    TRUST_PROXY: 'true',
    DEMO_MODE: 'true',
  };
  delete childEnv.DATABASE_URL;
  delete childEnv.REDIS_URL;
  const child = spawn(process.execPath, [SERVER], {
    env: { ...childEnv, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return { child, base, dataDir };
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error('the server did not become ready within 180 s');
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

// --- Load ------------------------------------------------------------------------------------------------

interface Tally {
  requests: number;
  failed: number;
  other5xx: number;
  no503RetryAfter: number;
  hung: number;
  limited: number;
  acknowledged: string[];
  /** When each write was acknowledged (ms since the epoch). */
  ackTimes: number[];
}

const newTally = (): Tally => ({
  requests: 0,
  failed: 0,
  other5xx: 0,
  no503RetryAfter: 0,
  hung: 0,
  limited: 0,
  acknowledged: [],
  ackTimes: [],
});

const ipOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** One contact enquiry from address `ip`; counted in `tally`. */
async function enquiry(base: string, n: number, ip: string, tally: Tally): Promise<void> {
  tally.requests += 1;
  try {
    const res = await fetch(`${base}/api/store-contact-inquiry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({
        enquiryType: 'Contact',
        first_name: `Fault${n}`,
        last_name: 'Rehearsal',
        mobile: `9${String(100_000_000 + n).slice(-9)}`,
        email: `fault${n}@example.in`,
        messages: `faults rehearsal write ${n}: please call back`,
        page: '/contact-us',
      }),
      signal: AbortSignal.timeout(HANG_MS),
    });
    const body = (await res.json().catch(() => null)) as { data?: { reference?: string } } | null;
    if (res.status === 200 && body?.data?.reference) {
      tally.acknowledged.push(body.data.reference);
      tally.ackTimes.push(Date.now());
      return;
    }
    tally.failed += 1;
    if (res.status === 429) tally.limited += 1;
    if (res.status === 503 && !res.headers.get('retry-after')) tally.no503RetryAfter += 1;
    if (res.status >= 500 && res.status !== 503) tally.other5xx += 1;
  } catch (error) {
    tally.failed += 1;
    if ((error as Error).name === 'TimeoutError') tally.hung += 1;
    else tally.other5xx += 1;
  }
}

/** Writes at CONCURRENCY from many addresses until `stop()`; each loop waits a little after a refusal. */
function load(base: string, tally: Tally): { stop: () => Promise<void> } {
  let running = true;
  let counter = 0;
  const worker = async () => {
    while (running) {
      counter += 1;
      const before = tally.failed;
      await enquiry(base, counter, ipOf(counter), tally);
      if (tally.failed > before) await sleep(200);
    }
  };
  const workers = Array.from({ length: CONCURRENCY }, worker);
  return {
    stop: async () => {
      running = false;
      await Promise.all(workers);
    },
  };
}

async function lostOf(databaseUrl: string, references: string[]): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ reference: string }>(
      'select reference from enquiries where reference = any($1)',
      [references],
    );
    const found = new Set(rows.map((r) => r.reference));
    return references.filter((r) => !found.has(r)).length;
  } finally {
    await client.end();
  }
}

interface Row {
  fault: string;
  tally: Tally;
  lost: number | string;
  recovery: string;
  note: string;
}

/** The first acknowledgement at or after `from`, as seconds from it. */
function recoveryAfter(tally: Tally, from: number): string {
  const first = tally.ackTimes.find((t) => t >= from);
  return first === undefined ? 'never' : `${((first - from) / 1000).toFixed(1)} s`;
}

async function postgresRestart(): Promise<Row> {
  const store = await privatePostgres();
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  try {
    server = await startServer({ DATABASE_URL: store.url, DATABASE_POOL_MAX: '10' });
    const tally = newTally();
    const running = load(server.base, tally);
    await sleep(CALM_MS);
    store.stop();
    await sleep(OUTAGE_MS);
    const back = Date.now();
    store.start();
    await sleep(CALM_MS);
    for (let i = 0; i < 60 && !tally.ackTimes.some((t) => t >= back); i += 1) await sleep(500);
    await running.stop();
    return {
      fault: 'postgres-restart',
      tally,
      lost: await lostOf(store.url, tally.acknowledged),
      recovery: recoveryAfter(tally, back),
      note: `PostgreSQL away ${OUTAGE_MS / 1000} s`,
    };
  } finally {
    if (server) {
      await stopServer(server.child);
      rmSync(server.dataDir, { recursive: true, force: true });
    }
    store.destroy();
  }
}

async function redisDown(): Promise<Row> {
  const redis = await privateRedis();
  const store = await privatePostgres();
  const limit = 5;
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  try {
    server = await startServer({
      DATABASE_URL: store.url,
      REDIS_URL: redis.url,
      RATE_LIMIT_MAX: String(limit),
      RATE_LIMIT_WINDOW_MS: '600000',
    });
    const tally = newTally();
    // Many addresses, each well under the limit: their writes must keep being acknowledged.
    const running = load(server.base, tally);
    await sleep(CALM_MS);
    await redis.stop();
    await sleep(500);
    // One address past the limit while Redis is away: the in-process count refuses it.
    const burst = newTally();
    for (let i = 0; i < limit + 3; i += 1)
      await enquiry(server.base, 900_000 + i, '10.250.250.250', burst);
    await sleep(OUTAGE_MS);
    const back = Date.now();
    await redis.start();
    await sleep(CALM_MS);
    await running.stop();
    tally.requests += burst.requests;
    tally.failed += burst.failed;
    tally.limited += burst.limited;
    tally.other5xx += burst.other5xx;
    tally.hung += burst.hung;
    tally.acknowledged.push(...burst.acknowledged);
    return {
      fault: 'redis-down',
      tally,
      lost: await lostOf(store.url, tally.acknowledged),
      recovery: recoveryAfter(tally, back),
      note: `Redis away ${OUTAGE_MS / 1000} s; one address past the limit: ${burst.limited} of ${burst.requests} refused (429)`,
    };
  } finally {
    if (server) {
      await stopServer(server.child);
      rmSync(server.dataDir, { recursive: true, force: true });
    }
    await redis.stop();
    store.destroy();
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  if (!process.argv.includes('--no-build')) {
    console.log('building the server (apps/api/dist/server.cjs) …');
    const built = spawnSync('pnpm', ['--filter', '@medibridge/api', 'build'], { stdio: 'inherit' });
    if (built.status !== 0) process.exit(1);
  }
  console.log(`pnpm faults${SHORT ? ' --short' : ''}: concurrency ${CONCURRENCY}`);
  const rows: Row[] = [];
  rows.push(await postgresRestart());
  rows.push(await redisDown());
  console.log('');
  console.log(
    '| fault            | requests | failed | 5xx (not 503) | hung | lost | recovery | notes |',
  );
  console.log(
    '|------------------|---------:|-------:|--------------:|-----:|-----:|---------:|-------|',
  );
  let bad = false;
  for (const r of rows) {
    const t = r.tally;
    console.log(
      `| ${r.fault.padEnd(16)} | ${String(t.requests).padStart(8)} | ${String(t.failed).padStart(6)} | ${String(t.other5xx).padStart(13)} | ${String(t.hung).padStart(4)} | ${String(r.lost).padStart(4)} | ${r.recovery.padStart(8)} | ${r.note}${t.no503RetryAfter ? `; ${t.no503RetryAfter} 503s without Retry-After` : ''} |`,
    );
    if (t.other5xx || t.hung || t.no503RetryAfter || r.lost !== 0 || r.recovery === 'never')
      bad = true;
    if (r.fault === 'redis-down' && t.limited === 0) bad = true;
  }
  console.log('');
  console.log(`${bad ? 'FAILED' : 'passed'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  process.exit(bad ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
