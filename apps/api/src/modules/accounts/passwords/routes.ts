import { ACCOUNT_MESSAGES } from '@medibridge/contract';
import type { FastifyInstance } from 'fastify';
import { routeContract, routeContractLenient } from '../../../contractRoute';
import { recordSecurityEvent } from '../../../lib/securityLog';
import type { AccountsContext } from '../context';
import {
  assertSelf,
  pick,
  refuseCode,
  refuseStatus,
  sendCode,
  sendStatus,
  textField,
} from '../http';
import { changePassword, checkResetLink, forgetPassword, resetPassword } from './service';

/** Change password (logged in), forgotten password by SMS link, and the link's check and use. */
export function passwordRoutes(app: FastifyInstance, ctx: AccountsContext): void {
  routeContractLenient(
    app,
    'accountChangePassword',
    async ({ raw, errors, user, request, reply }) => {
      assertSelf(request, raw.userID);
      const outcome = await changePassword(
        ctx,
        user.id,
        {
          old_password: textField(raw, 'old_password'),
          new_password: textField(raw, 'new_password'),
          confirm_password: textField(raw, 'confirm_password'),
        },
        pick(errors, ['old_password', 'new_password', 'confirm_password'] as const),
      );
      if (outcome.status === 200) {
        await app.sessions.revokeAllForUser(user.id, request.sessionToken ?? undefined);
        await recordSecurityEvent(app.db, {
          kind: 'password_changed',
          userId: user.id,
          actorId: user.id,
          actorRole: 'patient',
          ip: request.ip,
          at: app.clock(),
        });
      }
      return sendCode(reply, outcome);
    },
  );

  routeContract(app, 'accountForgetPassword', {
    whenInvalid: refuseStatus(422, ACCOUNT_MESSAGES.invalidMobile),
    handle: async ({ body: { mobile }, request, reply }) =>
      sendStatus(reply, await forgetPassword(ctx, mobile, request.ip, request.language)),
  });

  routeContract(app, 'accountResetPasswordCheck', {
    whenInvalid: refuseCode(400, ACCOUNT_MESSAGES.resetLinkInvalid),
    handle: async ({ params: { token }, reply }) =>
      sendCode(reply, await checkResetLink(ctx, token)),
  });

  routeContractLenient(app, 'accountResetPassword', async ({ raw, errors, request, reply }) => {
    if (errors.token || typeof raw.token !== 'string')
      return sendCode(reply, {
        status: 400,
        message: ACCOUNT_MESSAGES.resetLinkInvalid,
        data: null,
      });
    const outcome = await resetPassword(
      ctx,
      raw.token,
      textField(raw, 'password'),
      textField(raw, 'confirm_password'),
      pick(errors, ['password', 'confirm_password'] as const),
    );
    if (outcome.status === 200 && outcome.userId) {
      await app.sessions.revokeAllForUser(outcome.userId);
      await recordSecurityEvent(app.db, {
        kind: 'password_reset',
        userId: outcome.userId,
        actorId: outcome.userId,
        detail: 'Password set through a reset link; every session ended.',
        ip: request.ip,
        at: app.clock(),
      });
      if (request.sessionToken) app.sessions.clearCookie(reply);
    }
    return sendCode(reply, {
      status: outcome.status,
      message: outcome.message,
      data: outcome.data,
    });
  });
}
