import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';
import { DEMO_PATIENT } from '../../seed';
import { hashPassword } from '../../lib/passwords';
import { createTestStaff } from '../staff';
import { CSRF_COOKIE } from '../../plugins/csrf';
import { SESSION_COOKIE } from '../../plugins/sessions';
import { type FuzzCase, type FuzzIdentity, describeCase, fuzzCase, fuzzEndpoints } from './cases';

/** What came back for one case: a status, or the connection dropped without an answer. */
export type FuzzOutcome = { status: number } | { dropped: string };

/** Sends one request (by `inject` in Jest, over HTTP to 127.0.0.1 in `pnpm fuzz`). */
export type FuzzSend = (c: FuzzCase, headers: Record<string, string>) => Promise<FuzzOutcome>;

export interface FuzzTotals {
  '2xx': number;
  '3xx': number;
  '4xx': number;
  '5xx': number;
  dropped: number;
}

export interface FuzzReport {
  seed: number;
  requests: number;
  totals: FuzzTotals;
  /** One replayable description per 5xx or dropped connection. */
  failures: string[];
  /** Cases per endpoint, so a run shows every call was reached. */
  perEndpoint: Record<string, number>;
  ms: number;
}

const FUZZ_PATIENT = { mobile: '6999999901', password: 'Fuzz-Patient-Pass-1' };
const FUZZ_STAFF = { mobile: '6999999902', password: 'Fuzz-Staff-Pass-1', name: 'Fuzz Staff' };

function setCookieValue(header: string | string[] | undefined, name: string): string | undefined {
  const lines = Array.isArray(header) ? header : header ? [header] : [];
  for (const line of lines) {
    const m = new RegExp(`^${name}=([^;]*)`).exec(line);
    if (m?.[1]) return m[1];
  }
  return undefined;
}

/**
 * The three identities of a run, made on the app's own database: a patient who logs in with the cookie session
 * and sends the anti-forgery token (so validation answers, not the CSRF check), and staff with a bearer token.
 */
export class FuzzIdentities {
  private patient: Record<string, string> = {};
  private staff: Record<string, string> = {};

  constructor(private readonly app: FastifyInstance) {}

  async prepare(): Promise<void> {
    await this.app.db
      .insert(users)
      .values({
        name: 'Fuzz',
        lastName: 'Patient',
        mobile: FUZZ_PATIENT.mobile,
        email: 'fuzz.patient@example.in',
        passwordHash: await hashPassword(FUZZ_PATIENT.password),
        source: 'fuzz',
      })
      .onConflictDoNothing();
    await createTestStaff(this.app.db, FUZZ_STAFF);
    await this.loginPatient();
    const staff = await this.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { mobile: FUZZ_STAFF.mobile, password: FUZZ_STAFF.password },
    });
    if (staff.statusCode !== 200) throw new Error(`fuzz staff login failed: ${staff.statusCode}`);
    this.staff = {
      authorization: `Bearer ${(staff.json() as { access_token: string }).access_token}`,
    };
  }

  /** A fresh cookie session and anti-forgery token for the patient (after a case logged them out). */
  async loginPatient(): Promise<void> {
    const login = await this.app.inject({
      method: 'POST',
      url: '/api/new-login',
      payload: FUZZ_PATIENT,
    });
    const session = setCookieValue(login.headers['set-cookie'], SESSION_COOKIE);
    if (login.statusCode !== 200 || !session)
      throw new Error(`fuzz patient login failed: ${login.statusCode} ${login.body}`);
    const probe = await this.app.inject({
      method: 'GET',
      url: '/api/user-data-with-token',
      cookies: { [SESSION_COOKIE]: session },
    });
    const csrf = setCookieValue(probe.headers['set-cookie'], CSRF_COOKIE);
    if (!csrf) throw new Error('fuzz patient got no anti-forgery cookie');
    this.patient = {
      cookie: `${SESSION_COOKIE}=${session}; ${CSRF_COOKIE}=${csrf}`,
      'x-csrf-token': csrf,
    };
  }

  headers(identity: FuzzIdentity): Record<string, string> {
    if (identity === 'patient') return this.patient;
    if (identity === 'staff') return this.staff;
    return {};
  }
}

/** Calls after which the patient's session may be gone. */
const ENDS_SESSION = new Set(['accountLogout']);

/**
 * Runs `requests` cases of `seed` (or only case `only`) through `send`, `concurrency` at a time. Any 5xx or
 * dropped connection is a failure, reported with its replay.
 */
export async function runFuzz(options: {
  app: FastifyInstance;
  send: FuzzSend;
  seed: number;
  requests: number;
  only?: number;
  concurrency?: number;
  deadlineMs?: number;
}): Promise<FuzzReport> {
  const started = Date.now();
  const identities = new FuzzIdentities(options.app);
  await identities.prepare();
  const endpoints = fuzzEndpoints();
  const totals: FuzzTotals = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, dropped: 0 };
  const failures: string[] = [];
  const perEndpoint: Record<string, number> = {};
  const indexes =
    options.only !== undefined
      ? [options.only]
      : Array.from({ length: options.requests }, (_, i) => i);
  let next = 0;
  let sent = 0;
  const deadline = started + (options.deadlineMs ?? 30 * 60_000);

  const worker = async (): Promise<void> => {
    while (next < indexes.length && Date.now() < deadline) {
      const index = indexes[next] as number;
      next += 1;
      const c = fuzzCase(options.seed, index, endpoints);
      perEndpoint[c.endpoint] = (perEndpoint[c.endpoint] ?? 0) + 1;
      const outcome = await options.send(c, { ...c.headers, ...identities.headers(c.identity) });
      sent += 1;
      if ('dropped' in outcome) {
        totals.dropped += 1;
        failures.push(describeCase(c, options.seed, `dropped (${outcome.dropped})`));
      } else {
        const cls = `${Math.floor(outcome.status / 100)}xx` as keyof FuzzTotals;
        if (cls in totals) totals[cls] += 1;
        if (outcome.status >= 500)
          failures.push(describeCase(c, options.seed, `status ${outcome.status}`));
      }
      if (c.identity === 'patient' && ENDS_SESSION.has(c.endpoint)) await identities.loginPatient();
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 1 }, worker));
  return {
    seed: options.seed,
    requests: sent,
    totals,
    failures,
    perEndpoint,
    ms: Date.now() - started,
  };
}

/** After a run: the server still answers its health check and a real login. Returns problems, if any. */
export async function afterFuzzChecks(app: FastifyInstance): Promise<string[]> {
  const problems: string[] = [];
  const health = await app.inject({ method: 'GET', url: '/healthz' });
  if (health.statusCode !== 200) problems.push(`/healthz answered ${health.statusCode}`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/new-login',
    payload: { mobile: DEMO_PATIENT.mobile, password: DEMO_PATIENT.password },
  });
  if (login.statusCode !== 200)
    problems.push(`the demo patient's login answered ${login.statusCode}`);
  return problems;
}

/** Seed and count from the environment (FUZZ_SEED, FUZZ_REQUESTS, FUZZ_CASE), with defaults. */
export function fuzzSettings(defaults: { requests: number }): {
  seed: number;
  requests: number;
  only?: number;
} {
  const seed = Number(process.env.FUZZ_SEED ?? 20261125) >>> 0;
  const requests = Math.max(1, Number(process.env.FUZZ_REQUESTS) || defaults.requests);
  const onlyRaw = process.env.FUZZ_CASE;
  return {
    seed,
    requests,
    ...(onlyRaw !== undefined && onlyRaw !== '' ? { only: Number(onlyRaw) } : {}),
  };
}

/** The totals as one line: `N requests: 2xx a, 3xx b, 4xx c, 5xx d, dropped e`. */
export function totalsLine(report: FuzzReport): string {
  const t = report.totals;
  return `${report.requests} requests (seed ${report.seed}, ${Object.keys(report.perEndpoint).length} calls) in ${(report.ms / 1000).toFixed(1)} s: 2xx ${t['2xx']}, 3xx ${t['3xx']}, 4xx ${t['4xx']}, 5xx ${t['5xx']}, dropped ${t.dropped}`;
}
