import type { Database } from '../../db/client';
import { findUserAppointment } from './bookingRepository';
import { appointmentInvoice, invoiceDocument, invoicePdf } from './invoice';
import { appointmentRefunds } from './invoiceRepository';
import { appointmentRecord } from './records';

/**
 * The invoice PDF of one of a patient's appointments, as the invoice call serves it, for another module that
 * packs it (the patient's data download, docs/decisions/0060); null when the appointment is not theirs.
 */
export async function invoicePdfFor(
  db: Database,
  options: {
    gstin: string | null;
    userId: number;
    appointmentNo: string;
    language: 'en' | 'hi';
    now: Date;
  },
): Promise<Uint8Array | null> {
  const row = await findUserAppointment(db, options.userId, options.appointmentNo);
  if (!row) return null;
  const invoice = appointmentInvoice(options.gstin, row.state, await appointmentRefunds(db, row));
  const doc = invoiceDocument(
    appointmentRecord(row, options.now),
    invoice,
    options.language,
    options.now,
  );
  return invoicePdf(doc, row.appointmentNo, options.now);
}
