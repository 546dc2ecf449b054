import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  type Language,
  RESET_LINK_TTL_MINUTES,
  ROUTES,
  buildPath,
  isIndianMobile,
} from '@medibridge/contract';
import type { Database } from '../../../db/client';
import { hashPassword, isCommonPassword, verifyPassword } from '../../../lib/passwords';
import { LOGIN_REQUIRED } from '../../../plugins/sessions';
import {
  type AccountsContext,
  LIMIT_WINDOW_MS,
  LOGIN_FAILURES_MAX,
  MINUTE,
  type Outcome,
  SENDS_PER_MOBILE,
  SMS_FAILED,
  fail,
  loginBucket,
  ok,
  sha256,
  tooMany,
} from '../context';
import { findCredentials, mobileOfUser } from '../repository';
import {
  type ResetLink,
  claimResetLink,
  findLiveResetLink,
  findLoginFacts,
  insertResetLink,
  retireResetLinks,
  setPasswordHash,
} from './repository';

/** Adds the common-password and confirmation problems of a new password to `errors`. */
export function newPasswordProblems(
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

async function setPassword(ctx: AccountsContext, userId: number, password: string): Promise<void> {
  await setPasswordHash(ctx.db, userId, await hashPassword(password), ctx.now());
}

/**
 * POST update-user-profile/{token}: per-field problems (422), a wrong old password counted like a failed
 * login, then the new hash. The caller revokes the other sessions.
 */
export async function changePassword(
  ctx: AccountsContext,
  userId: number,
  input: { old_password: string; new_password: string; confirm_password: string },
  fieldErrors: Record<string, string>,
): Promise<Outcome<null>> {
  const user = await findLoginFacts(ctx.db, userId);
  if (!user) return fail(401, LOGIN_REQUIRED);
  const bucket = loginBucket(user.mobile);
  const lock = await ctx.limiter.check(bucket, LOGIN_FAILURES_MAX, LIMIT_WINDOW_MS);
  if (!lock.allowed) return fail(429, ACCOUNT_MESSAGES.loginLocked);

  const errors = { ...fieldErrors };
  if (!errors.old_password) {
    const valid = await verifyPassword(user.passwordHash, input.old_password);
    if (!valid) {
      await ctx.limiter.hit(bucket, LIMIT_WINDOW_MS);
      errors.old_password = ACCOUNT_MESSAGES.oldPasswordWrong;
    }
  }
  newPasswordProblems(input.new_password, input.confirm_password, errors, 'new_password');
  if (!errors.new_password && !errors.old_password && input.new_password === input.old_password)
    errors.new_password = ACCOUNT_MESSAGES.newPasswordSameAsOld;
  if (Object.keys(errors).length) return fail(422, errors);
  await setPassword(ctx, userId, input.new_password);
  await ctx.limiter.clear(bucket);
  return ok(ACCOUNT_MESSAGES.passwordChanged, null);
}

/**
 * A one-time link's token to set the user's password on the reset page (stored only hashed); only the
 * newest link works. Also how a new staff member sets their first password (docs/decisions/0056).
 */
export async function issuePasswordLink(
  db: Database,
  userId: number,
  now: Date,
  expiresAt: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await retireResetLinks(db, userId, now);
  await insertResetLink(db, { userId, tokenHash: sha256(token), expiresAt, createdAt: now });
  return token;
}

/** POST /forget-password: an SMS with a single-use link to /reset-password/{token}, valid 30 minutes. */
export async function forgetPassword(
  ctx: AccountsContext,
  mobile: string,
  ip: string,
  language: Language = 'en',
): Promise<Outcome<null>> {
  if (!isIndianMobile(mobile)) return fail(422, ACCOUNT_MESSAGES.invalidMobile);
  const ipLimited = await ctx.spendIpBudget(ip);
  if (ipLimited) return ipLimited;
  const account = await findCredentials(ctx.db, mobile);
  if (!account) return fail(404, ACCOUNT_MESSAGES.forgetPasswordUnknown);
  const verdict = await ctx.limiter.consume(
    `reset:mobile:${mobile}`,
    SENDS_PER_MOBILE,
    LIMIT_WINDOW_MS,
  );
  if (!verdict.allowed)
    return fail(429, tooMany(ACCOUNT_MESSAGES.forgetPasswordTooMany, verdict.retryAfterMs));
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + RESET_LINK_TTL_MINUTES * MINUTE);
  const token = await issuePasswordLink(ctx.db, account.id, now, expiresAt);
  // DLT takes only short, whitelisted links: <PUBLIC_URL>/s/<code> leads to the reset page.
  const link = await ctx.deps.notify.shortLink(buildPath(ROUTES.resetPassword, { token }), {
    expiresAt,
  });
  const sent = await ctx.deliver({
    kind: 'password_reset',
    to: { mobile, patientId: account.id, language },
    vars: { link, minutes: String(RESET_LINK_TTL_MINUTES) },
    key: `password_reset:${sha256(token)}`,
    urgent: true,
  });
  if (!sent) return fail(503, SMS_FAILED);
  return ok(ACCOUNT_MESSAGES.forgetPasswordSent, null);
}

function liveReset(ctx: AccountsContext, token: string): Promise<ResetLink | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return Promise.resolve(null);
  return findLiveResetLink(ctx.db, sha256(token), ctx.now());
}

/** GET reset-password/{token}: whether the link still works. */
export async function checkResetLink(
  ctx: AccountsContext,
  token: string,
): Promise<Outcome<{ expires_at: string }>> {
  const reset = await liveReset(ctx, token);
  if (!reset) return fail(400, ACCOUNT_MESSAGES.resetLinkInvalid);
  return ok(ACCOUNT_MESSAGES.resetLinkValid, { expires_at: reset.expiresAt.toISOString() });
}

/**
 * POST reset-password: uses the link once (claimed atomically), sets the password, clears the login
 * lock-out. Returns the user whose sessions the caller revokes.
 */
export async function resetPassword(
  ctx: AccountsContext,
  token: string,
  password: string,
  confirm: string,
  fieldErrors: Record<string, string>,
): Promise<Outcome<null> & { userId?: number }> {
  const reset = await liveReset(ctx, token);
  if (!reset) return fail(400, ACCOUNT_MESSAGES.resetLinkInvalid);
  const errors = { ...fieldErrors };
  newPasswordProblems(password, confirm, errors, 'password');
  if (Object.keys(errors).length) return fail(422, errors);
  const userId = await claimResetLink(ctx.db, reset.id, ctx.now());
  if (userId === null) return fail(400, ACCOUNT_MESSAGES.resetLinkInvalid);
  await setPassword(ctx, userId, password);
  const mobile = await mobileOfUser(ctx.db, userId);
  if (mobile) await ctx.limiter.clear(loginBucket(mobile));
  return { ...ok(ACCOUNT_MESSAGES.resetPasswordDone, null), userId };
}
