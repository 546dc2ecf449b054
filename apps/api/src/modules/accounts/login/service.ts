import { ACCOUNT_MESSAGES } from '@medibridge/contract';
import { verifyPassword } from '../../../lib/passwords';
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
): Promise<{ status: 200; userId: number } | { status: 400 | 403 | 429; message: string }> {
  if (!/^\d{10}$/.test(mobile) || password.length === 0)
    return { status: 400, message: ACCOUNT_MESSAGES.loginInvalid };
  const bucket = loginBucket(mobile);
  const lock = await ctx.limiter.check(bucket, LOGIN_FAILURES_MAX, LIMIT_WINDOW_MS);
  if (!lock.allowed) return { status: 429, message: ACCOUNT_MESSAGES.loginLocked };
  const account = await findCredentials(ctx.db, mobile);
  const valid = await verifyPassword(account?.passwordHash ?? null, password);
  if (!account || !valid) {
    await ctx.limiter.hit(bucket, LIMIT_WINDOW_MS);
    ctx.deps.log.info({ event: 'login_failed', known: Boolean(account) }, 'Login failed');
    return { status: 400, message: ACCOUNT_MESSAGES.loginInvalid };
  }
  // A disabled staff account (docs/decisions/0056) is told so, but only to whoever knows its password.
  if (account.disabledAt) return { status: 403, message: ACCOUNT_MESSAGES.accountDisabled };
  await ctx.limiter.clear(bucket);
  return { status: 200, userId: account.id };
}
