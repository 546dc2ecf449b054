import type { FastifyInstance } from 'fastify';
import { TestBrowser } from '../../test/browser';
import { buildTestApp } from '../../test/buildTestApp';
import { DEMO_PATIENT } from '../../seed';

// The demo SMS outbox holds OTPs and password-reset links, i.e. every account. It answers only a person at the
// server's own machine asking directly: loopback socket and no forwarding header (decision 0015).

let app: FastifyInstance;
let proxied: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ PUBLIC_URL: 'http://localhost:3000' });
  // A server behind a proxy it trusts: request.ip then comes from X-Forwarded-For, which callers write.
  proxied = await buildTestApp({ PUBLIC_URL: 'http://localhost:3000', TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await app.close();
  await proxied.close();
});

const outboxUrl = `/api/dev/sms-outbox?mobile=${DEMO_PATIENT.mobile}`;
/** The reset token behind the short link (`<PUBLIC_URL>/s/<code>`) a reset text carries. */
async function resetToken(text: string): Promise<string | undefined> {
  const code = /http:\/\/localhost:3000\/s\/([A-Za-z0-9]+) /.exec(text)?.[1];
  if (!code) return undefined;
  const res = await app.inject({ method: 'GET', url: `/s/${code}` });
  expect(res.statusCode).toBe(302);
  return /^\/reset-password\/([A-Za-z0-9_-]{43})$/.exec(String(res.headers.location))?.[1];
}

/** The same 404 as a route that does not exist. */
function expectNoSuchRoute(res: { statusCode: number; json(): unknown }): void {
  expect(res.statusCode).toBe(404);
  expect(res.json()).toMatchObject({
    statusCode: 404,
    message: expect.stringMatching(/^There is no API call GET \/api\/dev\/sms-outbox/),
  });
}

describe('the account-takeover chain: forget-password → outbox → reset-password → login', () => {
  const FORWARDED: Record<string, string>[] = [
    { forwarded: 'for=198.51.100.4;proto=https' },
    { 'x-forwarded-for': '198.51.100.4' },
    { 'x-forwarded-for': '127.0.0.1' },
    { 'x-real-ip': '198.51.100.4' },
  ];

  it('fails from another machine: the outbox answers 404, as if it did not exist', async () => {
    const attacker = new TestBrowser(app, '203.0.113.7');
    const forgot = await attacker.post('/api/forget-password', { mobile: DEMO_PATIENT.mobile });
    expect(forgot.statusCode).toBe(200);
    expectNoSuchRoute(await attacker.get(outboxUrl));
    // Not even the query's validation gives the route away.
    expectNoSuchRoute(await attacker.get('/api/dev/sms-outbox?mobile=12'));
    expectNoSuchRoute(
      await app.inject({ method: 'GET', url: outboxUrl, remoteAddress: '::ffff:10.0.0.8' }),
    );
    expectNoSuchRoute(
      await app.inject({ method: 'GET', url: outboxUrl, remoteAddress: '2001:db8::7' }),
    );
  });

  it.each(FORWARDED)('fails through a proxy on the same machine (%o)', async (headers) => {
    expectNoSuchRoute(await app.inject({ method: 'GET', url: outboxUrl, headers }));
  });

  it('fails with a forged X-Forwarded-For: 127.0.0.1 even when the server trusts proxies', async () => {
    const res = await proxied.inject({
      method: 'GET',
      url: outboxUrl,
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expectNoSuchRoute(res);
  });

  it('still works for the person at the server’s own machine (the demo)', async () => {
    const local = new TestBrowser(app, '127.0.0.1');
    const forgot = await local.post('/api/forget-password', { mobile: DEMO_PATIENT.mobile });
    expect(forgot.statusCode).toBe(200);
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await app.inject({ method: 'GET', url: outboxUrl, remoteAddress });
      expect(res.statusCode).toBe(200);
    }
    const outbox = await local.get(outboxUrl);
    const token = await resetToken(
      (outbox.json() as { data: { text: string }[] }).data[0]?.text ?? '',
    );
    expect(token).toBeDefined();
    const reset = await local.post('/api/reset-password', {
      token,
      password: 'Demo-Reset-Works-7',
      confirm_password: 'Demo-Reset-Works-7',
    });
    expect(reset.statusCode).toBe(200);
    const login = await local.post('/api/new-login', {
      mobile: DEMO_PATIENT.mobile,
      password: 'Demo-Reset-Works-7',
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('/metrics follows the same rule without METRICS_TOKEN', () => {
  it('refuses a request relayed by a proxy on this machine', async () => {
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(200);
    const relayed = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '198.51.100.4' },
    });
    expect(relayed.statusCode).toBe(403);
  });

  it('refuses a forged X-Forwarded-For: 127.0.0.1 when the server trusts proxies', async () => {
    const res = await proxied.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(res.statusCode).toBe(403);
  });
});
