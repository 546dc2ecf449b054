import { ACCOUNT_MESSAGES, MESSAGES } from '@medibridge/contract';
import { userProfileSchema } from '@medibridge/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { sessions } from '../../../db/schema';
import { SESSION_COOKIE } from '../../../plugins/sessions';
import { DEMO_PATIENT } from '../../../seed';
import { MINUTE, accountsSuite, expectEnvelope } from '../../../test/accounts';
import { createTestStaff } from '../../../test/staff';
import {
  PATIENT_PASSWORD,
  bearer,
  bearerGet,
  loginWithPassword,
  registerPatient,
} from '../../../test/patients';

let app: FastifyInstance;
const { advance, browser } = accountsSuite((built) => {
  app = built.app;
});

describe('login', () => {
  it('the demo patient logs in with /new-login: code 200, the profile as data, a session cookie', async () => {
    const b = browser();
    const res = await b.post('/new-login'.replace(/^/, '/api'), {
      mobile: DEMO_PATIENT.mobile,
      password: DEMO_PATIENT.password,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { code: number; response: { message: string; data: unknown } };
    expect(body).toMatchObject({ code: 200, response: { message: MESSAGES.loginSuccess } });
    expect(userProfileSchema.strict().parse(body.response.data)).toMatchObject({
      mobile: DEMO_PATIENT.mobile,
      name: DEMO_PATIENT.name,
      is_staff: false,
    });
    expect(res.cookies.some((c) => c.name === SESSION_COOKIE)).toBe(true);
  });

  it('a staff account logs in the same way and its profile says so (the app takes it to the console)', async () => {
    const staff = { mobile: '9000055501', name: 'Asha Desk', password: 'Desk@Login-2026' };
    await createTestStaff(app.db, staff, ['coordinator']);
    const res = await browser().post('/api/new-login', {
      mobile: staff.mobile,
      password: staff.password,
    });
    const body = res.json() as { code: number; response: { data: unknown } };
    expect(body.code).toBe(200);
    expect(userProfileSchema.strict().parse(body.response.data)).toMatchObject({
      mobile: staff.mobile,
      is_staff: true,
    });
  });

  it('a non-browser client logs in with POST /login: a bearer token it can use, no cookie needed (decision 0008)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { mobile: DEMO_PATIENT.mobile, password: DEMO_PATIENT.password },
      remoteAddress: '10.9.9.9',
    });
    expect(res.statusCode).toBe(200);
    const { access_token: token } = res.json() as { access_token: string };
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const me = await bearerGet(app, '/api/user-data-with-token', token);
    expect(me.statusCode).toBe(200);
    // /new-login is the web app's: its SPEC body has the profile, never a token a page script could read.
    const web = await app.inject({
      method: 'POST',
      url: '/api/new-login',
      payload: { mobile: DEMO_PATIENT.mobile, password: DEMO_PATIENT.password },
      remoteAddress: '10.9.9.10',
    });
    expect(web.statusCode).toBe(200);
    expect(JSON.stringify(web.json())).not.toMatch(/access_token|"token"/);
  });

  it('/new-login answers code 400 with a message for a wrong password or unknown mobile', async () => {
    for (const payload of [
      { mobile: DEMO_PATIENT.mobile, password: 'wrong-password' },
      { mobile: '7999999999', password: 'whatever-password' },
      { mobile: '12', password: '' },
      {},
    ]) {
      const res = await browser().post('/api/new-login', payload);
      expect(res.statusCode).toBe(400);
      expectEnvelope(res, 400, ACCOUNT_MESSAGES.loginInvalid);
    }
  });

  it('/login answers {user, access_token}; the token works as a bearer; failure is non-200', async () => {
    const b = browser();
    const { mobile, id } = await registerPatient(b);
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { mobile: Number(mobile), password: PATIENT_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { user: { id: number }; access_token: string };
    expect(body.user.id).toBe(id);
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await bearerGet(app, '/api/user-data-with-token', body.access_token);
    expect(me.json()).toEqual({ id });
    const bad = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { mobile, password: 'nope-nope' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ statusCode: 401, message: ACCOUNT_MESSAGES.loginInvalid });
  });

  it('10 failures per mobile in 15 minutes lock it (429), even for the right password; the window passes', async () => {
    const { mobile } = await registerPatient(browser());
    for (let i = 0; i < 10; i += 1) {
      const res = await browser().post('/api/new-login', {
        mobile,
        password: `wrong-${i}-password`,
      });
      expect(res.statusCode).toBe(400);
    }
    const locked = await browser().post('/api/new-login', { mobile, password: PATIENT_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expectEnvelope(locked, 429, ACCOUNT_MESSAGES.loginLocked);
    const modal = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { mobile, password: PATIENT_PASSWORD },
    });
    expect(modal.statusCode).toBe(429);
    advance(15 * MINUTE + 1000);
    const ok = await browser().post('/api/new-login', { mobile, password: PATIENT_PASSWORD });
    expect(ok.statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('logout revokes the session and clears the cookie', async () => {
    const b = browser();
    const { mobile } = await registerPatient(b);
    const cookieToken = b.cookies.get(SESSION_COOKIE) as string;
    const token = await loginWithPassword(app, mobile, PATIENT_PASSWORD);
    const out = await b.post('/api/logout');
    expectEnvelope(out, 200, ACCOUNT_MESSAGES.loggedOut);
    expect(b.cookies.has(SESSION_COOKIE)).toBe(false);
    const replay = await bearerGet(app, '/api/user-data-with-token', cookieToken);
    expect(replay.statusCode).toBe(401);
    // Another session (another device) is untouched by a logout.
    const other = await bearerGet(app, '/api/user-data-with-token', token);
    expect(other.statusCode).toBe(200);
    const bearerOut = await app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(token),
    });
    expect(bearerOut.statusCode).toBe(200);
    expect((await bearerGet(app, '/api/user-data-with-token', token)).statusCode).toBe(401);
  });

  it('logout works when the client declares JSON but sends no body (the web client does)', async () => {
    const b = browser();
    await registerPatient(b);
    const res = await b.request({
      method: 'POST',
      url: '/api/logout',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect((await b.get('/api/user-data-with-token')).statusCode).toBe(401);
  });

  it('user-data-with-token is 401 without a session', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/user-data-with-token' });
    expect(res.statusCode).toBe(401);
  });

  it('a login replaces the session the browser came with', async () => {
    const b = browser();
    const { mobile } = await registerPatient(b);
    const before = b.cookies.get(SESSION_COOKIE) as string;
    await b.post('/api/new-login', { mobile, password: PATIENT_PASSWORD });
    expect(b.cookies.get(SESSION_COOKIE)).not.toBe(before);
    const old = await bearerGet(app, '/api/user-data-with-token', before);
    expect(old.statusCode).toBe(401);
  });
});

describe('anti-forgery on account calls', () => {
  it('a cookie-carrying POST without the X-CSRF-TOKEN header is refused with 403', async () => {
    const b = browser();
    await registerPatient(b);
    for (const url of ['/api/logout', '/api/update-user-profile/me', '/api/new-login']) {
      const res = await b.request({ method: 'POST', url, payload: {}, csrf: false });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ statusCode: 403 });
    }
    expect((await b.get('/api/user-data-with-token')).statusCode).toBe(200);
  });
});

describe('sessions table', () => {
  it('keeps only token hashes', async () => {
    const b = browser();
    await registerPatient(b);
    const token = b.cookies.get(SESSION_COOKIE) as string;
    const rows = await app.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
  });
});
