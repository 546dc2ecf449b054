import { ACCOUNT_MESSAGES, MESSAGES } from '@medibridge/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { otpChallenges } from '../../../db/schema';
import { DEMO_PATIENT } from '../../../seed';
import { MINUTE, accountsSuite, expectStatusEnvelope, verify } from '../../../test/accounts';
import type { TestBrowser } from '../../../test/browser';
import { freshMobile, lastOtp, requestOtp } from '../../../test/patients';

let app: FastifyInstance;
const { advance, browser } = accountsSuite((built) => {
  app = built.app;
});

/** A browser that has just asked for an OTP: its mobile, the verification uid and the code texted. */
async function freshOtp(b: TestBrowser): Promise<{ mobile: string; uid: string; code: string }> {
  const mobile = freshMobile();
  const uid = await requestOtp(b, mobile);
  return { mobile, uid, code: await lastOtp(app, mobile) };
}

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
    // How fast refusals are is a benchmark's question (bench/), not this test's.
  }, 300_000);

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
