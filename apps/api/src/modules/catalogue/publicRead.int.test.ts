import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import helmetPlugin from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { CSRF_COOKIE } from '../../plugins/csrf';
import { contentSecurityPolicy, securityHeaders } from '../../plugins/security';
import { SESSION_COOKIE } from '../../plugins/sessions';
import { loadConfig } from '../../config';
import { buildTestApp } from '../../test/buildTestApp';
import { registerPatient } from '../../test/patients';
import { preferredCoding } from '../../lib/publicReads';

// Catalogue reads take the cheap path of docs/decisions/0012: these tests pin what that path must keep.

let app: FastifyInstance;
let limited: FastifyInstance;
let userId: number;
/** Meera's session (she registered through the API). */
let sessionToken: string;

const DETAIL = '/api/package-details/total-knee-replacement-unilateral';
const LIST = '/api/all-active-packages';

beforeAll(async () => {
  app = await buildTestApp();
  limited = await buildTestApp({ RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_MS: '60000' });
  app.get('/api/test/me', { preHandler: app.requireUser }, async (request) => ({
    user: request.user,
  }));
  ({ id: userId, token: sessionToken } = await registerPatient(app, { name: 'Meera' }));
});
afterAll(async () => {
  await app.close();
  await limited.close();
});

function setCookies(res: { headers: Record<string, unknown> }): string[] {
  const raw = res.headers['set-cookie'];
  if (raw === undefined) return [];
  return Array.isArray(raw) ? raw.map(String) : [String(raw)];
}

describe('a memoised catalogue GET', () => {
  it('keeps the security headers, the request id and its cache headers on a repeat', async () => {
    await app.inject({ method: 'GET', url: DETAIL });
    const res = await app.inject({ method: 'GET', url: DETAIL });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['x-request-id']).toBeTruthy();
    // Shared caches may keep this answer: nothing in it is about one client (docs/decisions/0014).
    expect(res.headers['x-ratelimit-remaining']).toBeUndefined();
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers.vary).toBe('accept-encoding, accept-language');
    expect(res.headers.etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
    expect(JSON.parse(res.body)).toMatchObject({
      data: { slug: 'total-knee-replacement-unilateral' },
    });
  });

  it('answers 304 without a body for the ETag it gave, still with the security headers', async () => {
    const first = await app.inject({ method: 'GET', url: DETAIL });
    const etag = String(first.headers.etag);
    const res = await app.inject({
      method: 'GET',
      url: DETAIL,
      headers: { 'if-none-match': etag },
    });
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe('');
    expect(res.headers.etag).toBe(etag);
    expect(res.headers['content-security-policy']).toBeDefined();
    const stale = await app.inject({
      method: 'GET',
      url: DETAIL,
      headers: { 'if-none-match': 'W/"something-else"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('sends the stored brotli or gzip bytes the client accepts, the same JSON as uncompressed', async () => {
    const plain = await app.inject({ method: 'GET', url: LIST });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await app.inject({
      method: 'GET',
      url: LIST,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    const gz = await app.inject({
      method: 'GET',
      url: LIST,
      headers: { 'accept-encoding': 'gzip, br;q=0' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
    const none = await app.inject({
      method: 'GET',
      url: LIST,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(plain.body);
  });

  it('leaves small answers uncompressed', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/package-image-path',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body)).toEqual({ data: expect.any(String) });
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await app.inject({ method: 'HEAD', url: DETAIL });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
    expect(res.headers.etag).toMatch(/^W\//);
    expect(res.headers['content-security-policy']).toBeDefined();
  });

  it('is counted in the metrics under its route pattern', async () => {
    await app.inject({ method: 'GET', url: DETAIL });
    const metrics = await app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(
      /http_requests_total\{method="GET",route="\/api\/package-details\/:packageSlug",status="200"\} [1-9]/,
    );
  });
});

describe('anti-forgery cookie and sessions on catalogue reads', () => {
  it('issues no cookie to a client without cookies, so the answer stays shareable', async () => {
    const res = await app.inject({ method: 'GET', url: DETAIL });
    expect(setCookies(res)).toEqual([]);
  });

  it('still issues the token on other API answers and on pages', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/user-data-with-token' });
    expect(setCookies(api).some((c) => c.startsWith(`${CSRF_COOKIE}=`))).toBe(true);
    const page = await app.inject({ method: 'GET', url: '/' });
    const cookie = setCookies(page).find((c) => c.startsWith(`${CSRF_COOKIE}=`));
    expect(cookie).toBeDefined();
    const token = /^mb_csrf=([^;]+)/.exec(cookie!)![1]!;
    expect(page.body).toContain(`<meta name="csrf-token" content="${token}">`);
  });

  it('issues the token to a browser that has cookies but lost its token cookie', async () => {
    const res = await app.inject({
      method: 'GET',
      url: DETAIL,
      headers: { cookie: 'something=else' },
    });
    expect(setCookies(res).some((c) => c.startsWith(`${CSRF_COOKIE}=`))).toBe(true);
  });

  it('serves a logged-in browser the same answer, and its session still works on user routes', async () => {
    const csrf = randomBytes(32).toString('base64url');
    const cookie = `${SESSION_COOKIE}=${sessionToken}; ${CSRF_COOKIE}=${csrf}`;
    const anonymous = await app.inject({ method: 'GET', url: DETAIL });
    const loggedIn = await app.inject({ method: 'GET', url: DETAIL, headers: { cookie } });
    expect(loggedIn.statusCode).toBe(200);
    expect(loggedIn.body).toBe(anonymous.body);
    expect(setCookies(loggedIn)).toEqual([]);
    const me = await app.inject({ method: 'GET', url: '/api/test/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ user: { id: userId, name: 'Meera' } });
  });
});

describe('path parameters of a repeated read', () => {
  it('are still checked on every request: the same bad text answers 422 each time', async () => {
    for (let i = 0; i < 3; i += 1) {
      const res = await app.inject({ method: 'GET', url: '/api/search-active-packages/%20k%20' });
      expect(res.statusCode).toBe(422);
    }
    const good = await app.inject({ method: 'GET', url: '/api/search-active-packages/%20knee%20' });
    const again = await app.inject({ method: 'GET', url: '/api/search-active-packages/knee' });
    expect(good.statusCode).toBe(200);
    expect(again.body).toBe(good.body);
  });
});

describe('rate limit on catalogue reads', () => {
  it('still applies to memoised answers', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push(
        (await limited.inject({ method: 'GET', url: DETAIL, remoteAddress: '10.0.9.1' }))
          .statusCode,
      );
    expect(statuses).toEqual([200, 200, 429]);
  });
});

describe('precomputed security headers', () => {
  it.each([
    ['http', { PUBLIC_URL: 'http://localhost:3000' }],
    [
      'https',
      { PUBLIC_URL: 'https://medibridge.example.in', CSP_FRAME_SRC: 'https://lab.example' },
    ],
  ])('equal what @fastify/helmet sets per request (%s)', async (_name, env) => {
    const config = loadConfig({ NODE_ENV: 'test', ...env });
    const reference = Fastify();
    await reference.register(helmetPlugin, {
      global: true,
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      frameguard: { action: 'sameorigin' },
      strictTransportSecurity: config.secureCookies
        ? { maxAge: 15_552_000, includeSubDomains: true }
        : false,
      crossOriginEmbedderPolicy: false,
    });
    reference.get('/x', async () => 'x');
    const res = await reference.inject({ method: 'GET', url: '/x' });
    await reference.close();
    const expected = Object.fromEntries(
      Object.entries(res.headers).filter(
        ([name]) => !['content-type', 'content-length', 'date', 'connection'].includes(name),
      ),
    );
    expect(securityHeaders(config)).toEqual(expected);
  });
});

describe('preferredCoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
    ['BR', 'br'],
    ['x-gzip', 'gzip'],
  ])('%p → %s', (header, coding) => {
    expect(preferredCoding(header)).toBe(coding);
  });
});
