import { toWireAmount } from '@medibridge/contract';
import { type AccountsContext, newShareCode } from '../context';
import { claimShareCode, findShareCode, referredCount, walletBalancePaise } from '../repository';

/** The user's share code, giving one to an account that has none yet (e.g. made before referrals). */
export async function shareCodeOf(ctx: AccountsContext, userId: number): Promise<string> {
  const existing = await findShareCode(ctx.db, userId);
  if (existing) return existing;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const claimed = await claimShareCode(ctx.db, userId, newShareCode());
    if (claimed === 'taken') continue;
    // null: another request gave the account its code first; read that one.
    return claimed ?? shareCodeOf(ctx, userId);
  }
  throw new Error('Could not find a free share code');
}

/** GET referral-summary: the code, the link to share, the bonus and how many joined with it. */
export async function referralSummary(ctx: AccountsContext, userId: number) {
  const shareCode = await shareCodeOf(ctx, userId);
  return {
    share_code: shareCode,
    share_url: `${ctx.deps.publicUrl}/mobile-verification?shareCode=${encodeURIComponent(shareCode)}`,
    bonus_rupees: toWireAmount(ctx.deps.referralBonusPaise),
    referred_count: await referredCount(ctx.db, userId),
  };
}

/** GET get-patient-detail-by-id: the wallet balance in rupees. */
export async function walletSummary(ctx: AccountsContext, userId: number) {
  return { wallet_amount: toWireAmount(await walletBalancePaise(ctx.db, userId)) };
}
