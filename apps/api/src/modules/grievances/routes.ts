import {
  GRIEVANCE_ANSWER_DAYS,
  GRIEVANCE_MESSAGES,
  type StaffGrievanceQuery,
} from '@medibridge/contract';
import { staffGrievanceQuerySchema } from '@medibridge/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { routeContract } from '../../contractRoute';
import { staffAccessOf } from '../../plugins/staffAccess';
import { validateWith } from '../../plugins/validation';
import {
  escalate,
  fileGrievance,
  myGrievances,
  staffAnswer,
  staffClose,
  staffInbox,
  staffOpen,
} from './service';

/** The escalation job: every 15 minutes, once across replicas (docs/decisions/0066). */
export const ESCALATE_JOB = 'grievances.escalate';
const ESCALATE_CRON = '*/15 * * * *';

/** The grievance calls (patient and staff) and the escalation job. */
export async function grievanceRoutes(app: FastifyInstance): Promise<void> {
  routeContract(app, 'grievanceList', {
    handle: async ({ user, reply }) => {
      reply.header('cache-control', 'no-store');
      return {
        data: await myGrievances(app, user.id),
        meta: { answer_days: GRIEVANCE_ANSWER_DAYS },
      };
    },
  });

  routeContract(app, 'grievanceFile', {
    handle: async ({ user, body, reply }) => {
      reply.header('cache-control', 'no-store');
      return { message: GRIEVANCE_MESSAGES.filed, data: await fileGrievance(app, user, body) };
    },
  });

  routeContract(app, 'staffGrievanceList', {
    handle: async ({ request, reply }) => {
      reply.header('cache-control', 'no-store');
      const parsed = validateWith(staffGrievanceQuerySchema, 'query', request.query ?? {});
      if ('error' in parsed) throw parsed.error;
      const q = parsed.value as StaffGrievanceQuery;
      return { data: await staffInbox(app, request, staffAccessOf(request), q.state) };
    },
  });

  routeContract(app, 'staffGrievanceShow', {
    handle: async ({ params, request, reply }) => {
      reply.header('cache-control', 'no-store');
      return { data: await staffOpen(app, request, staffAccessOf(request), params.reference) };
    },
  });

  routeContract(app, 'staffGrievanceAnswer', {
    handle: async ({ params, body, request, reply }) => {
      reply.header('cache-control', 'no-store');
      return {
        message: GRIEVANCE_MESSAGES.answered,
        data: await staffAnswer(app, staffAccessOf(request), params.reference, body.answer),
      };
    },
  });

  routeContract(app, 'staffGrievanceClose', {
    handle: async ({ params, request, reply }) => {
      reply.header('cache-control', 'no-store');
      return {
        message: GRIEVANCE_MESSAGES.closed,
        data: await staffClose(app, staffAccessOf(request), params.reference),
      };
    },
  });

  app.jobs.every(ESCALATE_JOB, ESCALATE_CRON, async () => {
    const escalated = await escalate(app);
    if (escalated.length) app.log.info({ escalated }, 'grievances.escalate: escalated');
  });
}
