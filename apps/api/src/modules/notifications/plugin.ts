import { timingSafeEqual } from 'node:crypto';
import { deliveryReportQuerySchema, staffMessagesQuerySchema } from '@medibridge/contract/schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { contractRoute, routeContract } from '../../contractRoute';
import { HttpError } from '../../errors';
import { maskMobile, recordSecurityEvent } from '../../lib/securityLog';
import { staffAccessOf } from '../../plugins/staffAccess';
import { validateWith } from '../../plugins/validation';
import { OutboxSmsProvider } from '../sms';
import { parseDeliveryReports } from './reports';
import { findShortLink, listNotifications, reportDelivery } from './repository';
import { MAX_VAR_LENGTH } from './kinds';
import { DELIVER_JOB, DELIVER_RETRY, NotificationService, SHORT_CODE_LENGTH } from './service';
import { expiredLinkPage, missingLinkPage } from './shortLinkPages';
import { MetaWhatsappProvider, OutboxWhatsappProvider, type WhatsappProvider } from './whatsapp';

declare module 'fastify' {
  interface FastifyInstance {
    /** The notification service behind `app.notify`, with what only this API uses (sendNow, deliver). */
    notifications: NotificationService;
  }
}

/** The path short links live under: DLT whitelists `<PUBLIC_URL>/s/`. */
export const SHORT_LINK_PREFIX = '/s/';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function htmlPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * `app.notify` (modules/notifications/types.ts): the `notify.deliver` job, MSG91's delivery-report webhook,
 * the coordinators' message list, and short links (`GET /s/:code`).
 */
async function notificationsPlugin(
  app: FastifyInstance,
  options: { config: Config; whatsapp?: WhatsappProvider },
): Promise<void> {
  const { config } = options;
  const wa = config.notify.whatsapp;
  const whatsapp: WhatsappProvider | null =
    options.whatsapp ??
    (wa.provider === 'meta'
      ? new MetaWhatsappProvider(wa)
      : wa.provider === 'outbox' && app.sms instanceof OutboxSmsProvider
        ? new OutboxWhatsappProvider(app.sms)
        : null);
  const service = new NotificationService({
    db: app.db,
    jobs: app.jobs,
    log: app.log,
    clock: () => app.clock(),
    publicUrl: config.publicUrl,
    sms: app.sms,
    whatsapp,
  });
  app.decorate('notify', service);
  app.decorate('notifications', service);
  for (const warning of config.notify.warnings) app.log.warn(warning);
  const linkLength = config.publicUrl.length + SHORT_LINK_PREFIX.length + SHORT_CODE_LENGTH;
  if (linkLength > MAX_VAR_LENGTH)
    app.log.warn(
      `PUBLIC_URL is too long for links in texts: ${config.publicUrl}/s/<code> has ${String(linkLength)} characters, DLT allows ${String(MAX_VAR_LENGTH)} per variable. Reset links and reminders with links will not be sent; serve short links from a domain of at most ${String(MAX_VAR_LENGTH - SHORT_LINK_PREFIX.length - SHORT_CODE_LENGTH)} characters with its scheme (docs/messages.md).`,
    );

  app.jobs.define<{ id?: unknown }>(
    DELIVER_JOB,
    async ({ id }) => {
      if (typeof id === 'number') await service.deliver(id);
    },
    DELIVER_RETRY,
  );

  app.route({
    ...contractRoute('smsDeliveryReport'),
    config: { crossSite: true },
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
      for (const report of parseDeliveryReports(request.body))
        received += await reportDelivery(app.db, { ...report, provider: 'msg91', at });
      return reply.header('cache-control', 'no-store').send({ received });
    },
  });

  routeContract(app, 'staffMessageList', {
    handle: async ({ request, reply }) => {
      reply.header('cache-control', 'no-store');
      const parsed = validateWith(staffMessagesQuerySchema, 'query', request.query ?? {});
      if ('error' in parsed) throw parsed.error;
      const { mobile } = parsed.value as { mobile: string };
      const rows = await listNotifications(app.db, mobile, 100);
      const access = staffAccessOf(request);
      await recordSecurityEvent(app.db, {
        kind: 'staff_read',
        userId: rows.find((r) => r.patientId !== null)?.patientId ?? null,
        actorId: access.userId,
        actorRole: access.acting,
        subject: maskMobile(mobile),
        detail: `Messages sent to a mobile (${String(rows.length)}).`,
        ip: request.ip,
        at: app.clock(),
      });
      return {
        data: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          channel: row.channel === 'whatsapp' ? 'whatsapp' : 'sms',
          text: row.text,
          status: row.status,
          error: row.error,
          created_at: row.createdAt.toISOString(),
          sent_at: row.sentAt?.toISOString() ?? null,
          reported_at: row.reportedAt?.toISOString() ?? null,
        })),
      };
    },
  });

  // A short link: straight to its page on this site while it lives; a page saying so once it expired.
  app.get<{ Params: { code: string } }>(`${SHORT_LINK_PREFIX}:code`, async (request, reply) => {
    const { code } = request.params;
    const link = /^[A-Za-z0-9]{1,16}$/.test(code) ? await findShortLink(app.db, code) : null;
    if (!link) return htmlPage(reply, 404, missingLinkPage());
    if (link.expiresAt <= app.clock()) return htmlPage(reply, 410, expiredLinkPage());
    return reply.header('cache-control', 'no-store').redirect(link.targetPath, 302);
  });
}

export default fp(notificationsPlugin, {
  name: 'medibridge-notifications',
  fastify: '5.x',
  dependencies: ['medibridge-database', 'medibridge-clock', 'medibridge-sms', 'medibridge-jobs'],
});
