import { ACCOUNT_MESSAGES, MESSAGES } from '@medibridge/contract';
import type { FastifyInstance } from 'fastify';
import {
  MINUTE,
  accountsSuite,
  expectEnvelope,
  expectStatusEnvelope,
} from '../../../test/accounts';
import {
  PATIENT_PASSWORD,
  bearerGet,
  lastSms,
  loginWithPassword,
  registerPatient,
} from '../../../test/patients';

let app: FastifyInstance;
const { advance, browser } = accountsSuite((built) => {
  app = built.app;
});

/** POST /api/reset-password with a token and the new password (confirmed the same unless given). */
const resetPassword = (token: string, password: string, confirm = password) =>
  app.inject({
    method: 'POST',
    url: '/api/reset-password',
    payload: { token, password, confirm_password: confirm },
  });

/** The reset token behind the short link in the newest text to a mobile. */
async function resetLinkToken(mobile: string): Promise<string> {
  const code = /\/s\/([A-Za-z0-9]+)/.exec(await lastSms(app, mobile))?.[1];
  if (!code) return undefined as unknown as string;
  const hop = await app.inject({ method: 'GET', url: `/s/${code}` });
  return /\/reset-password\/([A-Za-z0-9_-]{43})$/.exec(String(hop.headers.location))?.[1] as string;
}

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
    // The text carries a short link on our own domain (DLT's 30-character variables, decision 0049); it
    // leads to the reset page with the token.
    const code = /http:\/\/localhost:3000\/s\/([A-Za-z0-9]+)/.exec(sms)?.[1] as string;
    expect(code).toBeDefined();
    const hop = await app.inject({ method: 'GET', url: `/s/${code}` });
    expect(hop.statusCode).toBeGreaterThanOrEqual(300);
    expect(hop.statusCode).toBeLessThan(400);
    const token = /\/reset-password\/([A-Za-z0-9_-]{43})$/.exec(
      String(hop.headers.location),
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
