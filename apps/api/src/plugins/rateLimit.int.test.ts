import { errorBodySchema } from '@medibridge/contract';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../test/buildTestApp';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000' });
});
afterAll(async () => {
  await app.close();
});

describe('rate limit', () => {
  it('answers 429 with a clear message once a client passes the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push(
        (await app.inject({ method: 'GET', url: '/api/user_age', remoteAddress: '10.0.0.1' }))
          .statusCode,
      );
    expect(statuses).toEqual([200, 200, 200, 429]);
    const res = await app.inject({
      method: 'GET',
      url: '/api/get-states',
      remoteAddress: '10.0.0.1',
    });
    expect(res.statusCode).toBe(429);
    const body = errorBodySchema.parse(res.json());
    expect(body.message).toMatch(
      /Too many requests: the limit is 3 per 60 seconds\. Please wait \d+ seconds? and try again\./,
    );
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('counts per client address', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/api/user_age', remoteAddress: '10.0.0.2' }))
        .statusCode,
    ).toBe(200);
  });

  it('limits unknown paths too, and never the probes', async () => {
    for (let i = 0; i < 3; i += 1)
      await app.inject({ method: 'GET', url: '/api/nope', remoteAddress: '10.0.0.3' });
    expect(
      (await app.inject({ method: 'GET', url: '/api/nope', remoteAddress: '10.0.0.3' })).statusCode,
    ).toBe(429);
    for (const url of ['/healthz', '/readyz']) {
      expect((await app.inject({ method: 'GET', url, remoteAddress: '10.0.0.3' })).statusCode).toBe(
        200,
      );
    }
    // /metrics answers another machine 403 (no METRICS_TOKEN here), never 429.
    expect(
      (await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.0.0.3' })).statusCode,
    ).toBe(403);
  });
});

// Shared counters for several replicas. Runs when TEST_REDIS_URL points at a Redis (CI and dev machines).
(process.env.TEST_REDIS_URL ? describe : describe.skip)('rate limit on Redis', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  beforeAll(async () => {
    const env = { RATE_LIMIT_MAX: '2', REDIS_URL: process.env.TEST_REDIS_URL ?? '' };
    first = await buildTestApp(env);
    second = await buildTestApp(env);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('shares one budget between two app instances', async () => {
    const remoteAddress = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    expect(
      (await first.inject({ method: 'GET', url: '/api/user_age', remoteAddress })).statusCode,
    ).toBe(200);
    expect(
      (await second.inject({ method: 'GET', url: '/api/user_age', remoteAddress })).statusCode,
    ).toBe(200);
    expect(
      (await first.inject({ method: 'GET', url: '/api/user_age', remoteAddress })).statusCode,
    ).toBe(429);
  });
});
