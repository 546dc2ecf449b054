import type { FastifyInstance } from 'fastify';
import { routeContract } from '../../contractRoute';
import { HttpError } from '../../errors';
import { recordAudit } from '../../lib/audit';
import { staffAccessOf } from '../../plugins/staffAccess';

/** Said when a retry names no failed job (it never failed, was retried already, or does not exist). */
export const NO_FAILED_JOB =
  'There is no failed job with this id: it may have been retried already.';
export const JOB_QUEUED_AGAIN = 'The job is queued again.';

/**
 * The console's view of the job queue (docs/decisions/0045): coordinators see the jobs whose retries are spent
 * and queue one again. A retry is audited like every other staff action.
 */
export async function staffJobRoutes(app: FastifyInstance): Promise<void> {
  routeContract(app, 'staffJobsFailed', {
    handle: async ({ reply }) => {
      reply.header('cache-control', 'no-store');
      const failed = await app.jobs.failed();
      return {
        data: failed.map((job) => ({
          id: job.id,
          name: job.name,
          data: isRecord(job.data) ? job.data : {},
          error: job.error,
          attempts: job.attempts,
          failed_at: job.failedAt.toISOString(),
        })),
      };
    },
  });

  routeContract(app, 'staffJobRetry', {
    handle: async ({ params, request, reply }) => {
      reply.header('cache-control', 'no-store');
      const access = staffAccessOf(request);
      const job = await app.jobs.retryFailed(params.job_id);
      if (!job) throw new HttpError(404, NO_FAILED_JOB);
      await recordAudit(
        app.db,
        { userId: access.userId, acting: access.acting },
        {
          action: 'job.retry',
          subjectType: 'job',
          subject: job.id,
          detail: `Queued ${job.name} again.`,
          at: app.clock(),
        },
      );
      return { code: 200 as const, message: JOB_QUEUED_AGAIN, data: job };
    },
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
