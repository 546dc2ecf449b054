import { timingSafeEqual } from 'node:crypto';
import { deliveryReportQuerySchema, whatsappVerifyQuerySchema } from '@medibridge/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { contractRoute } from '../../contractRoute';
import { HttpError } from '../../errors';
import { validateWith } from '../../plugins/validation';
import { REPORTED_FROM, parseDeliveryReports } from './reports';
import { reportDelivery } from './repository';
import { parseWhatsappStatuses, signedByMeta } from './whatsappStatus';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * What the providers report after accepting a message (docs/decisions/0049, 0055): MSG91's delivery reports
 * (a secret token in the URL) and WhatsApp's status webhook (Meta's verification handshake, then updates
 * signed with the app secret). Each exists only when its secret is configured (a 404 otherwise). A report
 * moves a message forward only (`REPORTED_FROM`); one naming a message we do not know is ignored.
 */
export function deliveryReportRoutes(
  app: FastifyInstance,
  config: Config,
  whatsappProvider: string | null,
): void {
  const cors = { crossSite: true } as const;
  const wa = config.notify.whatsapp;

  app.route({
    ...contractRoute('smsDeliveryReport'),
    config: cors,
    // Without a configured secret the webhook does not exist; a wrong secret is told so, before any parsing.
    onRequest: (request, reply, done) => {
      if (config.notify.webhookToken) done();
      else reply.callNotFound();
    },
    handler: async (request, reply) => {
      const expected = config.notify.webhookToken ?? '';
      const parsed = validateWith(deliveryReportQuerySchema, 'query', request.query ?? {});
      const header = request.headers['x-webhook-token'];
      const token = 'value' in parsed ? (parsed.value as { token?: string }).token : undefined;
      const given = token ?? (typeof header === 'string' ? header : '');
      if (!sameSecret(given, expected))
        throw new HttpError(401, 'This delivery report does not carry our webhook token.');
      const at = app.clock();
      let received = 0;
      // The reports are about what the configured SMS provider sent (MSG91; the demo outbox rehearses it).
      for (const report of parseDeliveryReports(request.body))
        received += await reportDelivery(app.db, {
          ...report,
          provider: app.sms.name,
          channel: 'sms',
          from: REPORTED_FROM[report.status],
          at,
        });
      return reply.header('cache-control', 'no-store').send({ received });
    },
  });

  app.route({
    ...contractRoute('whatsappWebhookVerify'),
    config: cors,
    onRequest: (request, reply, done) => {
      if (wa.webhookVerifyToken) done();
      else reply.callNotFound();
    },
    handler: async (request, reply) => {
      const parsed = validateWith(whatsappVerifyQuerySchema, 'query', request.query ?? {});
      const query = 'value' in parsed ? (parsed.value as Record<string, string | undefined>) : {};
      const challenge = query['hub.challenge'] ?? '';
      if (
        query['hub.mode'] !== 'subscribe' ||
        !challenge ||
        !sameSecret(query['hub.verify_token'] ?? '', wa.webhookVerifyToken ?? '')
      )
        throw new HttpError(403, 'This webhook verification does not carry our verify token.');
      return reply
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(challenge);
    },
  });

  app.route({
    ...contractRoute('whatsappStatusReport'),
    config: cors,
    onRequest: (request, reply, done) => {
      if (wa.appSecret) done();
      else reply.callNotFound();
    },
    // The signature covers the body's exact bytes: checked before the body is validated or read.
    preValidation: (request, reply, done) => {
      if (
        signedByMeta(
          request.rawBody ?? '',
          request.headers['x-hub-signature-256'],
          wa.appSecret ?? '',
        )
      )
        done();
      else
        done(new HttpError(401, 'This notification is not signed with our WhatsApp app secret.'));
    },
    handler: async (request, reply) => {
      const at = app.clock();
      let received = 0;
      if (whatsappProvider)
        for (const update of parseWhatsappStatuses(request.body)) {
          if (update.status === 'sent') continue; // we recorded "sent" when the API accepted it
          received += await reportDelivery(app.db, {
            provider: whatsappProvider,
            channel: 'whatsapp',
            ref: update.ref,
            status: update.status,
            from: REPORTED_FROM[update.status],
            error: update.error,
            at,
          });
        }
      // Meta retries anything but a 200 for days: a status about a message we do not know is answered too.
      return reply.header('cache-control', 'no-store').send({ received });
    },
  });
}
