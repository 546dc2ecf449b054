import type { FastifyInstance } from 'fastify';
import { requestIdSource } from '../app';
import { buildTestApp } from '../test/buildTestApp';

let app: FastifyInstance;
let httpsApp: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ CSP_FRAME_SRC: 'https://lab.partner.example' });
  httpsApp = await buildTestApp({ PUBLIC_URL: 'https://medibridge.example.in' });
});
afterAll(async () => {
  await app.close();
  await httpsApp.close();
});

function directives(header: string | string[] | number | undefined): Map<string, string> {
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name as string, values.join(' ')];
      }),
  );
}

describe('security headers', () => {
  it.each(['/home', '/', '/healthz', '/no-such-page'])('of a document are on %s', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(directives(res.headers['content-security-policy']).get('default-src')).toBe("'self'");
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it.each([
    ['an answer', 'GET', '/api/get-states', 200],
    ['a 404', 'GET', '/api/nope', 404],
    ['a 422', 'GET', '/api/search-active-packages/%20k%20', 422],
    ['a generated image', 'GET', '/api/images/packages/total-knee-replacement-unilateral.svg', 200],
  ])(
    'of the API are on %s: nothing in it runs or is framed',
    async (_what, method, url, status) => {
      const res = await app.inject({ method: method as 'GET', url });
      expect(res.statusCode).toBe(status);
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('default-src')).toBe("'none'");
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['x-request-id']).toBeTruthy();
      // Document-only headers stay off data.
      expect(res.headers['referrer-policy']).toBeUndefined();
      expect(res.headers['x-xss-protection']).toBeUndefined();
    },
  );

  it('puts the request id on an answer refused before routing (a malformed URL)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/package-details/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['x-request-id']).toBe(res.json<{ requestId: string }>().requestId);
  });

  it('has a CSP the built app passes: own scripts only, inline styles for styled-components, the lab partner framed', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('style-src')).toBe("'self' 'unsafe-inline'");
    expect(csp.get('frame-src')).toBe("'self' https://lab.partner.example");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('frame-ancestors')).toBe("'self'");
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS (pages, API and build files alike) and upgrade-insecure-requests only behind https', async () => {
    const page = await httpsApp.inject({ method: 'GET', url: '/home' });
    expect(page.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(
      directives(page.headers['content-security-policy']).has('upgrade-insecure-requests'),
    ).toBe(true);
    const api = await httpsApp.inject({ method: 'GET', url: '/api/get-states' });
    expect(api.headers['strict-transport-security']).toBe(
      page.headers['strict-transport-security'],
    );
    // The build's files too (their short set of headers keeps HSTS).
    const asset = await httpsApp.inject({ method: 'GET', url: '/assets/c-any0hash.js' });
    expect(asset.headers['strict-transport-security']).toBe(
      page.headers['strict-transport-security'],
    );
    const plain = await app.inject({ method: 'GET', url: '/api/get-states' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('keeps a sane request id from the caller and replaces a hostile one', async () => {
    const kept = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'lb-1234' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-1234');
    const replaced = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': '<script>'.repeat(20) },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives every request its own id, UUID-shaped, different between processes', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 20; i += 1)
      ids.add(
        String((await app.inject({ method: 'GET', url: '/healthz' })).headers['x-request-id']),
      );
    expect(ids.size).toBe(20);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const a = requestIdSource();
    const b = requestIdSource();
    expect(a()).not.toBe(b());
    expect(a()).not.toBe(a());
  });
});
