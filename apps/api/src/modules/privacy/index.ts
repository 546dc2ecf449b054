/**
 * The privacy module (docs/decisions/0060; DPDP Act 2023 ss. 5, 6, 11): the patient's consents per purpose
 * (an append-only ledger), the gate `app.notify` asks before a reminder or an offer, the refusal of a
 * booking or an order without consent, and "my data" with its download prepared on the job queue. Others
 * import only this file.
 */
import type { FastifyInstance } from 'fastify';
import { hasConsent } from './consents';
import { DataExports, PREPARE_EXPORT_JOB, PURGE_EXPORTS_JOB } from './exports';
import { privacyRoutes as registerRoutes } from './routes';

export { CONSENT_CHANNEL, hasConsent, recordChoices, requireConsent } from './consents';
export { PREPARE_EXPORT_JOB, PURGE_EXPORTS_JOB } from './exports';

/** The purge runs hourly: a download is gone within the hour after its 7 days. */
const PURGE_CRON = '17 * * * *';

/** Registers the privacy calls, the download jobs and `app.notify`'s consent gate. */
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
  const exports = new DataExports({
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
        await exports.prepare(id);
      } catch (error) {
        app.log.error(
          { err: error, export: id },
          'privacy: the data download could not be prepared',
        );
        await exports.fail(id, error);
      }
    },
    { retries: 0, delaySeconds: 0 },
  );
  app.jobs.every(PURGE_EXPORTS_JOB, PURGE_CRON, async () => {
    const purged = await exports.purge();
    if (purged > 0) app.log.info({ purged }, 'privacy: expired data downloads deleted');
  });
  app.notify.useConsentGate?.((patientId, purpose) => hasConsent(app.db, patientId, purpose));
  registerRoutes(app, exports);
}
