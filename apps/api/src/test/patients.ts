import { createHash } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  API_ROOT,
  type EndpointName,
  type EndpointParams,
  endpointPath,
  PRIVACY_NOTICE_VERSION,
} from '@medibridge/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE } from '../plugins/sessions';
import { TestBrowser } from './browser';

/**
 * The API test kit's patients: fresh mobiles, the SMS outbox, OTP verification, registration and logins, the
 * way a real client goes through them (every call over `app.inject`, paths from the contract). Integration
 * tests use these instead of their own copies; tests of the calls themselves still make them by hand.
 */

/** A call's URL as the server answers it (`/api/…`, SPEC's spelling, params filled) from the contract. */
export function apiUrl(name: EndpointName, params?: EndpointParams): string {
  return `${API_ROOT}/${endpointPath(name, params)}`;
}

/** The password `registerPatient` gives a patient unless told otherwise (strong enough for the rules). */
export const PATIENT_PASSWORD = 'Blue-Mango-Tiger-42';

let mobileBlock: string | undefined;
let mobileCount = 0;

/**
 * A valid Indian mobile no test has used yet: `7`, a four-digit block of this test file, a five-digit
 * counter. The block is a hash of the test file's path (stable from run to run; two files rarely share one),
 * so files that start from the same template database, or share a limiter, seldom meet on a mobile. It stays
 * below 79000…, so it never hits the seeded accounts (demo patient 98…, fuzz 69…) nor the "unknown" mobiles
 * tests spell out (7999999998 and the like).
 */
export function freshMobile(): string {
  mobileBlock ??= String(
    createHash('sha256')
      .update(expect.getState().testPath ?? String(process.pid))
      .digest()
      .readUInt32BE(0) % 9000,
  ).padStart(4, '0');
  mobileCount += 1;
  if (mobileCount > 99_999) throw new Error('freshMobile: this test file used up its block');
  return `7${mobileBlock}${String(mobileCount).padStart(5, '0')}`;
}

let ipCount = 10;

/**
 * A TestBrowser on an address of its own in `network` (`10.1.x.y` by default), so per-IP limits one test
 * reaches do not touch the next. The dev-only routes answer only loopback (`network` '127.0'); the outbox
 * helpers here read it from loopback whatever the browser's address.
 */
export function freshBrowser(app: FastifyInstance, network = '10.1'): TestBrowser {
  ipCount += 1;
  return new TestBrowser(app, `${network}.${Math.floor(ipCount / 250)}.${ipCount % 250}`);
}

/** Every SMS the dev outbox holds for a mobile, newest first (read from this machine, as the demo does). */
export async function smsTexts(app: FastifyInstance, mobile: string): Promise<string[]> {
  const res = await app.inject({
    method: 'GET',
    url: `${apiUrl('devSmsOutbox')}?mobile=${mobile}`,
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { text: string }[] }).data.map((m) => m.text);
}

/** The newest SMS to a mobile; throws when there is none. */
export async function lastSms(app: FastifyInstance, mobile: string): Promise<string> {
  const text = (await smsTexts(app, mobile))[0];
  if (!text) throw new Error(`no SMS for ${mobile}`);
  return text;
}

/** The 6-digit code in an OTP text; throws when there is none. */
export function otpIn(text: string): string {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no OTP in the SMS "${text}"`);
  return code;
}

/** The code of the newest OTP texted to a mobile. */
export async function lastOtp(app: FastifyInstance, mobile: string): Promise<string> {
  return otpIn(await lastSms(app, mobile));
}

/** Asks for a registration OTP for `mobile` in browser `b` (must answer 200); returns the verification uid. */
export async function requestOtp(b: TestBrowser, mobile: string): Promise<string> {
  const res = await b.post(apiUrl('accountMobileCheck'), { mobile });
  expect(res.statusCode).toBe(200);
  return (res.json() as { response: { data: { uid: string } } }).response.data.uid;
}

/**
 * Verifies a mobile (a fresh one unless given) in browser `b`: asks for the OTP, reads it from the outbox and
 * sends it back, which must answer SPEC's success envelope. The browser may then register that mobile.
 */
export async function verifyMobile(
  b: TestBrowser,
  mobile: string = freshMobile(),
): Promise<{ mobile: string; uid: string }> {
  const uid = await requestOtp(b, mobile);
  const res = await b.post(apiUrl('accountVerifyOtp'), {
    otpno: await lastOtp(b.app, mobile),
    otp_uid: uid,
  });
  expect(res.json()).toEqual({
    response: { status: 200, message: ACCOUNT_MESSAGES.otpVerified, data: { mobile } },
  });
  return { mobile, uid };
}

/** What `registerPatient` may be told; any other field goes into the registration body as it is. */
export interface PatientOverrides {
  /** A mobile not registered yet (default: `freshMobile()`); it is verified first. */
  mobile?: string;
  /** Default 'Ravi Kumar'. */
  name?: string;
  /** Default `<first name>.<mobile>@example.in`, lower case. */
  email?: string;
  /** Default PATIENT_PASSWORD. */
  password?: string;
  /** Default '' (no referral). */
  shareCode?: string;
  [field: string]: unknown;
}

/** A patient registered through the API, logged in in `browser`. */
export interface RegisteredPatient {
  /** The browser that registered: it carries the session cookie and echoes the anti-forgery token. */
  browser: TestBrowser;
  id: number;
  mobile: string;
  name: string;
  email: string;
  password: string;
  /** The uid of the OTP that verified the mobile. */
  otpUid: string;
  /** The session token of `browser` (its session cookie; it works as a bearer token too). */
  token: string;
  /** The registration's answer. */
  res: LightMyRequestResponse;
}

/**
 * Registers a patient as the web app does: verify a mobile by OTP, then POST the registration, which must
 * answer 200. Given an app, it uses a `freshBrowser`; given a browser, that one (logged in afterwards).
 */
export async function registerPatient(
  from: FastifyInstance | TestBrowser,
  overrides: PatientOverrides = {},
): Promise<RegisteredPatient> {
  const browser = from instanceof TestBrowser ? from : freshBrowser(from);
  const { mobile: wanted, ...fields } = overrides;
  const { mobile, uid } = await verifyMobile(browser, wanted);
  const name = overrides.name ?? 'Ravi Kumar';
  const body = {
    name,
    mobile,
    email: `${name.split(' ')[0]?.toLowerCase() ?? 'patient'}.${mobile}@example.in`,
    password: PATIENT_PASSWORD,
    shareCode: '',
    source: 'medibridge-web',
    // As the web app's notice sends them: the patient agreed to everything but offers (docs/decisions/0060).
    consents: ['care', 'payments', 'reminders'],
    notice_version: PRIVACY_NOTICE_VERSION,
    ...fields,
  };
  const res = await browser.post(apiUrl('accountRegister'), body);
  expect(res.statusCode).toBe(200);
  const token = browser.cookies.get(SESSION_COOKIE);
  if (!token) throw new Error('registration set no session cookie');
  return {
    browser,
    id: (res.json() as { response: { data: { id: number } } }).response.data.id,
    mobile,
    name,
    email: body.email,
    password: body.password,
    otpUid: uid,
    token,
    res,
  };
}

/**
 * A password login of a non-browser client (POST /api/login, decision 0008), which must answer 200: the
 * bearer token it got. Staff log in the same way.
 */
export async function loginWithPassword(
  app: FastifyInstance,
  mobile: string,
  password: string,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: apiUrl('accountModalLogin'),
    payload: { mobile, password },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { access_token: string }).access_token;
}

/**
 * A browser logged in with a password the way the web app does it (POST /api/new-login, must answer 200):
 * it carries the session cookie and echoes the anti-forgery token on later calls.
 */
export async function loginBrowser(
  b: TestBrowser,
  mobile: string,
  password: string,
): Promise<TestBrowser> {
  const res = await b.post(apiUrl('accountLogin'), { mobile, password });
  expect(res.statusCode).toBe(200);
  return b;
}

/** The Authorization header of a bearer token. */
export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** A GET by a non-browser client that sends a bearer token (no cookies). */
export function bearerGet(
  app: FastifyInstance,
  url: string,
  token: string,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url, headers: bearer(token) });
}
