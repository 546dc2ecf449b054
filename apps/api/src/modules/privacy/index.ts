/**
 * The privacy module (issue 33 §1, docs/decisions/0061): closing an account (erasure with the records the law
 * keeps), the retention purge job, the security log's screen call and breaches. Others import only this file.
 */
import type { FastifyInstance } from 'fastify';
import { runPurge } from './purge';
import { privacyRoutes } from './routes';

export { RETENTION, type RetentionRule } from './retention';
export { runPurge, type PurgeResult } from './purge';

/** The retention purge: once a day at 03:17 UTC (08:47 IST), once across replicas. */
export const PURGE_JOB = 'privacy.purge';
const PURGE_CRON = '17 3 * * *';

export async function privacyModule(app: FastifyInstance): Promise<void> {
  privacyRoutes(app);
  app.jobs.every(PURGE_JOB, PURGE_CRON, async () => {
    const result = await runPurge(app);
    app.log.info({ ...result }, 'privacy.purge: done');
  });
}
