import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ACCOUNT_MESSAGES, MESSAGES } from '@medibridge/contract';
import { userProfileSchema } from '@medibridge/contract/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { otpChallenges, sessions, users, walletLedger } from '../../db/schema';
import { SESSION_COOKIE } from '../../plugins/sessions';
import type { TestBrowser } from '../../test/browser';
import { buildTestApp } from '../../test/buildTestApp';
import { multipart } from '../../test/multipart';
import {
  PATIENT_PASSWORD,
  bearer,
  bearerGet,
  freshBrowser,
  freshMobile,
  lastOtp,
  lastSms,
  loginWithPassword,
  registerPatient,
  requestOtp,
  verifyMobile,
} from '../../test/patients';
import { DEMO_PATIENT } from '../../seed';

let app: FastifyInstance;
let uploadDir: string;
/** The fake clock every service reads: tests move it instead of sleeping. */
let now = new Date();
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};
const MINUTE = 60_000;

beforeAll(async () => {
  uploadDir = mkdtempSync(path.join(tmpdir(), 'medibridge-uploads-'));
  app = await buildTestApp(
    { UPLOAD_DIR: uploadDir, PUBLIC_URL: 'http://localhost:3000' },
    { clock: () => new Date(now.getTime()) },
  );
});
afterAll(async () => {
  await app.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

/** A browser on its own IP, so per-IP limits of one test do not touch another. */
const browser = (): TestBrowser => freshBrowser(app);

/** POST /api/reset-password with a token and the new password (confirmed the same unless given). */
const resetPassword = (token: string, password: string, confirm = password) =>
  app.inject({
    method: 'POST',
    url: '/api/reset-password',
    payload: { token, password, confirm_password: confirm },
  });

/** The reset token in the newest text to a mobile. */
async function resetLinkToken(mobile: string): Promise<string> {
  return /reset-password\/([A-Za-z0-9_-]{43})/.exec(await lastSms(app, mobile))?.[1] as string;
}

/** SPEC's `{code, response: {message, data: null}}` answer. */
function expectEnvelope(res: { json(): unknown }, code: number, message: string): void {
  expect(res.json()).toEqual({ code, response: { message, data: null } });
}

/** A browser that has just asked for an OTP: its mobile, the verification uid and the code texted. */
async function freshOtp(b: TestBrowser): Promise<{ mobile: string; uid: string; code: string }> {
  const mobile = freshMobile();
  const uid = await requestOtp(b, mobile);
  return { mobile, uid, code: await lastOtp(app, mobile) };
}

/** SPEC's `{response: {status, message, data: null}}` answer. */
function expectStatusEnvelope(res: { json(): unknown }, status: number, message: string): void {
  expect(res.json()).toEqual({ response: { status, message, data: null } });
}

/** Verifies `mobile` by OTP in browser `b`; returns the verification uid. */
const verify = async (b: TestBrowser, mobile: string): Promise<string> =>
  (await verifyMobile(b, mobile)).uid;

describe('check-user-mobile-by-otp, verify-user-mobile-otp, resend-otp', () => {
  it('sends a 6-digit OTP (outbox, newest first) and answers a random uid', async () => {
    const b = browser();
    const mobile = freshMobile();
    const res = await b.post('/api/check-user-mobile-by-otp', { mobile: Number(mobile) });
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      response: { status: number; message: string; data: { uid: string } };
    };
    expect(body.response).toMatchObject({ status: 200, message: ACCOUNT_MESSAGES.otpSent });
    expect(body.response.data.uid).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await lastOtp(app, mobile)).toMatch(/^\d{6}$/);
    // Neither the uid nor the code is stored in the clear.
    const rows = await app.db.select().from(otpChallenges).where(eq(otpChallenges.mobile, mobile));
    expect(JSON.stringify(rows)).not.toContain(body.response.data.uid);
    expect(JSON.stringify(rows)).not.toContain(await lastOtp(app, mobile));
  });

  it('refuses a malformed mobile with 422 and SPEC’s message', async () => {
    for (const mobile of ['12345', '98765432101', 'abcdefghij', '0123456789', null]) {
      const res = await browser().post('/api/check-user-mobile-by-otp', { mobile });
      expect(res.statusCode).toBe(422);
      expectStatusEnvelope(res, 422, MESSAGES.invalidMobile);
    }
  });

  it('tells a registered mobile to log in (non-200 inner status) and sends nothing', async () => {
    const res = await browser().post('/api/check-user-mobile-by-otp', {
      mobile: DEMO_PATIENT.mobile,
    });
    expect(res.statusCode).toBe(409);
    expectStatusEnvelope(res, 409, ACCOUNT_MESSAGES.mobileAlreadyRegistered);
    const outbox = await app.inject({
      method: 'GET',
      url: `/api/dev/sms-outbox?mobile=${DEMO_PATIENT.mobile}`,
    });
    expect(outbox.json()).toEqual({ data: [] });
  });

  it('verifies once; a reused code is refused', async () => {
    const b = browser();
    const mobile = freshMobile();
    const uid = await verify(b, mobile);
    const again = await b.post('/api/verify-user-mobile-otp', {
      otpno: await lastOtp(app, mobile),
      otp_uid: uid,
    });
    expect(again.statusCode).toBe(400);
    expectStatusEnvelope(again, 400, ACCOUNT_MESSAGES.otpUsed);
  });

  it('a wrong code and an unknown uid answer 400 with messages', async () => {
    const b = browser();
    const { uid, code } = await freshOtp(b);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const res = await b.post('/api/verify-user-mobile-otp', { otpno: wrong, otp_uid: uid });
    expect(res.statusCode).toBe(400);
    expectStatusEnvelope(res, 400, ACCOUNT_MESSAGES.otpWrong);
    const unknown = await b.post('/api/verify-user-mobile-otp', { otpno: code, otp_uid: 'nope' });
    expect(unknown.json()).toMatchObject({
      response: { status: 400, message: ACCOUNT_MESSAGES.otpUnknown },
    });
  });

  it('an OTP expires after 10 minutes', async () => {
    const b = browser();
    const { uid, code } = await freshOtp(b);
    advance(10 * MINUTE + 1000);
    const res = await b.post('/api/verify-user-mobile-otp', { otpno: code, otp_uid: uid });
    expectStatusEnvelope(res, 400, ACCOUNT_MESSAGES.otpExpired);
  });

  it('5 wrong tries kill the code: the right one is refused afterwards', async () => {
    const b = browser();
    const { uid, code } = await freshOtp(b);
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await b.post('/api/verify-user-mobile-otp', { otpno: wrong, otp_uid: uid });
      messages.push((res.json() as { response: { message: string } }).response.message);
    }
    expect(messages).toEqual([
      ...Array<string>(4).fill(ACCOUNT_MESSAGES.otpWrong),
      ACCOUNT_MESSAGES.otpDead,
    ]);
    const right = await b.post('/api/verify-user-mobile-otp', { otpno: code, otp_uid: uid });
    expectStatusEnvelope(right, 400, ACCOUNT_MESSAGES.otpDead);
  });

  it('10,000 guesses against one uid never succeed, even ones that include the right code', async () => {
    const b = browser();
    const mobile = freshMobile();
    const uid = await requestOtp(b, mobile);
    const code = Number(await lastOtp(app, mobile));
    const started = Date.now();
    let successes = 0;
    for (let i = 0; i < 10_000; i += 1) {
      // Every guess is distinct, and the real code is the 6th and the last but one guess.
      const guess = i === 5 || i === 9_998 ? code : (code + 1 + i) % 1_000_000;
      const res = await app.inject({
        method: 'POST',
        url: '/api/verify-user-mobile-otp',
        payload: { otpno: String(guess).padStart(6, '0'), otp_uid: uid },
      });
      if (res.statusCode === 200) successes += 1;
    }
    expect(successes).toBe(0);
    const [row] = await app.db.select().from(otpChallenges).where(eq(otpChallenges.mobile, mobile));
    // Only 5 comparisons were ever made; the rest were refused before comparing.
    expect(row?.attempts).toBe(5);
    expect(row?.deadAt).not.toBeNull();
    expect(Date.now() - started).toBeLessThan(120_000);
  }, 180_000);

  it('resend replaces the code (the old one stops working), hides nothing else, and counts against the limit', async () => {
    const b = browser();
    const mobile = freshMobile();
    const uid = await requestOtp(b, mobile);
    const first = await lastOtp(app, mobile);
    const resent = await b.post('/api/resend-otp', { otp_uid: uid });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({
      response: { status: 200, message: ACCOUNT_MESSAGES.otpResent, data: { uid } },
    });
    const second = await lastOtp(app, mobile);
    if (first !== second) {
      const old = await b.post('/api/verify-user-mobile-otp', { otpno: first, otp_uid: uid });
      expect(old.statusCode).toBe(400);
    }
    await b.post('/api/resend-otp', { otp_uid: uid });
    const fourth = await b.post('/api/resend-otp', { otp_uid: uid });
    expect(fourth.statusCode).toBe(429);
    expect((fourth.json() as { response: { message: string } }).response.message).toMatch(
      /^Too many OTP requests for this mobile number\. Please wait 15 minutes and try again\.$/,
    );
    const third = await lastOtp(app, mobile);
    const ok = await b.post('/api/verify-user-mobile-otp', { otpno: third, otp_uid: uid });
    expect(ok.statusCode).toBe(200);
    const unknown = await b.post('/api/resend-otp', { otp_uid: 'unknown' });
    expectStatusEnvelope(unknown, 400, ACCOUNT_MESSAGES.otpUnknown);
  });

  it('at most 3 sends per mobile per 15 minutes, from any IP; allowed again after the window', async () => {
    const mobile = freshMobile();
    for (let i = 0; i < 3; i += 1) await requestOtp(browser(), mobile);
    const fourth = await browser().post('/api/check-user-mobile-by-otp', { mobile });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ response: { status: 429, data: null } });
    advance(15 * MINUTE + 1000);
    await requestOtp(browser(), mobile);
  });

  it('a per-IP limit stops one client from sending to many mobiles', async () => {
    const b = browser();
    for (let i = 0; i < 20; i += 1) await requestOtp(b, freshMobile());
    const res = await b.post('/api/check-user-mobile-by-otp', { mobile: freshMobile() });
    expect(res.statusCode).toBe(429);
    expect((res.json() as { response: { message: string } }).response.message).toMatch(
      /^Too many requests from your network\. Please wait \d+ minutes? and try again\.$/,
    );
    // Another client is unaffected.
    await requestOtp(browser(), freshMobile());
  });
});

describe('new-register', () => {
  it('registers a verified mobile, logs in with the cookie, and answers the profile (no token in it)', async () => {
    const b = browser();
    const { res, mobile, id } = await registerPatient(b);
    const body = res.json() as { code: number; response: { message: string; data: unknown } };
    expect(body.code).toBe(200);
    expect(body.response.message).toBe(ACCOUNT_MESSAGES.registerSuccess);
    const profile = userProfileSchema.strict().parse(body.response.data);
    expect(profile).toMatchObject({ id, name: 'Ravi Kumar', mobile, profile_image: null });
    expect(JSON.stringify(body)).not.toMatch(/token/i);
    const session = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const me = await b.get('/api/user-data-with-token');
    expect(me.json()).toEqual({ id });
    const [row] = await app.db.select().from(users).where(eq(users.id, id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.shareCode).toMatch(/^[A-Z2-9]{8}$/);
  });

  it('refuses a mobile that was not verified by OTP (400), also when another browser verified it', async () => {
    const mobile = freshMobile();
    const payload = {
      name: 'Ravi',
      mobile,
      email: 'r@example.in',
      password: PATIENT_PASSWORD,
      shareCode: '',
      source: 'x',
    };
    const res = await browser().post('/api/new-register', payload);
    expect(res.statusCode).toBe(400);
    expectEnvelope(res, 400, ACCOUNT_MESSAGES.registerMobileNotVerified);
    await verify(browser(), mobile);
    const other = await browser().post('/api/new-register', payload);
    expect(other.statusCode).toBe(400);
  });

  it('refuses a verification older than 30 minutes', async () => {
    const b = browser();
    const mobile = freshMobile();
    await verify(b, mobile);
    advance(30 * MINUTE + 1000);
    const res = await b.post('/api/new-register', {
      name: 'Ravi',
      mobile,
      email: 'r@example.in',
      password: PATIENT_PASSWORD,
      shareCode: '',
      source: 'x',
    });
    expect(res.json()).toMatchObject({
      code: 400,
      response: { message: ACCOUNT_MESSAGES.registerMobileNotVerified },
    });
  });

  it('a client without cookies may bind the verification with otp_uid', async () => {
    const b = browser();
    const mobile = freshMobile();
    const uid = await verify(b, mobile);
    const res = await app.inject({
      method: 'POST',
      url: '/api/new-register',
      payload: {
        name: 'Ravi',
        mobile,
        email: 'r@example.in',
        password: PATIENT_PASSWORD,
        otp_uid: uid,
      },
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers 422 with per-field messages for name, email and password', async () => {
    const b = browser();
    const mobile = freshMobile();
    await verify(b, mobile);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { name: '', email: 'nope', password: 'short' },
        {
          name: ACCOUNT_MESSAGES.nameRequired,
          email: ACCOUNT_MESSAGES.emailInvalid,
          password: ACCOUNT_MESSAGES.passwordTooShort,
        },
      ],
      [{ password: 'x'.repeat(129) }, { password: ACCOUNT_MESSAGES.passwordTooLong }],
      [{ password: 'iloveyou' }, { password: ACCOUNT_MESSAGES.passwordTooCommon }],
      [{ password: 'PassWord1' }, { password: ACCOUNT_MESSAGES.passwordTooCommon }],
      [{ email: '' }, { email: ACCOUNT_MESSAGES.emailRequired }],
      [{ name: 'x'.repeat(101) }, { name: ACCOUNT_MESSAGES.nameTooLong }],
    ];
    for (const [patch, message] of cases) {
      const res = await b.post('/api/new-register', {
        name: 'Ravi',
        mobile,
        email: 'r@example.in',
        password: PATIENT_PASSWORD,
        shareCode: '',
        source: 'x',
        ...patch,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ code: 422, response: { message, data: null } });
    }
    // The verification survives field errors: the corrected form registers.
    const ok = await b.post('/api/new-register', {
      name: 'Ravi',
      mobile,
      email: 'r@example.in',
      password: PATIENT_PASSWORD,
      shareCode: '',
      source: 'x',
    });
    expect(ok.statusCode).toBe(200);
  });

  it('answers 400 for a mobile that is already registered', async () => {
    const b = browser();
    const { mobile } = await registerPatient(b);
    const res = await browser().post('/api/new-register', {
      name: 'Ravi',
      mobile,
      email: 'r@example.in',
      password: PATIENT_PASSWORD,
      shareCode: '',
      source: 'x',
    });
    expect(res.statusCode).toBe(400);
    expectEnvelope(res, 400, ACCOUNT_MESSAGES.mobileAlreadyRegistered);
  });

  it('a share code credits REFERRAL_BONUS_RUPEES to both wallets through the ledger', async () => {
    const referrerBrowser = browser();
    const referrer = await registerPatient(referrerBrowser);
    const summary = await referrerBrowser.get('/api/referral-summary');
    const { data } = summary.json() as {
      data: { share_code: string; share_url: string; bonus_rupees: string; referred_count: number };
    };
    expect(data).toMatchObject({ bonus_rupees: '100.00', referred_count: 0 });
    expect(data.share_url).toBe(
      `http://localhost:3000/mobile-verification?shareCode=${data.share_code}`,
    );
    const friendBrowser = browser();
    const friend = await registerPatient(friendBrowser, {
      shareCode: data.share_code.toLowerCase(),
    });
    for (const [b, id] of [
      [referrerBrowser, referrer.id],
      [friendBrowser, friend.id],
    ] as const) {
      const res = await b.get(`/api/get-patient-detail-by-id/${id}`);
      expect(res.json()).toEqual({ data: { wallet_amount: '100.00' } });
    }
    const ledger = await app.db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.userId, referrer.id));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]?.amountPaise).toBe(10_000);
    const after = await referrerBrowser.get('/api/referral-summary');
    expect((after.json() as { data: { referred_count: number } }).data.referred_count).toBe(1);
  });

  it('an unknown share code registers without a bonus and says so', async () => {
    const b = browser();
    const { res, id } = await registerPatient(b, { shareCode: 'ZZZZ9999' });
    expect((res.json() as { response: { message: string } }).response.message).toBe(
      ACCOUNT_MESSAGES.registerSuccessUnknownShareCode,
    );
    expect((await b.get(`/api/get-patient-detail-by-id/${id}`)).json()).toEqual({
      data: { wallet_amount: '0.00' },
    });
  });
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
    });
    expect(res.cookies.some((c) => c.name === SESSION_COOKIE)).toBe(true);
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

describe('user reads are for the session’s own user', () => {
  it('get-user-detail-by-id and get-patient-detail-by-id answer the own user and refuse others (403)', async () => {
    const a = await registerPatient(browser());
    const other = await registerPatient(browser());
    const token = await loginWithPassword(app, a.mobile, PATIENT_PASSWORD);
    const own = await bearerGet(app, `/api/get-user-detail-by-id/${a.id}`, token);
    expect(own.statusCode).toBe(200);
    expect(userProfileSchema.strict().parse((own.json() as { data: unknown }).data).id).toBe(a.id);
    const wallet = await bearerGet(app, `/api/get-patient-detail-by-id/${a.id}`, token);
    expect(wallet.json()).toEqual({ data: { wallet_amount: '0.00' } });
    for (const url of [
      `/api/get-user-detail-by-id/${other.id}`,
      `/api/get-patient-detail-by-id/${other.id}`,
    ]) {
      const res = await app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        statusCode: 403,
        message: ACCOUNT_MESSAGES.notYourAccount,
      });
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('change password (update-user-profile/{token})', () => {
  it('ignores the token segment: the user comes from the session (deviation 16)', async () => {
    const b = browser();
    const { mobile } = await registerPatient(b);
    const res = await b.post('/api/update-user-profile/a-token-from-an-old-client', {
      old_password: PATIENT_PASSWORD,
      new_password: 'Segment-Ignored-5',
      confirm_password: 'Segment-Ignored-5',
    });
    expect(res.statusCode).toBe(200);
    const login = await browser().post('/api/new-login', { mobile, password: 'Segment-Ignored-5' });
    expect(login.statusCode).toBe(200);
    // Without a session the segment proves nothing.
    const anonymous = await browser().post('/api/update-user-profile/a-token-from-an-old-client', {
      old_password: 'Segment-Ignored-5',
      new_password: 'Taken-Over-Now-9',
      confirm_password: 'Taken-Over-Now-9',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('checks the old password and the confirmation (422), then revokes every other session', async () => {
    const b = browser();
    const { mobile, id } = await registerPatient(b);
    const otherDevice = await loginWithPassword(app, mobile, PATIENT_PASSWORD);
    const url = '/api/update-user-profile/me';
    const wrongOld = await b.post(url, {
      old_password: 'not-it-at-all',
      new_password: 'New-Password-77',
      confirm_password: 'New-Password-77',
      userID: id,
    });
    expect(wrongOld.statusCode).toBe(422);
    expect(wrongOld.json()).toEqual({
      code: 422,
      response: { message: { old_password: ACCOUNT_MESSAGES.oldPasswordWrong }, data: null },
    });
    const mismatch = await b.post(url, {
      old_password: PATIENT_PASSWORD,
      new_password: 'New-Password-77',
      confirm_password: 'New-Password-78',
    });
    expect(mismatch.json()).toEqual({
      code: 422,
      response: { message: { confirm_password: ACCOUNT_MESSAGES.passwordsDoNotMatch }, data: null },
    });
    const missing = await b.post(url, {});
    expect(missing.json()).toEqual({
      code: 422,
      response: {
        message: {
          old_password: ACCOUNT_MESSAGES.oldPasswordRequired,
          new_password: ACCOUNT_MESSAGES.passwordRequired,
          confirm_password: ACCOUNT_MESSAGES.confirmPasswordRequired,
        },
        data: null,
      },
    });
    const common = await b.post(url, {
      old_password: PATIENT_PASSWORD,
      new_password: 'password1',
      confirm_password: 'password1',
    });
    expect(common.json()).toMatchObject({
      code: 422,
      response: { message: { new_password: ACCOUNT_MESSAGES.passwordTooCommon } },
    });
    const ok = await b.post(url, {
      old_password: PATIENT_PASSWORD,
      new_password: 'New-Password-77',
      confirm_password: 'New-Password-77',
      userID: String(id),
    });
    expect(ok.statusCode).toBe(200);
    expectEnvelope(ok, 200, ACCOUNT_MESSAGES.passwordChanged);
    // This browser stays logged in; the other device is logged out.
    expect((await b.get('/api/user-data-with-token')).statusCode).toBe(200);
    expect((await bearerGet(app, '/api/user-data-with-token', otherDevice)).statusCode).toBe(401);
    expect(
      (await browser().post('/api/new-login', { mobile, password: PATIENT_PASSWORD })).statusCode,
    ).toBe(400);
    expect(
      (await browser().post('/api/new-login', { mobile, password: 'New-Password-77' })).statusCode,
    ).toBe(200);
  });

  it('refuses another user’s id (403) and visitors (401)', async () => {
    const b = browser();
    const { id } = await registerPatient(b);
    const res = await b.post('/api/update-user-profile/me', {
      old_password: PATIENT_PASSWORD,
      new_password: 'New-Password-77',
      confirm_password: 'New-Password-77',
      userID: id + 1000,
    });
    expect(res.statusCode).toBe(403);
    const visitor = await app.inject({
      method: 'POST',
      url: '/api/update-user-profile/me',
      payload: {},
    });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('forget-password and reset-password', () => {
  it('an unknown mobile gets a non-200 inner status with a message', async () => {
    const res = await browser().post('/api/forget-password', { mobile: '7999999998' });
    expect(res.statusCode).toBe(404);
    expectStatusEnvelope(res, 404, ACCOUNT_MESSAGES.forgetPasswordUnknown);
    const bad = await browser().post('/api/forget-password', { mobile: '123' });
    expectStatusEnvelope(bad, 422, MESSAGES.invalidMobile);
  });

  it('sends a single-use link valid 30 minutes; resetting revokes every session', async () => {
    const b = browser();
    const { mobile } = await registerPatient(b);
    const res = await browser().post('/api/forget-password', { mobile });
    expectStatusEnvelope(res, 200, ACCOUNT_MESSAGES.forgetPasswordSent);
    const sms = await lastSms(app, mobile);
    const token = /http:\/\/localhost:3000\/reset-password\/([A-Za-z0-9_-]{43})/.exec(
      sms,
    )?.[1] as string;
    expect(token).toBeDefined();
    expect(sms).not.toContain(PATIENT_PASSWORD);
    const check = await app.inject({ method: 'GET', url: `/api/reset-password/${token}` });
    expect(check.json()).toMatchObject({
      code: 200,
      response: { data: { expires_at: expect.any(String) } },
    });

    const mismatch = await resetPassword(token, 'Fresh-Start-2025', 'Fresh-Start-2026');
    expect(mismatch.json()).toEqual({
      code: 422,
      response: { message: { confirm_password: ACCOUNT_MESSAGES.passwordsDoNotMatch }, data: null },
    });
    const short = await resetPassword(token, 'short');
    expect(short.json()).toEqual({
      code: 422,
      response: { message: { password: ACCOUNT_MESSAGES.passwordTooShort }, data: null },
    });

    const done = await resetPassword(token, 'Fresh-Start-2025');
    expectEnvelope(done, 200, ACCOUNT_MESSAGES.resetPasswordDone);
    expect((await b.get('/api/user-data-with-token')).statusCode).toBe(401);
    const reuse = await resetPassword(token, 'Other-Start-2025');
    expectEnvelope(reuse, 400, ACCOUNT_MESSAGES.resetLinkInvalid);
    expect(
      (await browser().post('/api/new-login', { mobile, password: 'Fresh-Start-2025' })).statusCode,
    ).toBe(200);
    // The token is stored only hashed.
    const rows = await app.db.execute(`select token_hash from password_resets`);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('a link expires after 30 minutes and only the newest link works', async () => {
    const { mobile } = await registerPatient(browser());
    await browser().post('/api/forget-password', { mobile });
    const first = await resetLinkToken(mobile);
    await browser().post('/api/forget-password', { mobile });
    const second = await resetLinkToken(mobile);
    expect(
      (await app.inject({ method: 'GET', url: `/api/reset-password/${first}` })).statusCode,
    ).toBe(400);
    advance(30 * MINUTE + 1000);
    const late = await app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: {
        token: second,
        password: 'Fresh-Start-2025',
        confirm_password: 'Fresh-Start-2025',
      },
    });
    expectEnvelope(late, 400, ACCOUNT_MESSAGES.resetLinkInvalid);
    const junk = await app.inject({ method: 'GET', url: '/api/reset-password/not-a-token' });
    expect(junk.statusCode).toBe(400);
  });

  it('at most 3 reset SMS per mobile per 15 minutes', async () => {
    const { mobile } = await registerPatient(browser());
    for (let i = 0; i < 3; i += 1)
      expect((await browser().post('/api/forget-password', { mobile })).statusCode).toBe(200);
    const res = await browser().post('/api/forget-password', { mobile });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ response: { status: 429, data: null } });
  });
});

const image = (format: 'png' | 'jpeg' | 'gif', width = 1200, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .toFormat(format)
    .toBuffer();

describe('update-user-profile/ (multipart)', () => {
  const fields = (id: number) => ({
    firstName: 'Meera',
    last_name: 'Iyer',
    mobile: '0000000000',
    email: 'Meera@Example.in',
    dob: '1990-05-17',
    bloodGroup: 'O+',
    address: '12 MG Road',
    cityID: '',
    stateID: '',
    countryID: '1',
    pincode: '560001',
    userID: String(id),
  });
  /** POST /api/update-user-profile/ with the profile fields and one photo, from a browser. */
  const uploadPhoto = (
    b: TestBrowser,
    id: number,
    photo: { name: string; type: string; data: Buffer },
  ) =>
    b.request({
      method: 'POST',
      url: '/api/update-user-profile/',
      ...multipart(fields(id), photo),
    });

  it('saves the profile and a photo resized to at most 512 px under a random name, served with its type and nosniff', async () => {
    const b = browser();
    const { id, mobile } = await registerPatient(b);
    const body = multipart(fields(id), {
      name: 'me.png',
      type: 'image/png',
      data: await image('png'),
    });
    const res = await b.request({ method: 'POST', url: '/api/update-user-profile/', ...body });
    expect(res.statusCode).toBe(200);
    const json = res.json() as {
      code: number;
      response: { message: string; data: Record<string, unknown> };
    };
    expect(json.response.message).toBe(MESSAGES.profileSaved);
    expect(json.response.data).toMatchObject({
      name: 'Meera',
      last_name: 'Iyer',
      mobile,
      email: 'meera@example.in',
      dob: '1990-05-17',
      blood_group: 'O+',
      address: '12 MG Road',
      country_id: 1,
      pin_code: '560001',
      city_id: null,
    });
    const url = json.response.data.profile_image as string;
    expect(url).toMatch(/^\/api\/files\/profile\/[A-Za-z0-9_-]{32}\.png$/);
    const photo = await b.get(url);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(photo.rawPayload).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(512);
    // Nobody else gets it.
    const stranger = browser();
    await registerPatient(stranger);
    expect((await stranger.get(url)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('accepts JPEG and GIF by their bytes and replaces the old photo', async () => {
    const b = browser();
    const { id } = await registerPatient(b);
    const jpeg = await uploadPhoto(b, id, {
      name: 'a.jpg',
      type: 'image/jpeg',
      data: await image('jpeg', 300, 200),
    });
    const first = (jpeg.json() as { response: { data: { profile_image: string } } }).response.data
      .profile_image;
    expect(first).toMatch(/\.jpg$/);
    const gif = await uploadPhoto(b, id, {
      name: 'a.gif',
      type: 'image/gif',
      data: await image('gif', 40, 40),
    });
    const second = (gif.json() as { response: { data: { profile_image: string } } }).response.data
      .profile_image;
    expect(second).toMatch(/\.gif$/);
    expect((await b.get(second)).headers['content-type']).toBe('image/gif');
    expect(readdirSync(path.join(uploadDir, 'profile'))).not.toContain(path.basename(first));
  });

  it('refuses a photo over 2 MB with 413 and a message', async () => {
    const b = browser();
    const { id } = await registerPatient(b);
    const big = Buffer.concat([await image('png', 10, 10), Buffer.alloc(2 * 1024 * 1024 + 10, 1)]);
    const res = await uploadPhoto(b, id, { name: 'big.png', type: 'image/png', data: big });
    expect(res.statusCode).toBe(413);
    expectEnvelope(res, 413, ACCOUNT_MESSAGES.photoTooLarge);
  });

  it('refuses wrong bytes with 415 whatever the name and declared type say', async () => {
    const b = browser();
    const { id } = await registerPatient(b);
    for (const data of [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.from('%PDF-1.4 not an image'),
      Buffer.from('just text'),
    ]) {
      const res = await uploadPhoto(b, id, { name: 'photo.png', type: 'image/png', data });
      expect(res.statusCode).toBe(415);
      expectEnvelope(res, 415, ACCOUNT_MESSAGES.photoWrongType);
    }
    const corrupt = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('garbage'),
    ]);
    const res = await uploadPhoto(b, id, { name: 'x.png', type: 'image/png', data: corrupt });
    expectEnvelope(res, 415, ACCOUNT_MESSAGES.photoUnreadable);
  });

  it('stores photos with hostile names under random names inside the upload folder', async () => {
    const b = browser();
    const { id } = await registerPatient(b);
    const before = new Set(readdirSync(uploadDir, { recursive: true }).map(String));
    for (const name of [
      '../../etc/passwd.png',
      `${'a'.repeat(5000)}.png`,
      'फ़ोटो 😀 ../\u202egnp.exe',
      'C:\\Windows\\evil.png',
      '.htaccess',
    ]) {
      const res = await uploadPhoto(b, id, {
        name,
        type: 'image/png',
        data: await image('png', 20, 20),
      });
      expect(res.statusCode).toBe(200);
      const url = (res.json() as { response: { data: { profile_image: string } } }).response.data
        .profile_image;
      expect(url).toMatch(/^\/api\/files\/profile\/[A-Za-z0-9_-]{32}\.png$/);
    }
    const after = readdirSync(uploadDir, { recursive: true })
      .map(String)
      .filter((f) => !before.has(f));
    for (const file of after) expect(file).toMatch(/^profile(\/[A-Za-z0-9_-]{32}\.png)?$/);
    expect(readdirSync(path.dirname(uploadDir)).some((f) => f === 'passwd.png')).toBe(false);
  });

  it('answers 422 per field, 403 for another userID, and 401 for visitors', async () => {
    const b = browser();
    const { id } = await registerPatient(b);
    const bad = await b.request({
      method: 'POST',
      url: '/api/update-user-profile/',
      ...multipart({
        ...fields(id),
        firstName: '',
        email: 'x',
        pincode: '12',
        bloodGroup: 'Q',
        dob: '2999-01-01',
        cityID: '99999999',
      }),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({
      code: 422,
      response: {
        message: {
          firstName: ACCOUNT_MESSAGES.nameRequired,
          email: ACCOUNT_MESSAGES.emailInvalid,
          pincode: ACCOUNT_MESSAGES.pinCodeInvalid,
          bloodGroup: ACCOUNT_MESSAGES.bloodGroupInvalid,
          dob: ACCOUNT_MESSAGES.dobInvalid,
        },
        data: null,
      },
    });
    const place = await b.request({
      method: 'POST',
      url: '/api/update-user-profile/',
      ...multipart({ ...fields(id), cityID: '99999999' }),
    });
    expect(place.json()).toEqual({
      code: 422,
      response: { message: { cityID: ACCOUNT_MESSAGES.placeInvalid }, data: null },
    });
    const other = await b.request({
      method: 'POST',
      url: '/api/update-user-profile/',
      ...multipart({ ...fields(id), userID: String(id + 1) }),
    });
    expect(other.statusCode).toBe(403);
    const visitor = await app.inject({
      method: 'POST',
      url: '/api/update-user-profile/',
      ...multipart(fields(id)),
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('refuses more than one file', async () => {
    const b = browser();
    const { id } = await registerPatient(b);
    const one = multipart(fields(id), {
      name: 'a.png',
      type: 'image/png',
      data: await image('png', 10, 10),
    });
    const two = multipart(fields(id), {
      field: 'profileImage',
      name: 'b.png',
      type: 'image/png',
      data: await image('png', 10, 10),
    });
    const boundary = /boundary=(.+)$/.exec(one.headers['content-type'] as string)?.[1] as string;
    const otherBoundary = /boundary=(.+)$/.exec(
      two.headers['content-type'] as string,
    )?.[1] as string;
    const secondFile = two.payload
      .toString('latin1')
      .split(`--${otherBoundary}`)
      .find((p) => p.includes('filename')) as string;
    const payload = Buffer.from(
      one.payload
        .toString('latin1')
        .replace(`--${boundary}--`, `--${boundary}${secondFile}--${boundary}--`),
      'latin1',
    );
    const res = await b.request({
      method: 'POST',
      url: '/api/update-user-profile/',
      payload,
      headers: one.headers,
    });
    expect(res.statusCode).toBe(413);
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
