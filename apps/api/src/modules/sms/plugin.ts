import { smsOutboxQuerySchema } from '@medibridge/contract/schemas';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { contractRoute } from '../../contractRoute';
import { HttpError } from '../../errors';
import { isLocalRequest } from '../../lib/localRequest';
import { Msg91SmsProvider } from './msg91';
import { OutboxSmsProvider } from './outbox';
import type { SmsProvider } from './provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured SMS provider. */
    sms: SmsProvider;
  }
}

/**
 * SMS: `app.sms` is the outbox (default) or the MSG91 gateway, per SMS_PROVIDER (tests may pass their own).
 * While the outbox is active, GET /api/dev/sms-outbox?mobile=… lists a mobile's messages to a request made
 * on this machine directly (isLocalRequest); anyone else, and everyone with a real gateway, gets 404.
 */
async function smsPlugin(
  app: FastifyInstance,
  options: { config: Config; provider?: SmsProvider },
): Promise<void> {
  const { config } = options;
  const provider: SmsProvider =
    options.provider ??
    (config.sms.provider === 'msg91'
      ? new Msg91SmsProvider(config.sms)
      : new OutboxSmsProvider(app.db, app.log, () => app.clock()));
  app.decorate('sms', provider);

  const route = contractRoute('devSmsOutbox');
  app.route({
    method: route.method,
    url: route.url,
    schema: { querystring: smsOutboxQuerySchema },
    // Someone elsewhere (or anyone through a proxy) gets the plain 404 of a route that does not exist, before
    // the query is even validated: the outbox holds OTPs and reset links, i.e. every account (decision 0015).
    onRequest: (request, reply, done) => {
      if (isLocalRequest(request)) done();
      else reply.callNotFound();
    },
    handler: async (request) => {
      if (!(app.sms instanceof OutboxSmsProvider))
        throw new HttpError(404, 'The SMS outbox is only available while SMS_PROVIDER=outbox.');
      const { mobile } = request.query as { mobile: string };
      return { data: await app.sms.list(mobile) };
    },
  });
}

export default fp(smsPlugin, {
  name: 'medibridge-sms',
  fastify: '5.x',
  dependencies: ['medibridge-database', 'medibridge-clock'],
});
