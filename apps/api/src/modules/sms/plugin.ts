import { smsOutboxQuerySchema } from '@medibridge/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { contractRoute } from '../../contractRoute';
import { HttpError } from '../../errors';
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
 * While the outbox is active, GET /api/dev/sms-outbox?mobile=… lists a mobile's messages; otherwise 404.
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

  if (provider instanceof OutboxSmsProvider && config.env === 'production')
    app.log.warn(
      'SMS_PROVIDER=outbox: OTPs and reset links are not sent but readable by anyone at /api/dev/sms-outbox. Configure a real SMS gateway before going live.',
    );

  const route = contractRoute('devSmsOutbox');
  app.route({
    method: route.method,
    url: route.url,
    schema: { querystring: smsOutboxQuerySchema },
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
