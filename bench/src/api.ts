// API throughput: autocannon against the real server (the built apps/api/dist/server.cjs) and against a bare
// Fastify hello started in the same run, reported side by side and as a ratio. Loopback only, bounded duration.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  API_SERVER,
  freePort,
  ROOT,
  startProcess,
  stopProcess,
  waitForOk,
  type Started,
} from './lib';

/** The rate limit the real server gets for the benchmark: the highest its config accepts, far above what a run sends. */
export const BENCH_RATE_LIMIT_MAX = 10_000_000;

export interface LoadResult {
  target: string;
  path: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
}

export interface LoadOptions {
  durationSec: number;
  connections: number;
  /** Request headers to send (e.g. Accept-Encoding). */
  headers?: Record<string, string>;
  /** Run the short warm-up first (default true). */
  warmUp?: boolean;
}

/** Runs autocannon for a short warm-up, then for the measured duration. */
export async function load(target: string, url: string, opts: LoadOptions): Promise<LoadResult> {
  const headers = opts.headers ?? {};
  if (opts.warmUp !== false)
    await autocannon({
      url,
      headers,
      connections: opts.connections,
      duration: Math.min(2, opts.durationSec),
    });
  const r = await autocannon({
    url,
    headers,
    connections: opts.connections,
    duration: opts.durationSec,
  });
  return {
    target,
    path: new URL(url).pathname,
    reqPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

/** A running server under test. */
export interface RunningServer {
  base: string;
  proc: Started;
  stop: () => Promise<void>;
}

/**
 * Starts the bare Fastify baseline on a free loopback port: `/hello`, and with `bodiesDir` also
 * `/same/<name>` serving the stored bytes of real answers (see hello-server.ts).
 */
export async function startHello(bodiesDir?: string): Promise<RunningServer> {
  const port = await freePort();
  const bench = join(ROOT, 'bench');
  const proc = startProcess(
    process.execPath,
    ['--import', 'tsx', join(bench, 'src', 'hello-server.ts')],
    { ...process.env, PORT: String(port), ...(bodiesDir ? { BODIES_DIR: bodiesDir } : {}) },
    bench,
  );
  const base = `http://127.0.0.1:${port}`;
  await waitForOk(`${base}/hello`, proc, 30_000);
  return { base, proc, stop: () => stopProcess(proc) };
}

/**
 * Starts the real server in production mode on a free loopback port with a fresh temporary DATA_DIR (PGlite)
 * or, given a database URL, on PostgreSQL; no Redis. The rate limit is raised to BENCH_RATE_LIMIT_MAX. It
 * runs the built bundle (apps/api/dist/server.cjs), or with `fromSource` apps/api/src/server.ts through tsx.
 */
export async function startApi(
  databaseUrl?: string,
  {
    fromSource = false,
    keptDataDir,
  }: {
    fromSource?: boolean;
    /** A PGlite data directory prepared beforehand (e.g. seeded at --scale large); kept after `stop`. */
    keptDataDir?: string;
  } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = keptDataDir ?? mkdtempSync(join(tmpdir(), 'medibridge-bench-data-'));
  const removeDataDir = () => {
    if (!keptDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    RATE_LIMIT_MAX: String(BENCH_RATE_LIMIT_MAX),
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const api = join(ROOT, 'apps', 'api');
  const proc = fromSource
    ? startProcess(process.execPath, ['--import', 'tsx', join(api, 'src', 'server.ts')], env, api)
    : startProcess(process.execPath, [API_SERVER], env);
  const base = `http://127.0.0.1:${port}`;
  try {
    // First start initialises the database, migrates and seeds: PGlite's initdb alone takes several seconds.
    await waitForOk(`${base}/readyz`, proc, 180_000);
  } catch (err) {
    await stopProcess(proc);
    removeDataDir();
    throw err;
  }
  return {
    base,
    proc,
    stop: async () => {
      await stopProcess(proc);
      removeDataDir();
    },
  };
}

/** Checks that a GET answers 200 with a body before it is benchmarked, so a broken route is not measured. */
export async function assertServes(url: string): Promise<void> {
  const res = await fetch(url);
  const body = await res.text();
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}: ${body.slice(0, 200)}`);
}
