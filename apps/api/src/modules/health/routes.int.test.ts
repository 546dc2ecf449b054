import { serverRoute } from '@medibridge/contract';
import { ENDPOINTS } from '@medibridge/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/buildTestApp';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('probes', () => {
  it('GET /healthz says the process is up', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('GET /readyz checks the database', async () => {
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ready' });
  });

  it('GET /readyz answers 503 when the database is down', async () => {
    const ping = app.database.ping;
    (app.database as { ping: () => Promise<void> }).ping = async () => {
      throw new Error('connection refused');
    };
    try {
      const res = await app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        statusCode: 503,
        message: 'Not ready: the database is unreachable.',
      });
    } finally {
      (app.database as { ping: () => Promise<void> }).ping = ping;
    }
  });
});

describe('draining (SIGTERM behind a load balancer)', () => {
  it('GET /readyz answers 503 while the replica drains, and the API keeps serving', async () => {
    app.lifecycle.draining = true;
    try {
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ message: 'Not ready: this server is shutting down.' });
      const live = await app.inject({ method: 'GET', url: '/healthz' });
      expect(live.statusCode).toBe(200);
      const read = await app.inject({ method: 'GET', url: '/api/get_all_countries' });
      expect(read.statusCode).toBe(200);
    } finally {
      app.lifecycle.draining = false;
    }
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});

describe('GET /metrics', () => {
  it('counts requests and latency by method, route pattern and status in Prometheus text', async () => {
    await app.inject({ method: 'GET', url: '/api/ace-service-cities/dentistry' });
    await app.inject({ method: 'GET', url: '/api/ace-service-cities/nurse-at-home' });
    await app.inject({ method: 'GET', url: '/api/ace-service-cities/bogus' });
    const res = await app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toContain('# TYPE http_requests_total counter');
    expect(res.body).toContain(
      'http_requests_total{method="GET",route="/api/ace-service-cities/:service",status="200"} 2',
    );
    expect(res.body).toContain(
      'http_requests_total{method="GET",route="/api/ace-service-cities/:service",status="404"} 1',
    );
    expect(res.body).toMatch(
      /http_request_duration_seconds_bucket\{method="GET",route="\/api\/ace-service-cities\/:service",status="200",le="\+Inf"\} 2/,
    );
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
  });
});

describe('GET /metrics access', () => {
  it('refuses a client on another machine when no METRICS_TOKEN is set, with a message', async () => {
    const res = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: expect.stringContaining('METRICS_TOKEN') });
  });

  it('serves any client that sends the bearer token, and no one without it', async () => {
    const token = 'scrape-token-0123456789abcdef';
    const guarded = await buildTestApp({ METRICS_TOKEN: token });
    try {
      const remote = { method: 'GET' as const, url: '/metrics', remoteAddress: '203.0.113.9' };
      expect((await guarded.inject(remote)).statusCode).toBe(401);
      expect((await guarded.inject({ ...remote, remoteAddress: '127.0.0.1' })).statusCode).toBe(
        401,
      );
      expect(
        (await guarded.inject({ ...remote, headers: { authorization: `Bearer ${token}x` } }))
          .statusCode,
      ).toBe(401);
      const ok = await guarded.inject({ ...remote, headers: { authorization: `Bearer ${token}` } });
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toContain('# TYPE http_requests_total counter');
    } finally {
      await guarded.close();
    }
  });
});

describe('API docs', () => {
  it('serves an OpenAPI 3.1 document generated from the contract', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    const pinCode = doc.paths['/api/get-location-with-pin-code'].post;
    expect(
      pinCode.requestBody.content['application/json'].schema.properties.pin_code,
    ).toBeDefined();
    expect(doc.paths['/api/search-city-with-city-name/{text}'].get.parameters[0]).toMatchObject({
      name: 'text',
      in: 'path',
      required: true,
    });
    for (const endpoint of Object.values(ENDPOINTS)) {
      const key = serverRoute(endpoint.path).replace(/:([A-Za-z_]+)/g, '{$1}');
      expect(doc.paths[key]?.[endpoint.method.toLowerCase()]).toBeDefined();
    }
  });

  it('serves a human-readable page at /api/docs', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/docs',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('/api/get-location-with-pin-code');
    // Its inline stylesheet is allowed; nothing else runs or loads.
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    );
    expect(res.body).toContain('<style>');
    const json = await app.inject({
      method: 'GET',
      url: '/api/docs',
      headers: { accept: 'application/json' },
    });
    expect(json.json().openapi).toBe('3.1.0');
  });
});
