/**
 * `pnpm crashtest`: writes at concurrency 50 against the built server, `kill -9` of the server in the middle of
 * them, a restart on the same data, then every write the server had acknowledged must be there, whole, and
 * nothing half-written. Rounds repeat on the same data. Runs on PGlite (a temporary data directory) and, when
 * PostgreSQL answers at CRASHTEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), on a
 * temporary database there too. Traffic goes only to 127.0.0.1.
 *
 *   pnpm crashtest [--driver pglite|postgres|both] [--rounds N] [--seed N]     (default: both, 3 rounds)
 *   pnpm crashtest --short                                                       (CI: one PGlite round)
 *
 * Write kinds are a list: each sends one write and says how to find it afterwards. Bookings, payments and
 * orders join the list when their calls land.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray, like } from 'drizzle-orm';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { enquiries, users } from '../src/db/schema';
import { createRng } from '../src/lib/rng';

const API_DIR = path.resolve(__dirname, '..');
const SERVER = path.join(API_DIR, 'dist', 'server.cjs');
const CONCURRENCY = 50;

// --- Options ---------------------------------------------------------------------------------------------

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const SHORT = process.argv.includes('--short');
const ROUNDS = SHORT ? 1 : Math.max(1, Number(arg('--rounds')) || 3);
const SEED = Number(arg('--seed') ?? process.env.CRASHTEST_SEED ?? Date.now() % 1_000_000) >>> 0;
const DRIVER = SHORT ? 'pglite' : (arg('--driver') ?? 'both');
const BASE_PG_URL = process.env.CRASHTEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

// --- A tiny HTTP client with a cookie jar ----------------------------------------------------------------

class Client {
  private readonly cookies = new Map<string, string>();
  constructor(
    private readonly base: string,
    /** The client's address as a trusted proxy reports it (per-IP limits count it). */
    private readonly forwardedFor?: string,
  ) {}

  async call(
    method: string,
    url: string,
    body?: unknown,
    options: { direct?: boolean } = {},
  ): Promise<{ status: number; json: unknown }> {
    const headers: Record<string, string> = {};
    if (this.forwardedFor && !options.direct) headers['x-forwarded-for'] = this.forwardedFor;
    if (this.cookies.size) {
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const csrf = this.cookies.get('mb_csrf');
      if (csrf && method !== 'GET') headers['x-csrf-token'] = csrf;
    }
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${this.base}${url}`, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    for (const line of res.headers.getSetCookie()) {
      const m = /^([^=]+)=([^;]*)/.exec(line);
      if (m?.[1]) {
        if (m[2]) this.cookies.set(m[1], m[2]);
        else this.cookies.delete(m[1]);
      }
    }
    const text = await res.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    return { status: res.status, json };
  }

  /** The anti-forgery cookie, which a client that holds cookies must echo. */
  async ensureCsrf(): Promise<void> {
    if (!this.cookies.has('mb_csrf')) await this.call('GET', '/api/user-data-with-token');
  }
}

// --- Write kinds -----------------------------------------------------------------------------------------

/** One acknowledged write: what the server answered, and what must be found afterwards. */
interface Acknowledged {
  kind: string;
  key: string;
  expect: Record<string, unknown>;
}

interface WriteKind {
  name: string;
  /** Sends one write; resolves with what was acknowledged, or null when the server refused it. */
  send(base: string, n: number, rand: () => number): Promise<Acknowledged | null>;
}

const ip = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
const mobileFor = (round: number, n: number) =>
  `7${String(round).padStart(2, '0')}${String(n).padStart(7, '0')}`.slice(0, 10);

let roundNo = 0;

const ENQUIRY: WriteKind = {
  name: 'enquiry',
  async send(base, n, rand) {
    const client = new Client(base, ip(n));
    const values = {
      enquiryType: 'Contact',
      first_name: `Crash${n}`,
      last_name: `Test${Math.floor(rand() * 1e6)}`,
      mobile: mobileFor(roundNo, n),
      email: `crash${roundNo}.${n}@example.in`,
      messages: `crashtest round ${roundNo} write ${n}: please call back about knee surgery`,
      page: '/contact-us',
    };
    const res = await client.call('POST', '/api/store-contact-inquiry', values);
    if (res.status !== 200) return null;
    const reference = (res.json as { data?: { reference?: string } }).data?.reference;
    if (!reference) return null;
    return {
      kind: 'enquiry',
      key: reference,
      expect: {
        firstName: values.first_name,
        lastName: values.last_name,
        mobile: values.mobile,
        email: values.email,
        messages: values.messages,
        page: values.page,
        enquiryType: values.enquiryType,
      },
    };
  },
};

const REGISTRATION: WriteKind = {
  name: 'registration',
  async send(base, n) {
    const client = new Client(base, ip(n));
    const mobile = mobileFor(roundNo, n).replace(/^7/, '8');
    const check = await client.call('POST', '/api/check-user-mobile-by-otp', { mobile });
    const uid = (check.json as { response?: { data?: { uid?: string } } }).response?.data?.uid;
    if (check.status !== 200 || !uid) return null;
    // The demo outbox answers this machine asked directly (no forwarding header).
    const outbox = await client.call('GET', `/api/dev/sms-outbox?mobile=${mobile}`, undefined, {
      direct: true,
    });
    const text = (outbox.json as { data?: { text: string }[] }).data?.[0]?.text ?? '';
    const otp = /\b(\d{6})\b/.exec(text)?.[1];
    if (!otp) return null;
    const verified = await client.call('POST', '/api/verify-user-mobile-otp', {
      otpno: otp,
      otp_uid: uid,
    });
    if (verified.status !== 200) return null;
    await client.ensureCsrf();
    const password = `Crash-Pass-${n}-Ok`;
    const name = `Crash ${String.fromCharCode(65 + (n % 26))}${String.fromCharCode(97 + ((n >> 5) % 26))}`;
    const registered = await client.call('POST', '/api/new-register', {
      name,
      mobile,
      email: `reg${roundNo}.${n}@example.in`,
      password,
      shareCode: '',
      source: 'crashtest',
    });
    const id = (registered.json as { response?: { data?: { id?: number } } }).response?.data?.id;
    if (registered.status !== 200 || !id) return null;
    return {
      kind: 'registration',
      key: mobile,
      expect: { id, name, email: `reg${roundNo}.${n}@example.in`, password },
    };
  },
};

const WRITE_KINDS: readonly WriteKind[] = [ENQUIRY, REGISTRATION];

// --- The server ------------------------------------------------------------------------------------------

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

interface Target {
  driver: 'pglite' | 'postgres';
  dataDir: string;
  databaseUrl: string | null;
}

async function startServer(target: Target): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: target.dataDir,
    WEB_DIST_DIR: path.join(target.dataDir, 'no-web'),
    LOG_LEVEL: 'error',
    RATE_LIMIT_MAX: '0',
    OTP_SENDS_PER_IP: '100000',
    TRUST_PROXY: 'true',
    DEMO_MODE: 'true',
  };
  delete env.DATABASE_URL;
  if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;
  const child = spawn(process.execPath, [SERVER], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with ${child.exitCode} while starting`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return { child, base };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not become ready within 180 s');
}

function stopGracefully(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

// --- A round ---------------------------------------------------------------------------------------------

interface RoundResult {
  sent: number;
  /** Answered with a refusal (4xx), not acknowledged: should be none. */
  refused: number;
  acknowledged: Acknowledged[];
  ms: number;
}

/** Writes at concurrency 50 until `killAfter` acknowledgements, then kill -9 while writes are in flight. */
async function loadAndKill(
  target: Target,
  killAfter: number,
  rand: () => number,
): Promise<RoundResult> {
  const started = Date.now();
  const { child, base } = await startServer(target);
  const acknowledged: Acknowledged[] = [];
  let sent = 0;
  let refused = 0;
  let counter = 0;
  let killed = false;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const worker = async (): Promise<void> => {
    while (!killed) {
      counter += 1;
      const n = counter;
      const kind = WRITE_KINDS[Math.floor(rand() * WRITE_KINDS.length)] as WriteKind;
      sent += 1;
      try {
        const ack = await kind.send(base, n, rand);
        if (ack && !killed) acknowledged.push(ack);
        else if (!ack && !killed) refused += 1;
      } catch {
        // the server is gone (killed): the write was never acknowledged
      }
      if (!killed && acknowledged.length >= killAfter) {
        killed = true;
        child.kill('SIGKILL');
      }
    }
  };
  const timer = setTimeout(() => {
    killed = true;
    child.kill('SIGKILL');
  }, 120_000);
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  clearTimeout(timer);
  await exited;
  return { sent, refused, acknowledged, ms: Date.now() - started };
}

/** After a restart on the same data: every acknowledged write whole, users able to log in, nothing half-written. */
async function verify(
  target: Target,
  acknowledged: readonly Acknowledged[],
): Promise<{ lost: string[]; half: string[] }> {
  const lost: string[] = [];
  const half: string[] = [];
  const { child, base } = await startServer(target);
  try {
    // A sample of registered users logs in over HTTP (argon2 makes every login cost ~40 ms).
    const registrations = acknowledged.filter((a) => a.kind === 'registration');
    for (const reg of registrations.slice(0, 25)) {
      const res = await new Client(base).call('POST', '/api/login', {
        mobile: reg.key,
        password: reg.expect.password,
      });
      if (res.status !== 200) lost.push(`registration ${reg.key}: login answered ${res.status}`);
    }
  } finally {
    await stopGracefully(child);
  }
  const db: DatabaseHandle = await openDatabase({
    databaseUrl: target.databaseUrl,
    dataDir: target.dataDir,
    databasePoolMax: 2,
  });
  try {
    const refs = acknowledged.filter((a) => a.kind === 'enquiry');
    const rows = refs.length
      ? await db.db
          .select()
          .from(enquiries)
          .where(
            inArray(
              enquiries.reference,
              refs.map((r) => r.key),
            ),
          )
      : [];
    const byRef = new Map(rows.map((r) => [r.reference, r as Record<string, unknown>]));
    for (const ack of refs) {
      const row = byRef.get(ack.key);
      if (!row) lost.push(`enquiry ${ack.key}`);
      else
        for (const [field, value] of Object.entries(ack.expect))
          if (row[field] !== value)
            half.push(`enquiry ${ack.key}: ${field} is ${JSON.stringify(row[field])}`);
    }
    for (const ack of acknowledged.filter((a) => a.kind === 'registration')) {
      const [row] = await db.db.select().from(users).where(eq(users.mobile, ack.key));
      if (!row) lost.push(`registration ${ack.key}`);
      else if (
        row.id !== ack.expect.id ||
        row.name !== ack.expect.name ||
        row.email !== ack.expect.email
      )
        half.push(
          `registration ${ack.key}: stored ${JSON.stringify({ id: row.id, name: row.name, email: row.email })}`,
        );
    }
    // Half-written, acknowledged or not: a user of this test without a password or share code, an enquiry
    // without its mobile or reference.
    const ours = await db.db.select().from(users).where(like(users.source, 'crashtest'));
    for (const row of ours)
      if (!row.passwordHash || !row.shareCode)
        half.push(`user ${row.mobile}: password or share code missing`);
    const ourEnquiries = await db.db
      .select()
      .from(enquiries)
      .where(like(enquiries.page, '/contact-us'));
    for (const row of ourEnquiries)
      if (!row.reference || !row.mobile || !row.messages)
        half.push(`enquiry row ${row.id}: fields missing`);
  } finally {
    await db.close();
  }
  return { lost, half };
}

interface DriverSummary {
  driver: string;
  rounds: number;
  sent: number;
  acknowledged: number;
  lost: number;
  half: number;
  seconds: number;
  problems: string[];
}

async function runDriver(driver: 'pglite' | 'postgres'): Promise<DriverSummary> {
  const started = Date.now();
  const dataDir = mkdtempSync(path.join(tmpdir(), `medibridge-crashtest-${driver}-`));
  let databaseUrl: string | null = null;
  let dbName = '';
  if (driver === 'postgres') {
    dbName = `crashtest_${SEED}_${Date.now() % 100000}`;
    const admin = new pg.Client({ connectionString: BASE_PG_URL });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const u = new URL(BASE_PG_URL);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
  }
  const target: Target = { driver, dataDir, databaseUrl };
  const rand = createRng(SEED);
  const summary: DriverSummary = {
    driver,
    rounds: 0,
    sent: 0,
    acknowledged: 0,
    lost: 0,
    half: 0,
    seconds: 0,
    problems: [],
  };
  const all: Acknowledged[] = [];
  try {
    for (let round = 1; round <= ROUNDS; round += 1) {
      roundNo = round;
      const killAfter = 40 + Math.floor(rand() * 120);
      const result = await loadAndKill(target, killAfter, rand);
      all.push(...result.acknowledged);
      // Every acknowledged write of every round so far: a later crash must not lose an earlier write either.
      const { lost, half } = await verify(target, all);
      summary.rounds += 1;
      summary.sent += result.sent;
      summary.acknowledged += result.acknowledged.length;
      summary.lost = lost.length;
      summary.half = half.length;
      summary.problems = [
        ...lost.map((l) => `lost: ${l}`),
        ...half.map((h) => `half-written: ${h}`),
        // A refusal means the test asked for something the server rightly declined: fix the test.
        ...(result.refused
          ? [
              `${result.refused} writes refused before the kill (a 4xx): the test's requests are wrong`,
            ]
          : []),
      ];
      console.log(
        `${driver} round ${round}: ${result.sent} writes sent, ${result.acknowledged.length} acknowledged, ${result.refused} refused, killed after ${killAfter}; after restart ${lost.length} lost, ${half.length} half-written (${(result.ms / 1000).toFixed(1)} s of load)`,
      );
      if (summary.problems.length) break;
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (dbName) {
      const admin = new pg.Client({ connectionString: BASE_PG_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  }
  summary.seconds = (Date.now() - started) / 1000;
  return summary;
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: BASE_PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  if (!existsSync(SERVER)) {
    console.log('building the server (apps/api/dist/server.cjs) …');
    const built = spawnSync('pnpm', ['--filter', '@medibridge/api', 'build'], { stdio: 'inherit' });
    if (built.status !== 0) process.exit(1);
  }
  const drivers: ('pglite' | 'postgres')[] = [];
  if (DRIVER === 'pglite' || DRIVER === 'both') drivers.push('pglite');
  if (DRIVER === 'postgres' || DRIVER === 'both') {
    if (await postgresReachable()) drivers.push('postgres');
    else if (DRIVER === 'postgres') {
      console.error(`PostgreSQL is not reachable at ${BASE_PG_URL} (CRASHTEST_DATABASE_URL).`);
      process.exit(1);
    } else console.log(`PostgreSQL is not reachable at ${BASE_PG_URL}: PGlite only.`);
  }
  console.log(
    `pnpm crashtest: ${ROUNDS} round(s) per driver, concurrency ${CONCURRENCY}, seed ${SEED} (replay: --seed ${SEED}), writes: ${WRITE_KINDS.map((k) => k.name).join(', ')}`,
  );
  const results: DriverSummary[] = [];
  for (const driver of drivers) results.push(await runDriver(driver));
  console.log('');
  console.log('| driver   | rounds | writes sent | acknowledged | lost | half-written | time    |');
  console.log('|----------|-------:|------------:|-------------:|-----:|-------------:|--------:|');
  for (const r of results)
    console.log(
      `| ${r.driver.padEnd(8)} | ${String(r.rounds).padStart(6)} | ${String(r.sent).padStart(11)} | ${String(r.acknowledged).padStart(12)} | ${String(r.lost).padStart(4)} | ${String(r.half).padStart(12)} | ${`${r.seconds.toFixed(0)} s`.padStart(7)} |`,
    );
  const problems = results.flatMap((r) => r.problems.map((p) => `${r.driver} ${p}`));
  for (const p of problems.slice(0, 30)) console.log(p);
  const failed = problems.length > 0 || results.some((r) => r.acknowledged === 0);
  console.log(
    failed
      ? 'pnpm crashtest: FAILED'
      : 'pnpm crashtest: every acknowledged write survived, nothing half-written',
  );
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
