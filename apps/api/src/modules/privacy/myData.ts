import type { MyDataKind, MyDataSummary, SharedWith } from '@medibridge/contract';
import type { Database } from '../../db/client';
import { zipStored, type ZipEntry } from '../../lib/zip';
import type { FileStorage } from '../files';
import { consentHistory } from './repository';
import {
  type PatientRecords,
  doctorsWhoServed,
  messagesByProvider,
  patientRecords,
  paymentsByProvider,
} from './recordsRepository';

/**
 * "My data" (DPDP Act 2023 s. 11, the right to a summary of the data held and of whom it was shared with;
 * docs/decisions/0060): the counts per kind, the recipients derived from the records, and the archive of it
 * all (JSON per kind, the patient's uploaded files, the prescriptions' PDFs, the invoices).
 */

/** States whose appointment has an invoice (money moved). */
const INVOICED = new Set(['confirmed', 'completed', 'followed_up', 'no_show', 'cancelled']);

/** Stored files the patient's records name: uploads and issued prescriptions. */
function filesOf(records: PatientRecords): { key: string; name: string }[] {
  const out: { key: string; name: string }[] = [];
  const add = (key: string | null | undefined, name: string): void => {
    if (key) out.push({ key, name: `${name}${key.slice(key.lastIndexOf('.'))}` });
  };
  add(records.profile?.profileImage as string | null | undefined, 'files/profile-photo');
  for (const a of records.appointments)
    add(a.prescriptionKey, `files/${a.appointmentNo}-uploaded-prescription`);
  for (const f of records.followUps) add(f.documentKey, `files/follow-up-${String(f.id)}`);
  for (const d of records.documents) add(d.documentKey, `files/document-${String(d.id)}-${d.kind}`);
  for (const o of records.orders) add(o.prescriptionFile, `files/${o.orderNo}-prescription`);
  for (const p of records.prescriptions)
    add(p.documentKey, `prescriptions/${p.appointmentNo}-${p.kind}-${String(p.id)}`);
  const seen = new Set<string>();
  return out.filter((f) => (seen.has(f.key) ? false : (seen.add(f.key), true)));
}

/** Who received the patient's data, from their records. */
export async function sharedWith(db: Database, userId: number): Promise<SharedWith[]> {
  const records = await patientRecords(db, userId);
  return sharedWithOf(db, userId, records);
}

async function sharedWithOf(
  db: Database,
  userId: number,
  records: PatientRecords,
): Promise<SharedWith[]> {
  const out: SharedWith[] = (await doctorsWhoServed(db, userId)).map((d) => ({
    recipient: 'doctor',
    // Staff names may carry the title already ("Dr Meera Desk").
    name: /^dr\.?\s/i.test(d.name) ? d.name : `Dr ${d.name}`,
    what: 'Consultation details, health answers, uploaded reports',
    count: d.count,
  }));
  if (records.orders.length)
    out.push({
      recipient: 'pharmacy',
      name: 'MediBridge pharmacy',
      what: 'Medicine orders, delivery address, prescriptions',
      count: records.orders.length,
    });
  for (const p of await paymentsByProvider(db, userId))
    out.push({
      recipient: 'payment_gateway',
      name: p.provider === 'phonepe' ? 'PhonePe' : `${p.provider} (test gateway)`,
      what: 'Amount, mobile, payment reference',
      count: p.count,
    });
  for (const m of await messagesByProvider(db, userId))
    out.push({
      recipient: 'sms_provider',
      name: `${m.provider} (${m.channel === 'whatsapp' ? 'WhatsApp' : 'SMS'})`,
      what: 'Mobile and message text',
      count: m.count,
    });
  return out;
}

function countsOf(records: PatientRecords, consents: number): Record<MyDataKind, number> {
  return {
    profile: records.profile ? 1 : 0,
    appointments: records.appointments.length,
    payments: records.payments.length,
    wallet: records.wallet.length,
    follow_ups: records.followUps.length,
    documents: filesOf(records).filter((f) => f.name.startsWith('files/')).length,
    prescriptions: records.prescriptions.length,
    orders: records.orders.length,
    consents,
    grievances: records.grievances.length,
  };
}

/** The summary screen's numbers and recipients. */
export async function myDataSummary(db: Database, userId: number): Promise<MyDataSummary> {
  const records = await patientRecords(db, userId);
  const counts = countsOf(records, (await consentHistory(db, userId)).length);
  return {
    counts: Object.entries(counts).map(([kind, count]) => ({ kind: kind as MyDataKind, count })),
    shared_with: await sharedWithOf(db, userId, records),
  };
}

const json = (value: unknown): Buffer => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');

/** The whole archive of a patient's data, as one stored zip. */
export async function buildArchive(
  deps: {
    db: Database;
    files: FileStorage;
    invoicePdf: (appointmentNo: string) => Promise<Uint8Array | null>;
  },
  userId: number,
  at: Date,
): Promise<Buffer> {
  const { db } = deps;
  const records = await patientRecords(db, userId);
  const consents = await consentHistory(db, userId);
  const entries: ZipEntry[] = [
    {
      name: 'README.txt',
      data: Buffer.from(
        `MediBridge: all the data we hold about you, prepared ${at.toISOString()}.\n` +
          'Each .json file is one kind of record; files/ holds what you uploaded, prescriptions/ the\n' +
          'prescriptions your doctors issued, invoices/ the invoices of your paid consultations.\n' +
          'To correct your details, open Manage Profile in the app.\n',
      ),
    },
    { name: 'profile.json', data: json(records.profile) },
    { name: 'appointments.json', data: json(records.appointments) },
    { name: 'payments.json', data: json(records.payments) },
    { name: 'wallet.json', data: json(records.wallet) },
    { name: 'follow_ups.json', data: json(records.followUps) },
    { name: 'documents.json', data: json(records.documents) },
    { name: 'prescriptions.json', data: json(records.prescriptions) },
    { name: 'orders.json', data: json(records.orders) },
    { name: 'consents.json', data: json(consents) },
    { name: 'grievances.json', data: json(records.grievances) },
    { name: 'shared_with.json', data: json(await sharedWithOf(db, userId, records)) },
  ];
  for (const file of filesOf(records)) {
    const data = await deps.files.get(file.key);
    if (data) entries.push({ name: file.name, data });
  }
  for (const a of records.appointments) {
    if (!INVOICED.has(a.state)) continue;
    const pdf = await deps.invoicePdf(a.appointmentNo);
    if (pdf) entries.push({ name: `invoices/${a.appointmentNo}.pdf`, data: pdf });
  }
  return zipStored(entries, at);
}
