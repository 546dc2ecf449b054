/**
 * The privacy module (DPDP Act 2023 and its 2025 Rules): the patient's consents per purpose (an append-only
 * ledger), the gate `app.notify` asks before a reminder or an offer, the refusal of a booking or an order
 * without consent, and "my data" with its download prepared on the job queue (docs/decisions/0060); closing
 * an account (erasure with the records the law keeps), the retention purge job, the security log's screen
 * call and breaches (docs/decisions/0061). Others import only this file.
 */
import type { FastifyInstance } from 'fastify';
import { hasConsent } from './consents';
import { DataExports, PREPARE_EXPORT_JOB, PURGE_EXPORTS_JOB } from './exports';
import { erasureRoutes } from './erasureRoutes';
import { runPurge } from './purge';
import { privacyRoutes as registerRoutes } from './routes';

export { CONSENT_CHANNEL, hasConsent, recordChoices, requireConsent } from './consents';
export { PREPARE_EXPORT_JOB, PURGE_EXPORTS_JOB } from './exports';
export { H1_REGISTER_YEARS, RETENTION, type RetentionRule } from './retention';
export { runPurge, type PurgeResult } from './purge';
export { CLOSE_MESSAGES } from './erasure';

/** The retention purge: once a day at 03:17 UTC (08:47 IST), once across replicas. */
export const PURGE_JOB = 'privacy.purge';
const RETENTION_PURGE_CRON = '17 3 * * *';

/** The purge runs hourly: a download is gone within the hour after its 7 days. */
const PURGE_CRON = '17 * * * *';

/** Registers the privacy calls, the download and retention jobs and `app.notify`'s consent gate. */
export async function privacyRoutes(
  app: FastifyInstance,
  options: {
    /**
     * The invoice PDF of one of the patient's appointments (the appointments module's, handed in by app.ts:
     * appointments asks this module for consent, so this one cannot import it back).
     */
    invoicePdf: (userId: number, appointmentNo: string, now: Date) => Promise<Uint8Array | null>;
  },
): Promise<void> {
  // Not named `exports`: that would shadow the module's own exports (PURGE_JOB) once compiled to CommonJS.
  const downloads = new DataExports({
    db: app.db,
    files: app.files,
    jobs: app.jobs,
    clock: () => app.clock(),
    log: app.log,
    invoicePdf: (userId, appointmentNo) => options.invoicePdf(userId, appointmentNo, app.clock()),
  });
  app.jobs.define<{ id: string }>(
    PREPARE_EXPORT_JOB,
    async ({ id }) => {
      try {
        await downloads.prepare(id);
      } catch (error) {
        app.log.error(
          { err: error, export: id },
          'privacy: the data download could not be prepared',
        );
        await downloads.fail(id, error);
      }
    },
    { retries: 0, delaySeconds: 0 },
  );
  app.jobs.every(PURGE_EXPORTS_JOB, PURGE_CRON, async () => {
    const purged = await downloads.purge();
    if (purged > 0) app.log.info({ purged }, 'privacy: expired data downloads deleted');
  });
  app.notify.useConsentGate?.((patientId, purpose) => hasConsent(app.db, patientId, purpose));
  registerRoutes(app, downloads);
  erasureRoutes(app);
  app.jobs.every(PURGE_JOB, RETENTION_PURGE_CRON, async () => {
    const result = await runPurge(app);
    app.log.info({ ...result }, 'privacy.purge: done');
  });
}
