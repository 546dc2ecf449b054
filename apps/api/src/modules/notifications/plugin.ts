import { staffMessagesQuerySchema } from '@medibridge/contract/schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { routeContract } from '../../contractRoute';
import { maskMobile, recordSecurityEvent } from '../../lib/securityLog';
import { staffAccessOf } from '../../plugins/staffAccess';
import { validateWith } from '../../plugins/validation';
import { OutboxSmsProvider } from '../sms';
import { findShortLink, listNotifications } from './repository';
import { MAX_VAR_LENGTH, textForStaff } from './kinds';
import { DELIVER_JOB, DELIVER_RETRY, NotificationService, SHORT_CODE_LENGTH } from './service';
import { expiredLinkPage, missingLinkPage } from './shortLinkPages';
import { deliveryReportRoutes } from './webhooks';
import { MetaWhatsappProvider, OutboxWhatsappProvider, type WhatsappProvider } from './whatsapp';

declare module 'fastify' {
  interface FastifyInstance {
    /** The notification service behind `app.notify`, with what only this API uses (sendNow, deliver). */
    notifications: NotificationService;
  }
}

/** The path short links live under: DLT whitelists `<PUBLIC_URL>/s/`. */
export const SHORT_LINK_PREFIX = '/s/';

function htmlPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * `app.notify` (modules/notifications/types.ts): the `notify.deliver` job, the providers' delivery-report
 * webhooks (webhooks.ts), the coordinators' message list, and short links (`GET /s/:code`).
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

  deliveryReportRoutes(app, config, whatsapp?.name ?? null);

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
          text: textForStaff(row.kind, row.language, row.vars, row.text),
          status: row.status,
          error: row.error,
          provider_ref: row.providerRef,
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
