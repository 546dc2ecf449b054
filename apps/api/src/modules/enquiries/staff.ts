import {
  type EnquiryStatus,
  type StaffEnquiry,
  type StaffEnquiryQuery,
} from '@medibridge/contract';
import { staffEnquiryQuerySchema } from '@medibridge/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { contractRoute } from '../../contractRoute';
import { HttpError } from '../../errors';
import { type AuditActor, recordAudit } from '../../lib/audit';
import { staffAccessOf } from '../../plugins/staffAccess';
import {
  enquiriesNewestFirst,
  enquiryPage,
  updateEnquiryStatus,
  type EnquiryRow,
} from './repository';

/** Largest CSV export, newest first. */
export const CSV_MAX_ROWS = 10_000;

function toWire(row: EnquiryRow): StaffEnquiry {
  return {
    reference: row.reference,
    enquiryType: row.enquiryType,
    form: row.form,
    status: row.status,
    first_name: row.firstName,
    last_name: row.lastName,
    mobile: row.mobile,
    email: row.email,
    problems: row.problems,
    city_id: row.cityId,
    package_id: row.packageId,
    hospitalId: row.hospitalId,
    hospitalName: row.hospitalName,
    passport_no: row.passportNo,
    age: row.age,
    gender: row.gender,
    nationality: row.nationality,
    messages: row.messages,
    service_id: row.serviceId,
    page: row.page,
    user_id: row.userId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listEnquiries(db: Database, q: StaffEnquiryQuery) {
  const { rows, total } = await enquiryPage(db, q);
  return { data: rows.map(toWire), meta: { page: q.page, per_page: q.per_page, total } };
}

const CSV_COLUMNS: (keyof StaffEnquiry)[] = [
  'reference',
  'created_at',
  'enquiryType',
  'form',
  'status',
  'first_name',
  'last_name',
  'mobile',
  'email',
  'city_id',
  'package_id',
  'service_id',
  'hospitalId',
  'hospitalName',
  'passport_no',
  'age',
  'gender',
  'nationality',
  'problems',
  'messages',
  'page',
  'user_id',
];

/** One CSV cell (RFC 4180), neutralising spreadsheet formulas (a leading =, +, - or @ gets a quote). */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let s = String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

export async function enquiriesCsv(db: Database, q: StaffEnquiryQuery): Promise<string> {
  const rows = await enquiriesNewestFirst(db, q, CSV_MAX_ROWS);
  const lines = [CSV_COLUMNS.join(',')];
  for (const row of rows.map(toWire)) lines.push(CSV_COLUMNS.map((c) => csvCell(row[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Moves an enquiry to a status and records who did it, in one transaction. */
export async function setEnquiryStatus(
  db: Database,
  reference: string,
  status: EnquiryStatus,
  now: Date,
  actor: AuditActor,
): Promise<StaffEnquiry> {
  const row = await db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const updated = await updateEnquiryStatus(tx, reference, status, now);
    if (updated)
      await recordAudit(tx, actor, {
        action: 'enquiry.status',
        subjectType: 'enquiry',
        subject: reference,
        detail: `Status set to ${status}.`,
        at: now,
      });
    return updated;
  });
  if (!row) throw new HttpError(404, 'There is no enquiry with this reference.');
  return toWire(row);
}

/**
 * Staff API: list (paged, filtered), CSV export, status update. The contract marks them `staff`, so
 * contractRoute answers 401 without a login and 403 for a patient before any handler runs.
 */
export async function staffEnquiriesRoutes(app: FastifyInstance): Promise<void> {
  app.route<{ Querystring: StaffEnquiryQuery }>({
    ...contractRoute('staffEnquiryList'),
    schema: { querystring: staffEnquiryQuerySchema },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listEnquiries(app.db, request.query);
    },
  });

  app.route<{ Querystring: StaffEnquiryQuery }>({
    ...contractRoute('staffEnquiryCsv'),
    schema: { querystring: staffEnquiryQuerySchema },
    handler: async (request, reply) => {
      const csv = await enquiriesCsv(app.db, request.query);
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="enquiries.csv"')
        .send(csv);
    },
  });

  app.route<{ Params: { reference: string }; Body: { status: EnquiryStatus } }>({
    ...contractRoute('staffEnquiryStatus'),
    handler: async (request) => ({
      data: await setEnquiryStatus(
        app.db,
        request.params.reference,
        request.body.status,
        app.clock(),
        staffAccessOf(request),
      ),
    }),
  });
}
