import { randomBytes, randomInt } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  type Language,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_TTL_MINUTES,
  type UserProfile,
  VERIFIED_MOBILE_TTL_MINUTES,
  isIndianMobile,
} from '@medibridge/contract';
import { hashPassword, isCommonPassword } from '../../../lib/passwords';
import {
  type AccountsContext,
  LIMIT_WINDOW_MS,
  MINUTE,
  type Outcome,
  SENDS_PER_MOBILE,
  SMS_FAILED,
  fail,
  newShareCode,
  ok,
  sha256,
  tooMany,
} from '../context';
import { findProfile, findUserIdByShareCode, mobileExists } from '../repository';
import {
  type OtpChallenge,
  countOtpAttempt,
  createPatient,
  findOtpChallenge,
  insertOtpChallenge,
  killOtpChallenge,
  markOtpVerified,
  replaceOtpCode,
} from './repository';

function otpCodeHash(uid: string, code: string): string {
  return sha256(`${uid}:${code}`);
}

function newCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

function sendOtp(
  ctx: AccountsContext,
  mobile: string,
  code: string,
  language: Language,
): Promise<boolean> {
  return ctx.deliver({
    kind: 'otp',
    to: { mobile, language },
    vars: { otp: code, minutes: String(OTP_TTL_MINUTES) },
    key: `otp:${randomBytes(12).toString('base64url')}`,
    urgent: true,
  });
}

/** A live registration challenge from the cookie or body uid (what check/verify/resend share). */
function findChallenge(ctx: AccountsContext, uid: string): Promise<OtpChallenge | null> {
  return uid ? findOtpChallenge(ctx.db, sha256(uid)) : Promise.resolve(null);
}

/** The per-mobile send budget; the 429 outcome when it is spent. */
async function spendMobileBudget(
  ctx: AccountsContext,
  mobile: string,
): Promise<Outcome<never> | null> {
  const verdict = await ctx.limiter.consume(
    `otp:mobile:${mobile}`,
    SENDS_PER_MOBILE,
    LIMIT_WINDOW_MS,
  );
  if (verdict.allowed) return null;
  return fail(429, tooMany(ACCOUNT_MESSAGES.otpTooManySends, verdict.retryAfterMs));
}

/** POST /check-user-mobile-by-otp: sends a registration OTP to a new mobile. */
export async function startMobileCheck(
  ctx: AccountsContext,
  mobile: string,
  ip: string,
  language: Language = 'en',
): Promise<Outcome<{ uid: string }>> {
  if (!isIndianMobile(mobile)) return fail(422, ACCOUNT_MESSAGES.invalidMobile);
  const ipLimited = await ctx.spendIpBudget(ip);
  if (ipLimited) return ipLimited;
  if (await mobileExists(ctx.db, mobile))
    return fail(409, ACCOUNT_MESSAGES.mobileAlreadyRegistered);
  const limited = await spendMobileBudget(ctx, mobile);
  if (limited) return limited;
  const uid = randomBytes(24).toString('base64url');
  const code = newCode();
  const now = ctx.now();
  await insertOtpChallenge(ctx.db, {
    uidHash: sha256(uid),
    mobile,
    codeHash: otpCodeHash(uid, code),
    expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * MINUTE),
    createdAt: now,
  });
  if (!(await sendOtp(ctx, mobile, code, language))) return fail(503, SMS_FAILED);
  return ok(ACCOUNT_MESSAGES.otpSent, { uid });
}

/**
 * POST verify-user-mobile-otp. Each try is counted atomically before the comparison, so however many
 * requests race, at most OTP_MAX_ATTEMPTS comparisons are ever made against one code; then it is dead.
 */
export async function verifyOtp(
  ctx: AccountsContext,
  uid: string,
  code: string,
): Promise<Outcome<{ mobile: string }>> {
  const challenge = await findChallenge(ctx, uid);
  if (!challenge) return fail(400, ACCOUNT_MESSAGES.otpUnknown);
  if (challenge.verifiedAt || challenge.consumedAt) return fail(400, ACCOUNT_MESSAGES.otpUsed);
  if (challenge.deadAt) return fail(400, ACCOUNT_MESSAGES.otpDead);
  const now = ctx.now();
  if (challenge.expiresAt.getTime() <= now.getTime()) return fail(400, ACCOUNT_MESSAGES.otpExpired);
  const attempts = await countOtpAttempt(ctx.db, challenge);
  // The code was replaced by a resend, or the challenge died or was verified meanwhile.
  if (attempts === null) return fail(400, ACCOUNT_MESSAGES.otpWrong);
  if (attempts > OTP_MAX_ATTEMPTS) return fail(400, ACCOUNT_MESSAGES.otpDead);
  const matches = /^\d+$/.test(code) && otpCodeHash(uid, code) === challenge.codeHash;
  if (!matches) {
    if (attempts >= OTP_MAX_ATTEMPTS) {
      await killOtpChallenge(ctx.db, challenge.id, now);
      return fail(400, ACCOUNT_MESSAGES.otpDead);
    }
    return fail(400, ACCOUNT_MESSAGES.otpWrong);
  }
  const mobile = await markOtpVerified(ctx.db, challenge.id, now);
  if (!mobile) return fail(400, ACCOUNT_MESSAGES.otpUsed);
  return ok(ACCOUNT_MESSAGES.otpVerified, { mobile });
}

/** POST resend-otp: a new code for the same uid; the previous code stops working. */
export async function resendOtp(
  ctx: AccountsContext,
  uid: string,
  ip: string,
  language: Language = 'en',
): Promise<Outcome<{ uid: string }>> {
  const challenge = await findChallenge(ctx, uid);
  if (!challenge) return fail(400, ACCOUNT_MESSAGES.otpUnknown);
  if (challenge.verifiedAt || challenge.consumedAt) return fail(400, ACCOUNT_MESSAGES.otpUsed);
  const ipLimited = await ctx.spendIpBudget(ip);
  if (ipLimited) return ipLimited;
  if (await mobileExists(ctx.db, challenge.mobile))
    return fail(409, ACCOUNT_MESSAGES.mobileAlreadyRegistered);
  const limited = await spendMobileBudget(ctx, challenge.mobile);
  if (limited) return limited;
  const code = newCode();
  const now = ctx.now();
  await replaceOtpCode(
    ctx.db,
    challenge.id,
    otpCodeHash(uid, code),
    new Date(now.getTime() + OTP_TTL_MINUTES * MINUTE),
  );
  if (!(await sendOtp(ctx, challenge.mobile, code, language))) return fail(503, SMS_FAILED);
  return ok(ACCOUNT_MESSAGES.otpResent, { uid });
}

async function findReferrer(ctx: AccountsContext, code: string): Promise<number | null> {
  const normalised = code.trim().toUpperCase();
  if (!/^[A-Z0-9]{4,40}$/.test(normalised)) return null;
  return findUserIdByShareCode(ctx.db, normalised);
}

/**
 * POST /new-register after the request's fields passed their schema. `uid` is the verified challenge the
 * client holds (the httpOnly cookie set by verification, or the body's otp_uid): the verification is bound
 * to whoever received the code, not just to the mobile.
 */
export async function register(
  ctx: AccountsContext,
  input: {
    name: string;
    mobile: string;
    email: string;
    password: string;
    shareCode: string | null;
    source: string | null;
    uid: string | null;
  },
): Promise<Outcome<UserProfile> & { userId?: number }> {
  if (isCommonPassword(input.password))
    return fail(422, { password: ACCOUNT_MESSAGES.passwordTooCommon });
  if (await mobileExists(ctx.db, input.mobile))
    return fail(400, ACCOUNT_MESSAGES.mobileAlreadyRegistered);
  const now = ctx.now();
  const verifiedSince = now.getTime() - VERIFIED_MOBILE_TTL_MINUTES * MINUTE;
  const challenge = input.uid ? await findChallenge(ctx, input.uid) : null;
  if (
    !challenge ||
    challenge.mobile !== input.mobile ||
    !challenge.verifiedAt ||
    challenge.consumedAt ||
    challenge.verifiedAt.getTime() <= verifiedSince
  )
    return fail(400, ACCOUNT_MESSAGES.registerMobileNotVerified);

  const referrerId = input.shareCode ? await findReferrer(ctx, input.shareCode) : null;
  const created = await createPatient(ctx.db, {
    challengeId: challenge.id,
    name: input.name,
    mobile: input.mobile,
    email: input.email,
    passwordHash: await hashPassword(input.password),
    referrerId,
    referralBonusPaise: ctx.deps.referralBonusPaise,
    source: input.source,
    now,
    newShareCode,
  });
  if (created === 'challenge-used') return fail(400, ACCOUNT_MESSAGES.registerMobileNotVerified);
  if (created === 'mobile-taken') return fail(400, ACCOUNT_MESSAGES.mobileAlreadyRegistered);
  const profile = (await findProfile(ctx.db, created)) as UserProfile;
  const unknownShareCode = Boolean(input.shareCode) && referrerId === null;
  return {
    ...ok(
      unknownShareCode
        ? ACCOUNT_MESSAGES.registerSuccessUnknownShareCode
        : ACCOUNT_MESSAGES.registerSuccess,
      profile,
    ),
    userId: created,
  };
}
