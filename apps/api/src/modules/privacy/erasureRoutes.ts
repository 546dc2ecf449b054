import type { SecurityEventKind, SecurityLogQuery } from '@medibridge/contract';
import { securityLogQuerySchema } from '@medibridge/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { routeContract } from '../../contractRoute';
import { SECURITY_LOG_RETENTION_DAYS } from '../../lib/securityLog';
import { securityEventPage } from '../../lib/securityLogRepository';
import { staffAccessOf } from '../../plugins/staffAccess';
import { validateWith } from '../../plugins/validation';
import { BREACH_MESSAGES, breachList, notifyBreach, recordBreach } from './breaches';
import { CLOSE_MESSAGES, closeAccount } from './erasure';

const indiaMidnight = (day: string): Date => new Date(`${day}T00:00:00+05:30`);

/** Closing an account (patient), the security log and breaches (admin). */
export function erasureRoutes(app: FastifyInstance): void {
  routeContract(app, 'accountClose', {
    handle: async ({ body, user, request, reply }) => {
      reply.header('cache-control', 'no-store');
      const done = await closeAccount(app, user, {
        password: body.password,
        forfeitWallet: body.forfeit_wallet,
        ip: request.ip,
      });
      app.sessions.clearCookie(reply);
      return {
        code: 200 as const,
        message: CLOSE_MESSAGES.closed,
        data: {
          closed_at: done.closedAt.toISOString(),
          cancelled_appointments: done.cancelled,
          forfeited_paise: done.forfeitedPaise,
        },
      };
    },
  });

  routeContract(app, 'staffSecurityLog', {
    handle: async ({ request, reply }) => {
      reply.header('cache-control', 'no-store');
      const parsed = validateWith(securityLogQuerySchema, 'query', request.query ?? {});
      if ('error' in parsed) throw parsed.error;
      const q = parsed.value as SecurityLogQuery;
      const { rows, total } = await securityEventPage(app.db, q, {
        from: q.from ? indiaMidnight(q.from) : null,
        toExclusive: q.to ? new Date(indiaMidnight(q.to).getTime() + 86_400_000) : null,
      });
      return {
        data: rows.map((row) => ({
          id: row.id,
          kind: row.kind as SecurityEventKind,
          user_id: row.userId,
          actor_id: row.actorId,
          actor_name: row.actorName,
          actor_role: row.actorRole,
          subject: row.subject,
          detail: row.detail,
          ip: row.ip,
          created_at: row.createdAt.toISOString(),
        })),
        meta: {
          page: q.page,
          per_page: q.per_page,
          total,
          retention_days: SECURITY_LOG_RETENTION_DAYS,
        },
      };
    },
  });

  routeContract(app, 'staffBreachList', {
    handle: async ({ reply }) => {
      reply.header('cache-control', 'no-store');
      return { data: await breachList(app) };
    },
  });

  routeContract(app, 'staffBreachRecord', {
    handle: async ({ body, request, reply }) => {
      reply.header('cache-control', 'no-store');
      return { data: await recordBreach(app, staffAccessOf(request), body, request.ip) };
    },
  });

  routeContract(app, 'staffBreachNotify', {
    handle: async ({ params, request, reply }) => {
      reply.header('cache-control', 'no-store');
      const { breach, texted } = await notifyBreach(
        app,
        staffAccessOf(request),
        params.reference,
        request.ip,
      );
      return { code: 200 as const, message: BREACH_MESSAGES.sent(texted), data: breach };
    },
  });
}
