import { ACCOUNT_MESSAGES } from '@medibridge/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute, routeContract } from '../../../contractRoute';
import { HttpError } from '../../../errors';
import type { AccountsContext } from '../context';
import { refuseCode, sendCode, startSession } from '../http';
import { profileOf } from '../profile/service';
import { authenticate } from './service';

/** Login (the page's envelope and the modal's bearer answer), logout and the session's user id. */
export function loginRoutes(app: FastifyInstance, ctx: AccountsContext): void {
  routeContract(app, 'accountLogin', {
    whenInvalid: refuseCode(400, ACCOUNT_MESSAGES.loginInvalid),
    handle: async ({ body: { mobile, password }, request, reply }) => {
      const result = await authenticate(ctx, mobile, password, request.ip);
      if (result.status !== 200)
        return sendCode(reply, { status: result.status, message: result.message, data: null });
      await startSession(app, request, reply, result.userId);
      return sendCode(reply, {
        status: 200,
        message: ACCOUNT_MESSAGES.loginSuccess,
        data: await profileOf(ctx, result.userId),
      });
    },
  });

  routeContract(app, 'accountModalLogin', {
    whenInvalid: () => {
      throw new HttpError(401, ACCOUNT_MESSAGES.loginInvalid);
    },
    handle: async ({ body: { mobile, password }, request, reply }) => {
      const result = await authenticate(ctx, mobile, password, request.ip);
      if (result.status !== 200)
        throw new HttpError(result.status === 400 ? 401 : result.status, result.message);
      const token = await startSession(app, request, reply, result.userId);
      return { user: await profileOf(ctx, result.userId), access_token: token };
    },
  });

  app.route({
    ...contractRoute('accountLogout'),
    // Logout takes no body; a client that still declares JSON with an empty body must not fail to log out.
    onRequest: async (request) => {
      const length = request.headers['content-length'];
      if ((length === undefined || length === '0') && !request.headers['transfer-encoding'])
        delete request.headers['content-type'];
    },
    handler: async (request, reply) => {
      if (request.sessionToken) await app.sessions.revoke(request.sessionToken);
      app.sessions.clearCookie(reply);
      return sendCode(reply, { status: 200, message: ACCOUNT_MESSAGES.loggedOut, data: null });
    },
  });

  routeContract(app, 'accountTokenUser', {
    handle: async ({ user }) => ({ id: user.id }),
  });
}
