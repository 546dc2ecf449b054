import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildTestApp } from '../test/buildTestApp';
import { CSRF_COOKIE, CSRF_COOKIE_SECURE } from './csrf';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
  // A state-changing route to exercise the rule on (the real ones come with later issues).
  app.post('/api/test/echo', async () => ({ ok: true }));
  app.delete('/api/test/echo', async () => ({ ok: true }));
});
afterAll(async () => {
  await app.close();
});

function csrfCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === CSRF_COOKIE);
  if (!cookie) throw new Error('no csrf cookie');
  return cookie.value;
}

describe('anti-forgery', () => {
  it('issues a script-readable SameSite=Lax token cookie on API answers, and keeps a valid one', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/user-data-with-token' });
    const cookie = first.cookies.find((c) => c.name === CSRF_COOKIE);
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await app.inject({
      method: 'GET',
      url: '/api/user-data-with-token',
      cookies: { [CSRF_COOKIE]: cookie!.value },
    });
    expect(again.cookies.find((c) => c.name === CSRF_COOKIE)).toBeUndefined();
  });

  it('puts the same token in the served page meta tag and cookie', async () => {
    const res = await app.inject({ method: 'GET', url: '/home' });
    const token = csrfCookie(res);
    expect(res.body).toContain(`<meta name="csrf-token" content="${token}">`);
  });

  it('rejects a cookie-carrying POST without the header with 403 and a clear message', async () => {
    const token = csrfCookie(await app.inject({ method: 'GET', url: '/api/user-data-with-token' }));
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      cookies: { [CSRF_COOKIE]: token, mb_session: 'x' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      statusCode: 403,
      error: 'Forbidden',
      message: expect.stringContaining('X-CSRF-TOKEN'),
    });
  });

  it('rejects a wrong token and a cookie set without the token cookie', async () => {
    const token = csrfCookie(await app.inject({ method: 'GET', url: '/api/user-data-with-token' }));
    const wrong = await app.inject({
      method: 'DELETE',
      url: '/api/test/echo',
      cookies: { [CSRF_COOKIE]: token },
      headers: {
        'x-csrf-token':
          `${token.slice(0, -1)}A` === token ? `${token.slice(0, -1)}B` : `${token.slice(0, -1)}A`,
      },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toMatch(/does not match/);
    const noTokenCookie = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      cookies: { mb_session: 'abc' },
      headers: { 'x-csrf-token': token },
    });
    expect(noTokenCookie.statusCode).toBe(403);
  });

  it('rejects a forged form post to a real endpoint', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/get-location-with-pin-code',
      cookies: { mb_session: 'stolen-by-ambient-authority' },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'pin_code=110001',
    });
    expect(res.statusCode).toBe(403);
  });

  it('accepts a cookie-carrying POST that echoes the token', async () => {
    const token = csrfCookie(await app.inject({ method: 'GET', url: '/api/user-data-with-token' }));
    const res = await app.inject({
      method: 'POST',
      url: '/api/get-location-with-pin-code',
      cookies: { [CSRF_COOKIE]: token, mb_session: 'x' },
      headers: { 'x-csrf-token': token },
      payload: { pin_code: '110001' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('exempts requests with no cookie at all (bearer clients, first login)', async () => {
    const bearer = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { authorization: `Bearer ${'a'.repeat(43)}` },
    });
    expect(bearer.statusCode).toBe(200);
    const bare = await app.inject({ method: 'POST', url: '/api/test/echo' });
    expect(bare.statusCode).toBe(200);
  });

  it('never checks safe methods', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/get-states',
      cookies: { mb_session: 'x' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('anti-forgery on https (PUBLIC_URL https)', () => {
  let secure: FastifyInstance;
  beforeAll(async () => {
    secure = await buildTestApp({ PUBLIC_URL: 'https://medibridge.example.in' });
    secure.post('/api/test/echo', async () => ({ ok: true }));
  });
  afterAll(async () => {
    await secure.close();
  });

  it('names the cookie __Host-mb_csrf: Secure, Path=/, no Domain', async () => {
    const res = await secure.inject({ method: 'GET', url: '/api/user-data-with-token' });
    const cookie = res.cookies.find((c) => c.name === CSRF_COOKIE_SECURE);
    expect(CSRF_COOKIE_SECURE).toBe('__Host-mb_csrf');
    expect(cookie).toMatchObject({ path: '/', secure: true, sameSite: 'Lax' });
    expect(cookie?.domain).toBeUndefined();
    expect(res.cookies.find((c) => c.name === CSRF_COOKIE)).toBeUndefined();
  });

  it('checks the header against the __Host- cookie, not a plain mb_csrf one a subdomain could plant', async () => {
    const token = (
      await secure.inject({ method: 'GET', url: '/api/user-data-with-token' })
    ).cookies.find((c) => c.name === CSRF_COOKIE_SECURE)!.value;
    const ok = await secure.inject({
      method: 'POST',
      url: '/api/test/echo',
      cookies: { [CSRF_COOKIE_SECURE]: token },
      headers: { 'x-csrf-token': token },
    });
    expect(ok.statusCode).toBe(200);
    const planted = 'p'.repeat(43);
    const forged = await secure.inject({
      method: 'POST',
      url: '/api/test/echo',
      cookies: { [CSRF_COOKIE]: planted },
      headers: { 'x-csrf-token': planted },
    });
    expect(forged.statusCode).toBe(403);
  });
});
