import { ACCOUNT_MESSAGES } from '@medibridge/contract';
import { verifyPassword } from '../../../lib/passwords';
import { maskMobile, recordSecurityEvent } from '../../../lib/securityLog';
import { type AccountsContext, LIMIT_WINDOW_MS, LOGIN_FAILURES_MAX, loginBucket } from '../context';
import { findCredentials } from '../repository';

/**
 * Checks a mobile and password. 10 failures per mobile in 15 minutes lock it (429) until the window passes
 * or the password is reset; a success clears the count. A disabled staff user with the right password gets 403.
 */
export async function authenticate(
  ctx: AccountsContext,
  mobile: string,
  password: string,
  ip: string | null = null,
): Promise<{ status: 200; userId: number } | { status: 400 | 403 | 429; message: string }> {
  if (!/^\d{10}$/.test(mobile) || password.length === 0)
    return { status: 400, message: ACCOUNT_MESSAGES.loginInvalid };
  const bucket = loginBucket(mobile);
  const lock = await ctx.limiter.check(bucket, LOGIN_FAILURES_MAX, LIMIT_WINDOW_MS);
  const account = await findCredentials(ctx.db, mobile);
  // The security log (docs/decisions/0061): the account when there is one, else the mobile masked.
  const failed = (detail: string) =>
    recordSecurityEvent(ctx.db, {
      kind: 'login_failed',
      userId: account?.id ?? null,
      subject: account ? '' : maskMobile(mobile),
      detail,
      ip,
      at: ctx.now(),
    });
  if (!lock.allowed) {
    await failed('Refused: too many failed logins for this mobile.');
    return { status: 429, message: ACCOUNT_MESSAGES.loginLocked };
  }
  const valid = await verifyPassword(account?.passwordHash ?? null, password);
  if (!account || !valid) {
    await ctx.limiter.hit(bucket, LIMIT_WINDOW_MS);
    ctx.deps.log.info({ event: 'login_failed', known: Boolean(account) }, 'Login failed');
    await failed(account ? 'Wrong password.' : 'No account has this mobile.');
    return { status: 400, message: ACCOUNT_MESSAGES.loginInvalid };
  }
  // A disabled staff account (docs/decisions/0056) is told so, but only to whoever knows its password.
  if (account.disabledAt) return { status: 403, message: ACCOUNT_MESSAGES.accountDisabled };
  await ctx.limiter.clear(bucket);
  await recordSecurityEvent(ctx.db, {
    kind: 'login',
    userId: account.id,
    actorId: account.id,
    ip,
    at: ctx.now(),
  });
  return { status: 200, userId: account.id };
}
