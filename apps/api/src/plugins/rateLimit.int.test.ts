import { errorBodySchema } from '@medibridge/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../test/buildTestApp';
import { MemoryWindows, clientKey } from './rateLimit';

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
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.headers['x-ratelimit-limit']).toBe('3');
    expect(res.headers['x-ratelimit-remaining']).toBe('0');
  });

  it('tells a client its budget on ordinary answers, but not on public reads that caches may share', async () => {
    const first = await app.inject({
      method: 'GET',
      url: '/api/user-data-with-token',
      remoteAddress: '10.0.0.4',
    });
    expect(first.headers['x-ratelimit-limit']).toBe('3');
    expect(first.headers['x-ratelimit-remaining']).toBe('2');
    expect(Number(first.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
    const read = await app.inject({
      method: 'GET',
      url: '/api/package-master',
      remoteAddress: '10.0.0.4',
    });
    expect(read.statusCode).toBe(200);
    expect(read.headers['x-ratelimit-remaining']).toBeUndefined();
    // …yet the public read was counted.
    const third = await app.inject({
      method: 'GET',
      url: '/api/user-data-with-token',
      remoteAddress: '10.0.0.4',
    });
    expect(third.headers['x-ratelimit-remaining']).toBe('0');
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

describe('rate limit windows', () => {
  it('start again once the window has passed', async () => {
    let now = new Date('2026-11-22T10:00:00Z');
    const timed = await buildTestApp(
      { RATE_LIMIT_MAX: '1', RATE_LIMIT_WINDOW_MS: '60000' },
      { clock: () => now },
    );
    try {
      const hit = async () =>
        (await timed.inject({ method: 'GET', url: '/api/user_age', remoteAddress: '10.0.1.1' }))
          .statusCode;
      expect(await hit()).toBe(200);
      now = new Date(now.getTime() + 59_000);
      expect(await hit()).toBe(429);
      now = new Date(now.getTime() + 1_000);
      expect(await hit()).toBe(200);
    } finally {
      await timed.close();
    }
  });

  it('keep at most their bound of clients, dropping the oldest window first', () => {
    const windows = new MemoryWindows(60_000, 3);
    windows.hit('a', 0);
    windows.hit('b', 1);
    windows.hit('c', 2);
    windows.hit('a', 3);
    windows.hit('d', 4);
    expect(windows.size).toBe(3);
    // 'a' was dropped (oldest window), so it starts from one; 'b' is still counted.
    expect(windows.hit('a', 5).count).toBe(1);
    expect(windows.hit('c', 6).count).toBe(2);
  });
});

describe('clientKey', () => {
  it.each([
    ['10.0.0.1', '10.0.0.1'],
    ['::ffff:10.0.0.1', '10.0.0.1'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:DB8:0001:0002:ffff::1', '2001:db8:1:2::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ])('%s counts as %s', (ip, key) => {
    expect(clientKey(ip)).toBe(key);
  });

  it('counts the addresses of one IPv6 /64 together', async () => {
    const v6 = await buildTestApp({ RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_MS: '60000' });
    try {
      const statuses: number[] = [];
      for (const remoteAddress of ['2001:db8:5:6::1', '2001:db8:5:6::2', '2001:db8:5:6:aa::3'])
        statuses.push(
          (await v6.inject({ method: 'GET', url: '/api/user_age', remoteAddress })).statusCode,
        );
      expect(statuses).toEqual([200, 200, 429]);
      expect(
        (await v6.inject({ method: 'GET', url: '/api/user_age', remoteAddress: '2001:db8:5:7::1' }))
          .statusCode,
      ).toBe(200);
    } finally {
      await v6.close();
    }
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
    const third = await first.inject({ method: 'GET', url: '/api/user_age', remoteAddress });
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(third.headers['retry-after'])).toBeLessThanOrEqual(60);
  });
});

describe('rate limit when Redis is unreachable', () => {
  it('keeps the API up and still limits each address, counting in the process meanwhile', async () => {
    // A closed port: nothing listens there.
    const app2 = await buildTestApp({ RATE_LIMIT_MAX: '2', REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1)
        statuses.push(
          (await app2.inject({ method: 'GET', url: '/api/user_age', remoteAddress: '10.0.2.1' }))
            .statusCode,
        );
      expect(statuses).toEqual([200, 200, 429]);
      // Another address has a budget of its own.
      expect(
        (await app2.inject({ method: 'GET', url: '/api/user_age', remoteAddress: '10.0.2.2' }))
          .statusCode,
      ).toBe(200);
    } finally {
      await app2.close();
    }
  });
});
