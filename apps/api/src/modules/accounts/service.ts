import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_TTL_MINUTES,
  RESET_LINK_TTL_MINUTES,
  ROUTES,
  type UserProfile,
  VERIFIED_MOBILE_TTL_MINUTES,
  buildPath,
  isIndianMobile,
} from '@medibridge/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { otpChallenges, passwordResets, users, walletLedger } from '../../db/schema';
import type { SmsMessage, SmsProvider } from '../sms';
import { AttemptLimiter } from '../../lib/attemptLimiter';
import { hashPassword, isCommonPassword, verifyPassword } from '../../lib/passwords';
import { findCredentials, findProfile, mobileExists } from './repository';

const MINUTE = 60_000;
/** Every limit here counts over 15 minutes. */
export const LIMIT_WINDOW_MS = 15 * MINUTE;
/** SMS (OTP sends and resends; reset links) per mobile per 15 minutes. */
export const SENDS_PER_MOBILE = 3;
/** Failed logins (and wrong old passwords) per mobile per 15 minutes before 429. */
export const LOGIN_FAILURES_MAX = 10;

/** The gateway did not take the message. */
export const SMS_FAILED = 'We could not send the SMS just now. Please try again in a few minutes.';

/** What a call decided: the inner status (mirrored as the HTTP status), a message and data. */
export interface Outcome<T> {
  status: number;
  message: string | Record<string, string>;
  data: T | null;
}

const ok = <T>(message: string, data: T): Outcome<T> => ({ status: 200, message, data });
const fail = <T = never>(status: number, message: string | Record<string, string>): Outcome<T> => ({
  status,
  message,
  data: null,
});

/** SHA-256, hex. Tokens, uids and codes are stored only like this. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Characters of share codes: no 0/O or 1/I/L to misread when someone types a code from a message. */
const SHARE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A random 8-character share code. */
export function newShareCode(): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += SHARE_CODE_ALPHABET[randomInt(SHARE_CODE_ALPHABET.length)];
  return code;
}

function otpCodeHash(uid: string, code: string): string {
  return sha256(`${uid}:${code}`);
}

function minutesLeft(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The limit messages with the wait added. */
function tooMany(message: string, retryAfterMs: number): string {
  return message.replace('a few minutes', minutesLeft(retryAfterMs));
}

export interface AccountsDeps {
  db: Database;
  sms: SmsProvider;
  clock: () => Date;
  log: FastifyBaseLogger;
  publicUrl: string;
  referralBonusPaise: number;
  otpSendsPerIp: number;
}

/** A live registration challenge from the cookie or body uid (what check/verify/resend share). */
type Challenge = typeof otpChallenges.$inferSelect;

/**
 * The account rules: OTP, registration with referral credit, login with lock-out, password change and
 * reset. Time comes only from `clock`, so tests move it instead of sleeping.
 */
export class AccountsService {
  readonly limiter: AttemptLimiter;

  constructor(private readonly deps: AccountsDeps) {
    this.limiter = new AttemptLimiter(deps.db, deps.clock);
  }

  private get db(): Database {
    return this.deps.db;
  }

  private now(): Date {
    return this.deps.clock();
  }

  // ------------------------------------------------------------------------------------------------------
  // OTP

  /** The per-IP SMS budget, spent by every call that may send an SMS (also when it then sends none). */
  private async spendIpBudget(ip: string): Promise<Outcome<never> | null> {
    const verdict = await this.limiter.consume(
      `sms:ip:${ip}`,
      this.deps.otpSendsPerIp,
      LIMIT_WINDOW_MS,
    );
    if (verdict.allowed) return null;
    return fail(
      429,
      `Too many requests from your network. Please wait ${minutesLeft(verdict.retryAfterMs)} and try again.`,
    );
  }

  /** Sends an SMS; false (logged) when the provider did not take it. */
  private async deliver(message: SmsMessage): Promise<boolean> {
    try {
      await this.deps.sms.send(message);
      return true;
    } catch (error) {
      this.deps.log.error(
        { err: error, sms: { mobile: message.mobile, template: message.template } },
        'SMS not sent',
      );
      return false;
    }
  }

  private sendOtp(mobile: string, code: string): Promise<boolean> {
    return this.deliver({
      mobile,
      template: 'otp',
      text: `${code} is your MediBridge OTP to verify your mobile number. It is valid for ${OTP_TTL_MINUTES} minutes. Do not share it with anyone.`,
      vars: { otp: code, minutes: String(OTP_TTL_MINUTES) },
    });
  }

  private newCode(): string {
    return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  }

  /** POST /check-user-mobile-by-otp: sends a registration OTP to a new mobile. */
  async startMobileCheck(mobile: string, ip: string): Promise<Outcome<{ uid: string }>> {
    if (!isIndianMobile(mobile)) return fail(422, ACCOUNT_MESSAGES.invalidMobile);
    const ipLimited = await this.spendIpBudget(ip);
    if (ipLimited) return ipLimited;
    if (await mobileExists(this.db, mobile))
      return fail(409, ACCOUNT_MESSAGES.mobileAlreadyRegistered);
    const verdict = await this.limiter.consume(
      `otp:mobile:${mobile}`,
      SENDS_PER_MOBILE,
      LIMIT_WINDOW_MS,
    );
    if (!verdict.allowed)
      return fail(429, tooMany(ACCOUNT_MESSAGES.otpTooManySends, verdict.retryAfterMs));
    const uid = randomBytes(24).toString('base64url');
    const code = this.newCode();
    const now = this.now();
    await this.db.insert(otpChallenges).values({
      uidHash: sha256(uid),
      mobile,
      codeHash: otpCodeHash(uid, code),
      expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * MINUTE),
      createdAt: now,
    });
    if (!(await this.sendOtp(mobile, code))) return fail(503, SMS_FAILED);
    return ok(ACCOUNT_MESSAGES.otpSent, { uid });
  }

  private async findChallenge(uid: string): Promise<Challenge | null> {
    if (!uid) return null;
    const rows = await this.db
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.uidHash, sha256(uid)))
      .limit(1);
    return rows[0] ?? null;
  }

  /**
   * POST verify-user-mobile-otp. Each try is counted atomically before the comparison, so however many
   * requests race, at most OTP_MAX_ATTEMPTS comparisons are ever made against one code; then it is dead.
   */
  async verifyOtp(uid: string, code: string): Promise<Outcome<{ mobile: string }>> {
    const challenge = await this.findChallenge(uid);
    if (!challenge) return fail(400, ACCOUNT_MESSAGES.otpUnknown);
    if (challenge.verifiedAt || challenge.consumedAt) return fail(400, ACCOUNT_MESSAGES.otpUsed);
    if (challenge.deadAt) return fail(400, ACCOUNT_MESSAGES.otpDead);
    const now = this.now();
    if (challenge.expiresAt.getTime() <= now.getTime())
      return fail(400, ACCOUNT_MESSAGES.otpExpired);
    const [counted] = await this.db
      .update(otpChallenges)
      .set({ attempts: sql`${otpChallenges.attempts} + 1` })
      .where(
        and(
          eq(otpChallenges.id, challenge.id),
          eq(otpChallenges.codeHash, challenge.codeHash),
          isNull(otpChallenges.deadAt),
          isNull(otpChallenges.verifiedAt),
        ),
      )
      .returning({ attempts: otpChallenges.attempts });
    // The code was replaced by a resend, or the challenge died or was verified meanwhile.
    if (!counted) return fail(400, ACCOUNT_MESSAGES.otpWrong);
    if (counted.attempts > OTP_MAX_ATTEMPTS) return fail(400, ACCOUNT_MESSAGES.otpDead);
    const matches = /^\d+$/.test(code) && otpCodeHash(uid, code) === challenge.codeHash;
    if (!matches) {
      if (counted.attempts >= OTP_MAX_ATTEMPTS) {
        await this.db
          .update(otpChallenges)
          .set({ deadAt: now })
          .where(eq(otpChallenges.id, challenge.id));
        return fail(400, ACCOUNT_MESSAGES.otpDead);
      }
      return fail(400, ACCOUNT_MESSAGES.otpWrong);
    }
    const [verified] = await this.db
      .update(otpChallenges)
      .set({ verifiedAt: now })
      .where(and(eq(otpChallenges.id, challenge.id), isNull(otpChallenges.verifiedAt)))
      .returning({ mobile: otpChallenges.mobile });
    if (!verified) return fail(400, ACCOUNT_MESSAGES.otpUsed);
    return ok(ACCOUNT_MESSAGES.otpVerified, { mobile: verified.mobile });
  }

  /** POST resend-otp: a new code for the same uid; the previous code stops working. */
  async resendOtp(uid: string, ip: string): Promise<Outcome<{ uid: string }>> {
    const challenge = await this.findChallenge(uid);
    if (!challenge) return fail(400, ACCOUNT_MESSAGES.otpUnknown);
    if (challenge.verifiedAt || challenge.consumedAt) return fail(400, ACCOUNT_MESSAGES.otpUsed);
    const ipLimited = await this.spendIpBudget(ip);
    if (ipLimited) return ipLimited;
    if (await mobileExists(this.db, challenge.mobile))
      return fail(409, ACCOUNT_MESSAGES.mobileAlreadyRegistered);
    const verdict = await this.limiter.consume(
      `otp:mobile:${challenge.mobile}`,
      SENDS_PER_MOBILE,
      LIMIT_WINDOW_MS,
    );
    if (!verdict.allowed)
      return fail(429, tooMany(ACCOUNT_MESSAGES.otpTooManySends, verdict.retryAfterMs));
    const code = this.newCode();
    const now = this.now();
    await this.db
      .update(otpChallenges)
      .set({
        codeHash: otpCodeHash(uid, code),
        attempts: 0,
        deadAt: null,
        sends: sql`${otpChallenges.sends} + 1`,
        expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * MINUTE),
      })
      .where(eq(otpChallenges.id, challenge.id));
    if (!(await this.sendOtp(challenge.mobile, code))) return fail(503, SMS_FAILED);
    return ok(ACCOUNT_MESSAGES.otpResent, { uid });
  }

  // ------------------------------------------------------------------------------------------------------
  // Registration

  /**
   * POST /new-register after the request's fields passed their schema. `uid` is the verified challenge the
   * client holds (the httpOnly cookie set by verification, or the body's otp_uid): the verification is bound
   * to whoever received the code, not just to the mobile.
   */
  async register(input: {
    name: string;
    mobile: string;
    email: string;
    password: string;
    shareCode: string | null;
    source: string | null;
    uid: string | null;
  }): Promise<Outcome<UserProfile> & { userId?: number; unknownShareCode?: boolean }> {
    if (isCommonPassword(input.password))
      return fail(422, { password: ACCOUNT_MESSAGES.passwordTooCommon });
    if (await mobileExists(this.db, input.mobile))
      return fail(400, ACCOUNT_MESSAGES.mobileAlreadyRegistered);
    const now = this.now();
    const verifiedSince = new Date(now.getTime() - VERIFIED_MOBILE_TTL_MINUTES * MINUTE);
    const challenge = input.uid ? await this.findChallenge(input.uid) : null;
    if (
      !challenge ||
      challenge.mobile !== input.mobile ||
      !challenge.verifiedAt ||
      challenge.consumedAt ||
      challenge.verifiedAt.getTime() <= verifiedSince.getTime()
    )
      return fail(400, ACCOUNT_MESSAGES.registerMobileNotVerified);

    const passwordHash = await hashPassword(input.password);
    const referrer = input.shareCode ? await this.findByShareCode(input.shareCode) : null;
    const bonus = this.deps.referralBonusPaise;

    let userId: number;
    try {
      userId = await this.db.transaction(async (tx) => {
        const [consumed] = await tx
          .update(otpChallenges)
          .set({ consumedAt: now })
          .where(and(eq(otpChallenges.id, challenge.id), isNull(otpChallenges.consumedAt)))
          .returning({ id: otpChallenges.id });
        if (!consumed) throw new RegistrationConflict(ACCOUNT_MESSAGES.registerMobileNotVerified);
        const id = await this.insertUser(tx as unknown as Database, {
          name: input.name,
          mobile: input.mobile,
          email: input.email,
          passwordHash,
          referredBy: referrer?.id ?? null,
          source: input.source,
          now,
        });
        if (referrer && bonus > 0) {
          await tx.insert(walletLedger).values([
            {
              userId: referrer.id,
              amountPaise: bonus,
              kind: 'referral_bonus',
              reference: `referred:${id}`,
              note: 'Referral bonus: someone registered with your share code',
            },
            {
              userId: id,
              amountPaise: bonus,
              kind: 'referral_bonus',
              reference: `joined:${referrer.id}`,
              note: 'Welcome bonus: you registered with a share code',
            },
          ]);
        }
        return id;
      });
    } catch (error) {
      if (error instanceof RegistrationConflict) return fail(400, error.message);
      if (isUniqueViolation(error)) return fail(400, ACCOUNT_MESSAGES.mobileAlreadyRegistered);
      throw error;
    }
    const profile = await findProfile(this.db, userId);
    const unknownShareCode = Boolean(input.shareCode) && !referrer;
    return {
      ...ok(
        unknownShareCode
          ? ACCOUNT_MESSAGES.registerSuccessUnknownShareCode
          : ACCOUNT_MESSAGES.registerSuccess,
        profile as UserProfile,
      ),
      userId,
      unknownShareCode,
    };
  }

  /** Inserts a user with a fresh unique share code (retrying the rare collision). */
  private async insertUser(
    tx: Database,
    values: {
      name: string;
      mobile: string;
      email: string;
      passwordHash: string;
      referredBy: number | null;
      source: string | null;
      now: Date;
    },
  ): Promise<number> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const shareCode = newShareCode();
      const taken = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.shareCode, shareCode))
        .limit(1);
      if (taken.length) continue;
      const [row] = await tx
        .insert(users)
        .values({
          name: values.name,
          mobile: values.mobile,
          email: values.email,
          passwordHash: values.passwordHash,
          shareCode,
          referredBy: values.referredBy,
          source: values.source,
          passwordChangedAt: values.now,
          createdAt: values.now,
          updatedAt: values.now,
        })
        .returning({ id: users.id });
      return (row as { id: number }).id;
    }
    throw new Error('Could not find a free share code');
  }

  private async findByShareCode(code: string): Promise<{ id: number } | null> {
    const normalised = code.trim().toUpperCase();
    if (!/^[A-Z0-9]{4,40}$/.test(normalised)) return null;
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.shareCode, normalised))
      .limit(1);
    return rows[0] ?? null;
  }

  /** The user's share code, giving one to an account that has none yet (e.g. made before referrals). */
  async shareCodeOf(userId: number): Promise<string> {
    const [row] = await this.db
      .select({ shareCode: users.shareCode })
      .from(users)
      .where(eq(users.id, userId));
    if (row?.shareCode) return row.shareCode;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const code = newShareCode();
      try {
        const [updated] = await this.db
          .update(users)
          .set({ shareCode: code })
          .where(and(eq(users.id, userId), isNull(users.shareCode)))
          .returning({ shareCode: users.shareCode });
        if (updated?.shareCode) return updated.shareCode;
        return this.shareCodeOf(userId);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
    throw new Error('Could not find a free share code');
  }

  // ------------------------------------------------------------------------------------------------------
  // Login

  private loginBucket(mobile: string): string {
    return `login-fail:mobile:${mobile}`;
  }

  /**
   * Checks a mobile and password. 10 failures per mobile in 15 minutes lock it (429) until the window
   * passes or the password is reset; a success clears the count.
   */
  async authenticate(
    mobile: string,
    password: string,
  ): Promise<{ status: 200; userId: number } | { status: 400 | 429; message: string }> {
    if (!/^\d{10}$/.test(mobile) || password.length === 0)
      return { status: 400, message: ACCOUNT_MESSAGES.loginInvalid };
    const bucket = this.loginBucket(mobile);
    const lock = await this.limiter.check(bucket, LOGIN_FAILURES_MAX, LIMIT_WINDOW_MS);
    if (!lock.allowed) return { status: 429, message: ACCOUNT_MESSAGES.loginLocked };
    const account = await findCredentials(this.db, mobile);
    const valid = await verifyPassword(account?.passwordHash ?? null, password);
    if (!account || !valid) {
      await this.limiter.hit(bucket, LIMIT_WINDOW_MS);
      this.deps.log.info({ event: 'login_failed', known: Boolean(account) }, 'Login failed');
      return { status: 400, message: ACCOUNT_MESSAGES.loginInvalid };
    }
    await this.limiter.clear(bucket);
    return { status: 200, userId: account.id };
  }

  // ------------------------------------------------------------------------------------------------------
  // Passwords

  /**
   * POST update-user-profile/{token}: per-field problems (422), a wrong old password counted like a failed
   * login, then the new hash. The caller revokes the other sessions.
   */
  async changePassword(
    userId: number,
    input: {
      old_password: string;
      new_password: string;
      confirm_password: string;
    },
    fieldErrors: Record<string, string>,
  ): Promise<Outcome<null>> {
    const [user] = await this.db
      .select({ mobile: users.mobile, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) return fail(401, 'Please log in to continue.');
    const bucket = this.loginBucket(user.mobile);
    const lock = await this.limiter.check(bucket, LOGIN_FAILURES_MAX, LIMIT_WINDOW_MS);
    if (!lock.allowed) return fail(429, ACCOUNT_MESSAGES.loginLocked);

    const errors = { ...fieldErrors };
    if (!errors.old_password) {
      const valid = await verifyPassword(user.passwordHash, input.old_password);
      if (!valid) {
        await this.limiter.hit(bucket, LIMIT_WINDOW_MS);
        errors.old_password = ACCOUNT_MESSAGES.oldPasswordWrong;
      }
    }
    this.newPasswordProblems(input.new_password, input.confirm_password, errors, 'new_password');
    if (!errors.new_password && !errors.old_password && input.new_password === input.old_password)
      errors.new_password = ACCOUNT_MESSAGES.newPasswordSameAsOld;
    if (Object.keys(errors).length) return fail(422, errors);
    await this.setPassword(userId, input.new_password);
    await this.limiter.clear(bucket);
    return ok(ACCOUNT_MESSAGES.passwordChanged, null);
  }

  /** Adds the common-password and confirmation problems of a new password to `errors`. */
  newPasswordProblems(
    password: unknown,
    confirm: unknown,
    errors: Record<string, string>,
    field: 'new_password' | 'password',
  ): void {
    if (!errors[field] && typeof password === 'string' && isCommonPassword(password))
      errors[field] = ACCOUNT_MESSAGES.passwordTooCommon;
    if (!errors.confirm_password && !errors[field] && password !== confirm)
      errors.confirm_password = ACCOUNT_MESSAGES.passwordsDoNotMatch;
  }

  private async setPassword(userId: number, password: string): Promise<void> {
    const now = this.now();
    await this.db
      .update(users)
      .set({ passwordHash: await hashPassword(password), passwordChangedAt: now, updatedAt: now })
      .where(eq(users.id, userId));
    // Any reset link still out there is for the old password: it no longer works.
    await this.db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  }

  /** POST /forget-password: an SMS with a single-use link to /reset-password/{token}, valid 30 minutes. */
  async forgetPassword(mobile: string, ip: string): Promise<Outcome<null>> {
    if (!isIndianMobile(mobile)) return fail(422, ACCOUNT_MESSAGES.invalidMobile);
    const ipLimited = await this.spendIpBudget(ip);
    if (ipLimited) return ipLimited;
    const account = await findCredentials(this.db, mobile);
    if (!account) return fail(404, ACCOUNT_MESSAGES.forgetPasswordUnknown);
    const verdict = await this.limiter.consume(
      `reset:mobile:${mobile}`,
      SENDS_PER_MOBILE,
      LIMIT_WINDOW_MS,
    );
    if (!verdict.allowed)
      return fail(429, tooMany(ACCOUNT_MESSAGES.forgetPasswordTooMany, verdict.retryAfterMs));
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    // Only the newest link works.
    await this.db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, account.id), isNull(passwordResets.usedAt)));
    await this.db.insert(passwordResets).values({
      userId: account.id,
      tokenHash: sha256(token),
      expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MINUTES * MINUTE),
      createdAt: now,
    });
    const link = `${this.deps.publicUrl}${buildPath(ROUTES.resetPassword, { token })}`;
    const sent = await this.deliver({
      mobile,
      template: 'password_reset',
      text: `MediBridge: set a new password at ${link} . The link is valid for ${RESET_LINK_TTL_MINUTES} minutes and works once. If you did not ask for it, ignore this message.`,
      vars: { link, minutes: String(RESET_LINK_TTL_MINUTES) },
    });
    if (!sent) return fail(503, SMS_FAILED);
    return ok(ACCOUNT_MESSAGES.forgetPasswordSent, null);
  }

  private async liveReset(token: string): Promise<typeof passwordResets.$inferSelect | null> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
    const rows = await this.db
      .select()
      .from(passwordResets)
      .where(
        and(
          eq(passwordResets.tokenHash, sha256(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, this.now()),
        ),
      )
      .limit(1);
    return rows[0] ?? null;
  }

  /** GET reset-password/{token}: whether the link still works. */
  async checkResetLink(token: string): Promise<Outcome<{ expires_at: string }>> {
    const reset = await this.liveReset(token);
    if (!reset) return fail(400, ACCOUNT_MESSAGES.resetLinkInvalid);
    return ok(ACCOUNT_MESSAGES.resetLinkValid, { expires_at: reset.expiresAt.toISOString() });
  }

  /**
   * POST reset-password: uses the link once (claimed atomically), sets the password, clears the login
   * lock-out. Returns the user whose sessions the caller revokes.
   */
  async resetPassword(
    token: string,
    password: string,
    confirm: string,
    fieldErrors: Record<string, string>,
  ): Promise<Outcome<null> & { userId?: number }> {
    const reset = await this.liveReset(token);
    if (!reset) return fail(400, ACCOUNT_MESSAGES.resetLinkInvalid);
    const errors = { ...fieldErrors };
    this.newPasswordProblems(password, confirm, errors, 'password');
    if (Object.keys(errors).length) return fail(422, errors);
    const now = this.now();
    const [claimed] = await this.db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.id, reset.id),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!claimed) return fail(400, ACCOUNT_MESSAGES.resetLinkInvalid);
    await this.setPassword(claimed.userId, password);
    const [user] = await this.db
      .select({ mobile: users.mobile })
      .from(users)
      .where(eq(users.id, claimed.userId));
    if (user) await this.limiter.clear(this.loginBucket(user.mobile));
    return { ...ok(ACCOUNT_MESSAGES.resetPasswordDone, null), userId: claimed.userId };
  }
}

class RegistrationConflict extends Error {}

/** PostgreSQL's unique_violation (23505), from either driver. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
