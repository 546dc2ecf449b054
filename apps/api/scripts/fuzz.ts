/**
 * `pnpm fuzz`: at least 10,000 malformed requests generated from the contract's endpoint table, over real HTTP
 * to the whole server listening on 127.0.0.1 (an ephemeral port, a fresh embedded database in a temporary
 * directory; FUZZ_DATABASE_URL=postgres://… runs it on a PostgreSQL database instead). Prints the totals by
 * status class and exits 1 on any 5xx or dropped connection, each printed with its replay.
 *
 *   FUZZ_REQUESTS (default 10000)  FUZZ_SEED (default 20261125)  FUZZ_CASE (replay one case)
 *   FUZZ_CONCURRENCY (default 8)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { FuzzCase } from '../src/test/fuzz/cases';
import {
  type FuzzOutcome,
  afterFuzzChecks,
  fuzzSettings,
  runFuzz,
  totalsLine,
} from '../src/test/fuzz/runner';

/**
 * Sends one case over HTTP and reads the whole answer; an error before a status line is a dropped request. A
 * kept-alive socket the server had just closed (it closes after answering a request whose body it did not
 * read, as HTTP allows) fails on write: as Node's documentation advises, that request is sent once more on a
 * new connection, and only a failure there counts as dropped.
 */
async function sendHttp(
  port: number,
  agent: Agent,
  c: FuzzCase,
  headers: Record<string, string>,
): Promise<FuzzOutcome> {
  const first = await sendOnce(port, agent, c, headers);
  if ('dropped' in first && first.reused) return sendOnce(port, false, c, headers);
  return first;
}

function sendOnce(
  port: number,
  agent: Agent | false,
  c: FuzzCase,
  headers: Record<string, string>,
): Promise<FuzzOutcome & { reused?: boolean }> {
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: c.method,
        path: c.url,
        agent,
        headers: {
          ...headers,
          ...(c.body !== undefined ? { 'content-length': String(c.body.length) } : {}),
        },
        timeout: 30_000,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
        res.on('error', (error) => resolve({ dropped: `while reading: ${error.message}` }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('no answer within 30 s')));
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ dropped: `${error.code ?? ''} ${error.message}`.trim(), reused: req.reusedSocket }),
    );
    if (c.body !== undefined) req.end(c.body);
    else req.end();
  });
}

async function main(): Promise<void> {
  const settings = fuzzSettings({ requests: 10_000 });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'medibridge-fuzz-'));
  const databaseUrl = process.env.FUZZ_DATABASE_URL;
  const config = loadConfig({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    LOG_LEVEL: process.env.FUZZ_LOG_LEVEL ?? 'silent',
    RATE_LIMIT_MAX: '0',
    OTP_SENDS_PER_IP: '100000',
  });
  console.log(
    `pnpm fuzz: ${settings.only !== undefined ? `case ${settings.only}` : `${settings.requests} requests`}, seed ${settings.seed}, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, HTTP to 127.0.0.1`,
  );
  const app = await buildApp(config);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const agent = new Agent({ keepAlive: true, maxSockets: 16 });
  let failed = false;
  try {
    const memoryBefore = process.memoryUsage();
    const report = await runFuzz({
      app,
      seed: settings.seed,
      requests: settings.requests,
      ...(settings.only !== undefined ? { only: settings.only } : {}),
      concurrency: Math.max(1, Number(process.env.FUZZ_CONCURRENCY) || 8),
      deadlineMs: 20 * 60_000,
      send: (c, headers) => sendHttp(port, agent, c, headers),
    });
    const memoryAfter = process.memoryUsage();
    console.log(totalsLine(report));
    const calls = Object.entries(report.perEndpoint).sort(([a], [b]) => a.localeCompare(b));
    console.log(`cases per call: ${calls.map(([name, n]) => `${name} ${n}`).join(', ')}`);
    for (const failure of report.failures.slice(0, 50)) console.log(failure);
    if (report.failures.length > 50) console.log(`… and ${report.failures.length - 50} more`);
    const after = await afterFuzzChecks(app);
    const heapGrowthMiB = (memoryAfter.heapUsed - memoryBefore.heapUsed) / 1024 / 1024;
    console.log(
      `after: health and the demo login ${after.length ? `FAILED (${after.join('; ')})` : 'ok'}; heap ${(memoryBefore.heapUsed / 1048576).toFixed(0)} → ${(memoryAfter.heapUsed / 1048576).toFixed(0)} MiB, rss ${(memoryBefore.rss / 1048576).toFixed(0)} → ${(memoryAfter.rss / 1048576).toFixed(0)} MiB`,
    );
    const tooFew = settings.only === undefined && report.requests < settings.requests;
    if (tooFew)
      console.log(
        `only ${report.requests} of ${settings.requests} requests were sent before the deadline`,
      );
    failed = report.failures.length > 0 || after.length > 0 || heapGrowthMiB > 512 || tooFew;
  } finally {
    agent.destroy();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(failed ? 'pnpm fuzz: FAILED' : 'pnpm fuzz: no 5xx, no dropped connection');
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
