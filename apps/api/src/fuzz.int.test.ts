import type { FastifyInstance, InjectOptions } from 'fastify';
import { fuzzEndpoints } from './test/fuzz/cases';
import { afterFuzzChecks, fuzzSettings, runFuzz, totalsLine } from './test/fuzz/runner';
import { TEST_DRIVER, buildTestApp } from './test/buildTestApp';

// The short form of `pnpm fuzz`, in every API run (PGlite and PostgreSQL): at least 2,000 malformed requests
// generated from the contract's endpoint table, sent with inject. Any 5xx or failed request fails, printed with
// its replay (FUZZ_SEED=… FUZZ_CASE=…). Then the server must still answer its health check and a login.

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('fuzz: malformed requests for every call of the contract', () => {
  it('answers every one with a status below 500, and stays up', async () => {
    const settings = fuzzSettings({ requests: 4_000 });
    const heapBefore = process.memoryUsage().heapUsed;
    const report = await runFuzz({
      app,
      seed: settings.seed,
      requests: settings.requests,
      ...(settings.only !== undefined ? { only: settings.only } : {}),
      send: async (c, headers) => {
        try {
          const res = await app.inject({
            method: c.method as InjectOptions['method'],
            url: c.url,
            headers,
            ...(c.body !== undefined ? { payload: c.body } : {}),
          });
          return { status: res.statusCode };
        } catch (error) {
          return { dropped: error instanceof Error ? error.message : String(error) };
        }
      },
    });
    console.log(`fuzz (${TEST_DRIVER}): ${totalsLine(report)}`);
    expect(report.failures).toEqual([]);
    if (settings.only === undefined) {
      expect(report.requests).toBeGreaterThanOrEqual(2_000);
      // Every call of the table was reached.
      expect(Object.keys(report.perEndpoint).sort()).toEqual([...fuzzEndpoints()].sort());
    }
    expect(await afterFuzzChecks(app)).toEqual([]);
    // Nothing a malformed request leaves behind should pile up (generous: the app caches answers).
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(512 * 1024 * 1024);
  }, 300_000);
});
