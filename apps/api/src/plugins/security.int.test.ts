import type { FastifyInstance } from 'fastify';
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
  it.each(['/api/get-states', '/home', '/api/nope', '/healthz'])('are on %s', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['content-security-policy']).toBeDefined();
    expect(res.headers['x-request-id']).toBeTruthy();
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

  it('adds HSTS and upgrade-insecure-requests only behind https', async () => {
    const res = await httpsApp.inject({ method: 'GET', url: '/api/get-states' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(
      directives(res.headers['content-security-policy']).has('upgrade-insecure-requests'),
    ).toBe(true);
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
});
