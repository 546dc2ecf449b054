import { ACCOUNT_MESSAGES } from '@medibridge/contract';
import { userProfileSchema } from '@medibridge/contract/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users, walletLedger } from '../../../db/schema';
import { SESSION_COOKIE } from '../../../plugins/sessions';
import { MINUTE, accountsSuite, expectEnvelope, verify } from '../../../test/accounts';
import { PATIENT_PASSWORD, freshMobile, registerPatient } from '../../../test/patients';

let app: FastifyInstance;
const { advance, browser } = accountsSuite((built) => {
  app = built.app;
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
