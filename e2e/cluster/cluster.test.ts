/**
 * Several replicas behind a real proxy (issue 31 §3): `scripts/cluster.mjs` starts two API replicas on this
 * machine's PostgreSQL and Redis behind HAProxy, on a database of this run's own.
 *
 * 1. A rolling restart under load (SIGTERM, the replica drains while HAProxy's checks take it out, then
 *    starts again; then the other) fails no request and loses no acknowledged write; each replica ends
 *    within its shutdown timeout with a call's WebSocket open.
 * 2. A patient in a call on replica A and the doctor on B (signalling crosses through Redis); a payment
 *    opened on A and paid at B; then A is killed with SIGKILL mid-call and mid-payment: the patient's
 *    connection comes back through the proxy (to B) and the call's messages flow again, the payment opened
 *    on A completes exactly once through B, every write A acknowledged is there, the scheduled jobs keep
 *    running on B.
 *
 * Media itself (RTP between two Chromiums) is the video journey's to prove; `pnpm e2e --cluster -- videoCall`
 * runs that journey through this same proxy.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createInterface } from 'node:readline';
import {
  API_ROOT,
  NO_SCHEDULE_DEPARTMENT_ID,
  SANDBOX_CHECKOUT_PATH,
  type ServerSignal,
  endpointPath,
} from '@medibridge/contract';
import pg from 'pg';
import { WebSocket } from 'ws';
import { REPO_ROOT } from '../src/harness';

interface Replica {
  name: string;
  url: string;
  pid: number;
}
interface ClusterInfo {
  url: string;
  database: string;
  replicas: Replica[];
}
interface RestartReport {
  restarts: { name: string; exitCode: number | null; stopMs: number }[];
}

const DEMO = { mobile: '9876543210', password: 'MediBridge@Demo1' };
const DOCTOR = { mobile: '9000031031', password: 'Cluster-Doctor@2026', name: 'Dr Kavya Cluster' };
const ADMIN_URL = process.env.CI_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `mb_cluster_${randomBytes(4).toString('hex')}`;
const databaseUrl = (() => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
})();

let cluster: ChildProcess;
let info: ClusterInfo;
const lines: { kind: string; body: unknown }[] = [];
const lineWaiters: { kind: string; resolve: (body: unknown) => void }[] = [];
let db: pg.Client;

function nextLine<T>(kind: string, timeoutMs: number): Promise<T> {
  const seen = lines.findIndex((l) => l.kind === kind);
  if (seen >= 0) return Promise.resolve(lines.splice(seen, 1)[0]?.body as T);
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no ${kind} line in ${timeoutMs} ms`)),
      timeoutMs,
    );
    lineWaiters.push({
      kind,
      resolve: (body) => {
        clearTimeout(timer);
        resolve(body as T);
      },
    });
  });
}

const api = (
  name: Parameters<typeof endpointPath>[0],
  params?: Parameters<typeof endpointPath>[1],
) => `${API_ROOT}/${endpointPath(name, params)}`;

async function login(base: string, mobile: string, password: string): Promise<string> {
  const res = await fetch(`${base}${api('accountModalLogin')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile, password }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** A Consult Now booking by the demo patient, paid wholly online: its appointment and merchant order. */
async function book(base: string, token: string): Promise<{ apptNo: string; order: string }> {
  // The booking form is multipart (it may carry a prescription file), as the web app sends it.
  const form = new FormData();
  for (const [name, value] of Object.entries({
    firstName: 'Asha',
    mobile: DEMO.mobile,
    gender: 'FeMale',
    age: '36',
    weight: '61',
    dibetic: 'No',
    bloodPressure: 'No',
    smoke: 'No',
    alcohol: 'No',
    departmentId: String(NO_SCHEDULE_DEPARTMENT_ID),
    symptoms: 'Fever since yesterday',
    appointmentMode: 'video',
    use_wallet: 'false',
  }))
    form.append(name, value);
  const res = await fetch(`${base}${api('appointmentPay')}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as {
    status: string;
    message?: string;
    data: { appointment_no: string; merchant_order_id: string };
  };
  expect([res.status, body.status ?? body.message]).toEqual([200, 'payment_initiated']);
  return { apptNo: body.data.appointment_no, order: body.data.merchant_order_id };
}

/** The patient presses Pay on the sandbox gateway's page (its POST lands on `base`). */
async function pay(base: string, order: string): Promise<number> {
  const res = await fetch(`${base}${SANDBOX_CHECKOUT_PATH}/${order}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'pay' }),
    redirect: 'manual',
  });
  return res.status;
}

interface Client {
  messages: ServerSignal[];
  next(type: ServerSignal['type'], timeoutMs?: number): Promise<ServerSignal>;
  closed: Promise<number>;
  send(message: unknown): void;
  socket: WebSocket;
}

/** A signalling client on `base` (a replica or the proxy), optionally pinned to a replica by HAProxy's cookie. */
function connect(base: string, apptNo: string, token: string, replica?: string): Client {
  const cookie = `mb_session=${token}${replica ? `; mb_replica=${replica}` : ''}`;
  const socket = new WebSocket(`${base.replace('http', 'ws')}/api/video/rooms/${apptNo}/signal`, {
    headers: { cookie, origin: info.url },
  });
  const messages: ServerSignal[] = [];
  const waiters: { type: string; resolve: (m: ServerSignal) => void }[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as ServerSignal;
    messages.push(message);
    const i = waiters.findIndex((w) => w.type === message.type);
    if (i >= 0) waiters.splice(i, 1)[0]?.resolve(message);
  });
  socket.on('error', () => undefined);
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  return {
    socket,
    messages,
    closed,
    next(type, timeoutMs = 20_000) {
      const seen = messages.findIndex((m) => m.type === type);
      if (seen >= 0) return Promise.resolve(messages.splice(seen, 1)[0] as ServerSignal);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no ${type} in ${timeoutMs} ms; got ${JSON.stringify(messages)}`)),
          timeoutMs,
        );
        waiters.push({
          type,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
    send(message) {
      const payload = JSON.stringify(message);
      if (socket.readyState === socket.OPEN) socket.send(payload);
      else socket.once('open', () => socket.send(payload));
    },
  };
}

/** Writes and reads through the proxy, as many as it can until stopped: every answer and every failure. */
function load(workers: number): {
  stop(): Promise<{ requests: number; failures: string[]; acknowledged: string[] }>;
} {
  let running = true;
  let requests = 0;
  const failures: string[] = [];
  const acknowledged: string[] = [];
  let n = 0;
  const one = async (): Promise<void> => {
    n += 1;
    const i = n;
    requests += 1;
    try {
      // Each request from an address of its own: the per-address rate limit is not under test here.
      const from = `10.31.${Math.floor(i / 250) % 250}.${i % 250}`;
      if (i % 2) {
        const res = await fetch(`${info.url}/api/ace-service-cities/dentistry`, {
          headers: { 'x-forwarded-for': from },
        });
        if (res.status !== 200) failures.push(`GET ${res.status}`);
        await res.arrayBuffer();
        return;
      }
      // A write: a dentistry enquiry from its own address and mobile (the per-address and per-mobile limits
      // are the service's own business, not this test's).
      const res = await fetch(`${info.url}/api/store-contact-inquiry`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': from,
        },
        body: JSON.stringify({
          first_name: 'Load',
          last_name: `Test${i}`,
          mobile: `7${String(31_000_000 + i).padStart(9, '0')}`,
          page: '/dentistry',
          enquiryType: 'Dentistry',
          email: 'load@example.com',
          gender: 'FeMale',
          messages: 'Rolling restart',
          problems: 'Tooth ache',
          age: '30',
          city_id: 331,
        }),
      });
      const body = (await res.json()) as { data?: { reference?: string } };
      if (res.status === 200 && body.data?.reference) acknowledged.push(body.data.reference);
      else failures.push(`POST ${res.status} ${JSON.stringify(body)}`);
    } catch (error) {
      failures.push(`network: ${(error as Error).message}`);
    }
  };
  const loops = Array.from({ length: workers }, async () => {
    while (running) await one();
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return { requests, failures, acknowledged };
    },
  };
}

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  // The doctor exists before the replicas start (migrations and the seed run inside staff:create too).
  execFileSync(
    path.join(REPO_ROOT, 'apps/api/node_modules/.bin/tsx'),
    [
      'scripts/staff-create.ts',
      '--mobile',
      DOCTOR.mobile,
      '--name',
      DOCTOR.name,
      '--password',
      DOCTOR.password,
      '--roles',
      'doctor',
      '--department',
      String(NO_SCHEDULE_DEPARTMENT_ID),
      '--registration',
      'DMC 2019/03/3131',
      '--qualifications',
      'MBBS, MD (General Medicine)',
    ],
    {
      cwd: path.join(REPO_ROOT, 'apps/api'),
      env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'production', DEMO_MODE: 'true' },
      stdio: 'pipe',
    },
  );
  cluster = spawn(
    process.execPath,
    [
      path.join(REPO_ROOT, 'scripts/cluster.mjs'),
      '--json',
      '--no-build',
      '--database',
      databaseUrl,
    ],
    { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  createInterface({ input: cluster.stdout as NodeJS.ReadableStream }).on('line', (line) => {
    const match = /^(CLUSTER|RESTARTED) (.*)$/.exec(line);
    if (!match) return;
    const entry = { kind: match[1] as string, body: JSON.parse(match[2] as string) as unknown };
    const i = lineWaiters.findIndex((w) => w.kind === entry.kind);
    if (i >= 0) lineWaiters.splice(i, 1)[0]?.resolve(entry.body);
    else lines.push(entry);
  });
  info = await nextLine<ClusterInfo>('CLUSTER', 400_000);
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
}, 600_000);

afterAll(async () => {
  await db?.end();
  if (cluster && cluster.exitCode === null) {
    const exited = new Promise((resolve) => cluster.once('exit', resolve));
    cluster.kill('SIGTERM');
    await exited;
  }
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
}, 120_000);

it('restarts both replicas one after the other under load: no request fails, no acknowledged write is lost, each ends within its shutdown timeout with a call open', async () => {
  const token = await login(info.url, DEMO.mobile, DEMO.password);
  const doctorToken = await login(info.url, DOCTOR.mobile, DOCTOR.password);
  const { apptNo, order } = await book(info.url, token);
  expect(await pay(info.url, order)).toBe(303);
  // A call is open on each replica while they restart: the sockets must not hold a replica's shutdown.
  const patient = connect(info.url, apptNo, token, 'r1');
  expect((await patient.next('welcome')).type).toBe('welcome');
  const doctor = connect(info.url, apptNo, doctorToken, 'r2');
  expect((await doctor.next('welcome')).type).toBe('welcome');

  const traffic = load(4);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  cluster.kill('SIGHUP');
  const report = await nextLine<RestartReport & ClusterInfo>('RESTARTED', 300_000);
  info = { url: report.url, database: report.database, replicas: report.replicas };
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const { requests, failures, acknowledged } = await traffic.stop();

  expect(failures).toEqual([]);
  expect(requests).toBeGreaterThan(50);
  for (const replica of report.restarts) {
    expect(replica.exitCode).toBe(0);
    // SHUTDOWN_DRAIN_MS 3000 + SHUTDOWN_TIMEOUT_MS 10000 (scripts/cluster.mjs).
    expect(replica.stopMs).toBeLessThan(13_000);
  }
  // The calls' connections were closed by the restart (the pages reconnect, as after any network drop).
  await patient.closed;
  await doctor.closed;
  const stored = await db.query<{ reference: string }>(
    'SELECT reference FROM enquiries WHERE reference = ANY($1::text[])',
    [acknowledged],
  );
  expect(stored.rowCount).toBe(acknowledged.length);
});

it('survives replica A killed with SIGKILL mid-call and mid-payment: the call comes back through B, the payment completes once, nothing acknowledged is lost, jobs keep running', async () => {
  const [a, b] = info.replicas as [Replica, Replica];
  const token = await login(a.url, DEMO.mobile, DEMO.password);
  const doctorToken = await login(b.url, DOCTOR.mobile, DOCTOR.password);

  // A payment opened on A, paid at B (the gateway's callback reaches the other replica).
  const first = await book(a.url, token);
  expect(await pay(b.url, first.order)).toBe(303);
  const paid = await db.query('SELECT state FROM payments WHERE merchant_order_id = $1', [
    first.order,
  ]);
  expect(paid.rows).toEqual([{ state: 'completed' }]);

  // The call: the patient on A, the doctor on B.
  const patient = connect(a.url, first.apptNo, token);
  expect((await patient.next('welcome')).type).toBe('welcome');
  const doctor = connect(b.url, first.apptNo, doctorToken);
  expect(await doctor.next('welcome')).toMatchObject({ peer: { role: 'patient' } });
  doctor.send({ type: 'offer', sdp: 'v=0 before' });
  expect(await patient.next('offer')).toMatchObject({ sdp: 'v=0 before', from: 'doctor' });

  // Mid-payment: a second booking opened on A, not yet paid.
  const second = await book(a.url, token);
  const acknowledgedOnA = [first.apptNo, second.apptNo];
  const killedAt = new Date();
  process.kill(a.pid, 'SIGKILL');
  await patient.closed;

  // The patient's page reconnects through the proxy: A is gone, so B takes it; the call flows again.
  const again = connect(info.url, first.apptNo, token);
  expect((await again.next('welcome', 30_000)).type).toBe('welcome');
  doctor.send({ type: 'offer', sdp: 'v=0 after' });
  expect(await again.next('offer')).toMatchObject({ sdp: 'v=0 after', from: 'doctor' });

  // The payment opened on A completes through the proxy, once, even when Pay is pressed twice.
  expect(await pay(info.url, second.order)).toBe(303);
  expect(await pay(info.url, second.order)).toBe(303);
  const payments = await db.query(
    'SELECT state, count(*)::int AS n FROM payments WHERE merchant_order_id = $1 GROUP BY state',
    [second.order],
  );
  expect(payments.rows).toEqual([{ state: 'completed', n: 1 }]);
  const booked = await db.query<{ appointment_no: string; state: string }>(
    'SELECT appointment_no, state FROM appointments WHERE appointment_no = ANY($1::text[]) ORDER BY id',
    [acknowledgedOnA],
  );
  expect(booked.rows.map((r) => r.appointment_no)).toEqual(acknowledgedOnA);
  expect(booked.rows.every((r) => r.state !== 'pending_payment')).toBe(true);

  // The scheduled work goes on without A: the once-a-minute reconciliation runs on B after the kill.
  const deadline = Date.now() + 150_000;
  for (;;) {
    const ran = await db.query(
      "SELECT 1 FROM pgboss.job WHERE name = 'payments.reconcile' AND state = 'completed' AND completed_on > $1 LIMIT 1",
      [killedAt],
    );
    if (ran.rowCount) break;
    if (Date.now() > deadline)
      throw new Error('no reconciliation ran on B within 150 s of the kill');
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  again.socket.close();
  doctor.socket.close();
});
