import type { FastifyInstance } from 'fastify';
import { SECURITY_LOG_RETENTION_DAYS } from '../../lib/securityLog';
import { purgeSecurityEventsBefore } from '../../lib/securityLogRepository';
import {
  pharmacyRecordFiles,
  purgeH1Before,
  purgeInvoices,
  purgePharmacyRecords,
  purgePrescriptions,
} from './purgeRepository';
import {
  H1_REGISTER_YEARS,
  INVOICE_YEARS,
  PHARMACY_REGISTER_YEARS,
  PRESCRIPTION_YEARS,
} from './retention';

/** The instant `years` calendar years before `now`. */
function yearsBefore(now: Date, years: number): Date {
  const at = new Date(now.getTime());
  at.setUTCFullYear(at.getUTCFullYear() - years);
  return at;
}

export interface PurgeResult {
  prescriptionFiles: number;
  pharmacyRecords: number;
  invoiceRecords: number;
  securityEvents: number;
  h1Entries: number;
}

/**
 * The retention purge (docs/privacy/erasure.md): what closed accounts left for the law is deleted once its
 * period has passed on the app's clock, and security log entries older than the log's retention go. Every
 * step is a condition on dates, so running it twice, or on two replicas, deletes nothing more.
 */
export async function runPurge(app: FastifyInstance): Promise<PurgeResult> {
  const now = app.clock();
  const files = await purgePrescriptions(app.db, yearsBefore(now, PRESCRIPTION_YEARS));
  const rxBefore = yearsBefore(now, PHARMACY_REGISTER_YEARS);
  files.push(...(await pharmacyRecordFiles(app.db, rxBefore)));
  const pharmacyRecords = (await purgePharmacyRecords(app.db, rxBefore)).length;
  const invoiceRecords = await purgeInvoices(app.db, yearsBefore(now, INVOICE_YEARS));
  const securityEvents = await purgeSecurityEventsBefore(
    app.db,
    new Date(now.getTime() - SECURITY_LOG_RETENTION_DAYS * 86_400_000),
  );
  // The H1 register's three years run for every patient, not only closed accounts (docs/decisions/0068).
  const h1Entries = await purgeH1Before(app.db, yearsBefore(now, H1_REGISTER_YEARS));
  for (const key of new Set(files)) {
    try {
      await app.files.delete(key);
    } catch (error) {
      app.log.error({ err: error, key }, 'privacy.purge: a file could not be deleted');
    }
  }
  return {
    prescriptionFiles: files.length,
    pharmacyRecords,
    invoiceRecords,
    securityEvents,
    h1Entries,
  };
}
