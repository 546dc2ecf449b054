import {
  CALL_BACK_MAX_DAYS,
  STAFF_ENQUIRY_MESSAGES,
  indiaDateTime,
  parseCallBackTime,
  type EnquiryStatus,
  type StaffEnquiry,
  type StaffEnquiryCallBackBody,
  type StaffEnquiryNote,
  type StaffEnquiryNotesQuery,
  type StaffEnquiryQuery,
} from '@medibridge/contract';
import {
  staffEnquiryNotesQuerySchema,
  staffEnquiryQuerySchema,
} from '@medibridge/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { contractRoute } from '../../contractRoute';
import { HttpError, RequestValidationError } from '../../errors';
import { type AuditActor, recordAudit } from '../../lib/audit';
import { recordSecurityEvent } from '../../lib/securityLog';
import { staffAccessOf } from '../../plugins/staffAccess';
import {
  enquiriesInOrder,
  enquiryByReference,
  enquiryPage,
  insertNote,
  notesPage,
  updateCallBack,
  updateEnquiryStatus,
  type NoteRow,
  type StaffEnquiryRow,
} from './repository';

const NOT_FOUND = 'There is no enquiry with this reference.';

/** Largest CSV export, newest first. */
export const CSV_MAX_ROWS = 10_000;

function toWire(row: StaffEnquiryRow): StaffEnquiry {
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
    call_back_at: row.callBackAt ? row.callBackAt.toISOString() : null,
    notes_count: row.notesCount,
  };
}

function noteToWire(row: NoteRow): StaffEnquiryNote {
  return {
    id: row.id,
    note: row.body,
    author_id: row.userId,
    author_name: row.authorName,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listEnquiries(db: Database, q: StaffEnquiryQuery, now: Date) {
  const { rows, total } = await enquiryPage(db, q, now);
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
  'call_back_at',
  'notes_count',
];

/** One CSV cell (RFC 4180), neutralising spreadsheet formulas (a leading =, +, - or @ gets a quote). */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let s = String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

export async function enquiriesCsv(db: Database, q: StaffEnquiryQuery, now: Date): Promise<string> {
  const rows = await enquiriesInOrder(db, q, now, CSV_MAX_ROWS);
  const lines = [CSV_COLUMNS.join(',')];
  for (const row of rows.map(toWire)) lines.push(CSV_COLUMNS.map((c) => csvCell(row[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Moves an enquiry to a status (closing clears its call-back) and records who did it, in one transaction. */
export async function setEnquiryStatus(
  db: Database,
  reference: string,
  status: EnquiryStatus,
  now: Date,
  actor: AuditActor,
): Promise<StaffEnquiry> {
  const row = await db.transaction(async (tx) => {
    const updated = await updateEnquiryStatus(tx, reference, status, now);
    if (!updated) return null;
    await recordAudit(tx, actor, {
      action: 'enquiry.status',
      subjectType: 'enquiry',
      subject: reference,
      detail: updated.callBackCleared
        ? `Status set to ${status}; its call-back was cleared.`
        : `Status set to ${status}.`,
      at: now,
    });
    return enquiryByReference(tx, reference);
  });
  if (!row) throw new HttpError(404, NOT_FOUND);
  return toWire(row);
}

/** A note's opening words for the audit log. */
function excerpt(note: string): string {
  const flat = note.replace(/\s+/g, ' ');
  return flat.length > 120 ? `${flat.slice(0, 119)}…` : flat;
}

/** Adds a note (and its audit entry) in the caller's transaction. */
async function addNoteIn(
  tx: Database,
  enquiry: { id: number; reference: string },
  note: string,
  now: Date,
  actor: AuditActor,
): Promise<NoteRow> {
  const row = await insertNote(tx, {
    enquiryId: enquiry.id,
    userId: actor.userId,
    body: note,
    createdAt: now,
  });
  await recordAudit(tx, actor, {
    action: 'enquiry.note',
    subjectType: 'enquiry',
    subject: enquiry.reference,
    detail: `Note added: ${excerpt(note)}`,
    at: now,
  });
  return row;
}

/** A coordinator's note on an enquiry, recorded with who and when. */
export async function addEnquiryNote(
  db: Database,
  reference: string,
  note: string,
  now: Date,
  actor: AuditActor,
): Promise<StaffEnquiryNote> {
  const row = await db.transaction(async (tx) => {
    const enquiry = await enquiryByReference(tx, reference);
    return enquiry ? addNoteIn(tx, enquiry, note, now, actor) : null;
  });
  if (!row) throw new HttpError(404, NOT_FOUND);
  return noteToWire(row);
}

export async function listEnquiryNotes(db: Database, reference: string, q: StaffEnquiryNotesQuery) {
  const enquiry = await enquiryByReference(db, reference);
  if (!enquiry) throw new HttpError(404, NOT_FOUND);
  const { rows, total } = await notesPage(db, enquiry.id, q.page, q.per_page);
  return { data: rows.map(noteToWire), meta: { page: q.page, per_page: q.per_page, total } };
}

/**
 * The instant of a requested call-back, checked against the clock: in the future and within
 * CALL_BACK_MAX_DAYS (422 otherwise); null clears it.
 */
function callBackInstant(value: string | null, now: Date): Date | null {
  if (value === null) return null;
  const at = parseCallBackTime(value);
  const refuse = (message: string) => new RequestValidationError('body', { call_back_at: message });
  if (!at) throw refuse(STAFF_ENQUIRY_MESSAGES.callBackRequired);
  if (at.getTime() <= now.getTime()) throw refuse(STAFF_ENQUIRY_MESSAGES.callBackPast);
  if (at.getTime() > now.getTime() + CALL_BACK_MAX_DAYS * 86_400_000)
    throw refuse(STAFF_ENQUIRY_MESSAGES.callBackTooFar);
  return at;
}

/** Sets or clears an enquiry's call-back, with an optional note; each recorded with who and when. */
export async function setEnquiryCallBack(
  db: Database,
  reference: string,
  body: StaffEnquiryCallBackBody,
  now: Date,
  actor: AuditActor,
): Promise<StaffEnquiry> {
  const at = callBackInstant(body.call_back_at, now);
  const note = body.note?.trim() ?? '';
  const row = await db.transaction(async (tx) => {
    const enquiry = await enquiryByReference(tx, reference);
    if (!enquiry) return null;
    if (at && enquiry.status === 'closed')
      throw new HttpError(409, STAFF_ENQUIRY_MESSAGES.callBackClosed);
    await updateCallBack(tx, enquiry.id, at, now);
    await recordAudit(tx, actor, {
      action: 'enquiry.call_back',
      subjectType: 'enquiry',
      subject: reference,
      detail: at ? `Call-back set for ${indiaDateTime(at)} India time.` : 'Call-back cleared.',
      at: now,
    });
    if (note !== '') await addNoteIn(tx, enquiry, note, now, actor);
    return enquiryByReference(tx, reference);
  });
  if (!row) throw new HttpError(404, NOT_FOUND);
  return toWire(row);
}

/**
 * Staff API: list (paged, filtered, searched), CSV export, status, notes, call-back. The contract marks them
 * `staff` with the coordinator role, so contractRoute answers 401 without a login and 403 for a patient or
 * another role before any handler runs.
 */
export async function staffEnquiriesRoutes(app: FastifyInstance): Promise<void> {
  app.route<{ Querystring: StaffEnquiryQuery }>({
    ...contractRoute('staffEnquiryList'),
    schema: { querystring: staffEnquiryQuerySchema },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listEnquiries(app.db, request.query, app.clock());
    },
  });

  app.route<{ Querystring: StaffEnquiryQuery }>({
    ...contractRoute('staffEnquiryCsv'),
    schema: { querystring: staffEnquiryQuerySchema },
    handler: async (request, reply) => {
      const csv = await enquiriesCsv(app.db, request.query, app.clock());
      const access = staffAccessOf(request);
      await recordSecurityEvent(app.db, {
        kind: 'export',
        userId: null,
        actorId: access.userId,
        actorRole: access.acting,
        subject: 'enquiries.csv',
        detail: `Enquiries exported as CSV (${String(Math.max(0, csv.split('\n').length - 2))} rows).`,
        ip: request.ip,
        at: app.clock(),
      });
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

  const notesRoute = contractRoute('staffEnquiryNotes');
  app.route<{ Params: { reference: string }; Querystring: StaffEnquiryNotesQuery }>({
    ...notesRoute,
    schema: { ...notesRoute.schema, querystring: staffEnquiryNotesQuerySchema },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listEnquiryNotes(app.db, request.params.reference, request.query);
    },
  });

  app.route<{ Params: { reference: string }; Body: { note: string } }>({
    ...contractRoute('staffEnquiryNoteAdd'),
    handler: async (request) => ({
      data: await addEnquiryNote(
        app.db,
        request.params.reference,
        request.body.note,
        app.clock(),
        staffAccessOf(request),
      ),
    }),
  });

  app.route<{ Params: { reference: string }; Body: StaffEnquiryCallBackBody }>({
    ...contractRoute('staffEnquiryCallBack'),
    handler: async (request) => ({
      data: await setEnquiryCallBack(
        app.db,
        request.params.reference,
        request.body,
        app.clock(),
        staffAccessOf(request),
      ),
    }),
  });
}
