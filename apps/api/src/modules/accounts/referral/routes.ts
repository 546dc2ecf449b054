import type { FastifyInstance } from 'fastify';
import { routeContract } from '../../../contractRoute';
import type { AccountsContext } from '../context';
import { assertSelf } from '../http';
import { referralSummary, walletSummary } from './service';

/** The wallet balance and the referral summary (share code, link, bonus, how many joined). */
export function referralRoutes(app: FastifyInstance, ctx: AccountsContext): void {
  routeContract(app, 'accountPatientDetail', {
    handle: async ({ params: { userId }, request }) => ({
      data: await walletSummary(ctx, assertSelf(request, userId).id),
    }),
  });

  routeContract(app, 'accountReferralSummary', {
    handle: async ({ user }) => ({ data: await referralSummary(ctx, user.id) }),
  });
}
