import {
  GRIEVANCE_ANSWER_DAYS,
  GRIEVANCE_MESSAGES,
  GRIEVANCE_OPEN_MAX,
  indiaDate,
  type Grievance,
  type GrievanceCategory,
  type GrievanceFileRequest,
  type GrievanceState,
  type StaffGrievance,
  type StaffGrievanceRow,
} from '@medibridge/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, RequestValidationError } from '../../errors';
import { recordAudit } from '../../lib/audit';
import { recordStaffRead } from '../../lib/securityLog';
import type { StaffAccess } from '../../plugins/staffAccess';
import { dateVar, refVar } from '../notifications';
import {
  type GrievanceRow,
  type GrievanceWithPeople,
  activeAdmins,
  closeGrievance,
  escalateOverdue,
  grievanceByReference,
  grievancesOf,
  inbox,
  insertGrievance,
  languageOf,
  openCountOf,
  ownsAppointment,
  ownsOrder,
  saveAnswer,
} from './repository';

/** The rules of grievances (docs/decisions/0066). */

const DAY_MS = 86_400_000;

/** The due instant: the end (India time) of the day GRIEVANCE_ANSWER_DAYS after filing. */
export function dueAtFor(filedAt: Date): Date {
  const day = indiaDate(new Date(filedAt.getTime() + GRIEVANCE_ANSWER_DAYS * DAY_MS));
  return new Date(new Date(`${day}T00:00:00+05:30`).getTime() + DAY_MS - 1);
}

const iso = (d: Date | null): string | null => d?.toISOString() ?? null;

function toWire(row: GrievanceRow): Grievance {
  return {
    reference: row.reference,
    category: row.category as GrievanceCategory,
    appointment_no: row.appointmentNo,
    order_no: row.orderNo,
    description: row.description,
    state: row.state as GrievanceState,
    filed_at: row.filedAt.toISOString(),
    due_on: indiaDate(row.dueAt),
    answer: row.answer,
    answered_at: iso(row.answeredAt),
    closed_at: iso(row.closedAt),
  };
}

function toStaffRow(row: GrievanceRow, now: Date): StaffGrievanceRow {
  return {
    reference: row.reference,
    category: row.category as GrievanceCategory,
    state: row.state as GrievanceState,
    filed_at: row.filedAt.toISOString(),
    due_on: indiaDate(row.dueAt),
    overdue: row.state === 'open' && row.dueAt < now,
    escalated_at: iso(row.escalatedAt),
  };
}

function toStaff(row: GrievanceWithPeople, now: Date): StaffGrievance {
  return {
    ...toStaffRow(row, now),
    user_id: row.userId,
    patient_name: row.patientName,
    mobile: row.mobile,
    appointment_no: row.appointmentNo,
    order_no: row.orderNo,
    description: row.description,
    answer: row.answer,
    answered_at: iso(row.answeredAt),
    answered_by: row.answeredByName,
    closed_at: iso(row.closedAt),
  };
}

export async function myGrievances(app: FastifyInstance, userId: number): Promise<Grievance[]> {
  return (await grievancesOf(app.db, userId)).map(toWire);
}

/** Files a grievance: checks the linked consultation or order is the patient's, saves it, texts the reference. */
export async function fileGrievance(
  app: FastifyInstance,
  user: { id: number; mobile: string },
  body: GrievanceFileRequest,
): Promise<Grievance> {
  const appointmentNo = body.appointment_no ?? null;
  const orderNo = body.order_no ?? null;
  if (appointmentNo && !(await ownsAppointment(app.db, user.id, appointmentNo)))
    throw new RequestValidationError('body', {
      appointment_no: GRIEVANCE_MESSAGES.notYourAppointment,
    });
  if (orderNo && !(await ownsOrder(app.db, user.id, orderNo)))
    throw new RequestValidationError('body', { order_no: GRIEVANCE_MESSAGES.notYourOrder });
  if ((await openCountOf(app.db, user.id)) >= GRIEVANCE_OPEN_MAX)
    throw new HttpError(429, GRIEVANCE_MESSAGES.tooMany);
  const now = app.clock();
  const row = await insertGrievance(app.db, Number(indiaDate(now).slice(0, 4)), {
    userId: user.id,
    category: body.category,
    appointmentNo,
    orderNo,
    description: body.description.trim(),
    state: 'open',
    filedAt: now,
    dueAt: dueAtFor(now),
  });
  const language = await languageOf(app.db, user.id);
  await app.notify.send({
    kind: 'grievance_received',
    to: { mobile: user.mobile, patientId: user.id, language },
    vars: { ref: refVar(row.reference), date: dateVar(indiaDate(row.dueAt), language) },
    key: `grievance_received:${row.reference}`,
    urgent: true,
  });
  return toWire(row);
}

export async function staffInbox(
  app: FastifyInstance,
  request: FastifyRequest,
  staff: StaffAccess,
  state: GrievanceState | undefined,
): Promise<StaffGrievanceRow[]> {
  const now = app.clock();
  const rows = await inbox(app.db, state);
  await recordStaffRead(app.db, staff, {
    userId: null,
    subject: 'grievances',
    detail: `Grievances inbox (${state ?? 'all'}): ${String(rows.length)} listed, without their texts.`,
    ip: request.ip,
    at: now,
  });
  return rows.map((r) => toStaffRow(r, now));
}

async function found(app: FastifyInstance, reference: string): Promise<GrievanceWithPeople> {
  const row = await grievanceByReference(app.db, reference);
  if (!row) throw new HttpError(404, GRIEVANCE_MESSAGES.unknown);
  return row;
}

/** Staff open one grievance: a staff read in the security log, every time. */
export async function staffOpen(
  app: FastifyInstance,
  request: FastifyRequest,
  staff: StaffAccess,
  reference: string,
): Promise<StaffGrievance> {
  const row = await found(app, reference);
  const now = app.clock();
  await recordStaffRead(app.db, staff, {
    userId: row.userId,
    subject: row.reference,
    detail: 'Grievance: the patient, their mobile and what they wrote.',
    ip: request.ip,
    at: now,
  });
  return toStaff(row, now);
}

/** Staff answer: saved (audited) and texted to the patient once per answer. */
export async function staffAnswer(
  app: FastifyInstance,
  staff: StaffAccess,
  reference: string,
  answer: string,
): Promise<StaffGrievance> {
  const row = await found(app, reference);
  const now = app.clock();
  const saved = await app.db.transaction(async (tx) => {
    if (!(await saveAnswer(tx, row.id, answer.trim(), staff.userId, now))) return false;
    await recordAudit(
      tx,
      { userId: staff.userId, acting: staff.acting },
      {
        action: 'grievance.answer',
        subjectType: 'grievance',
        subject: row.reference,
        detail: row.answer ? 'Answer changed.' : 'Answered.',
        at: now,
      },
    );
    return true;
  });
  if (!saved) throw new HttpError(409, GRIEVANCE_MESSAGES.alreadyClosed);
  const language = await languageOf(app.db, row.userId);
  await app.notify.send({
    kind: 'grievance_answered',
    to: { mobile: row.mobile, patientId: row.userId, language },
    vars: { ref: refVar(row.reference) },
    key: `grievance_answered:${row.reference}:${String(now.getTime())}`,
  });
  return toStaff(await found(app, reference), now);
}

export async function staffClose(
  app: FastifyInstance,
  staff: StaffAccess,
  reference: string,
): Promise<StaffGrievance> {
  const row = await found(app, reference);
  if (row.state === 'closed') throw new HttpError(409, GRIEVANCE_MESSAGES.alreadyClosed);
  if (row.state === 'open') throw new HttpError(409, GRIEVANCE_MESSAGES.answerFirst);
  const now = app.clock();
  const closed = await app.db.transaction(async (tx) => {
    if (!(await closeGrievance(tx, row.id, staff.userId, now))) return false;
    await recordAudit(
      tx,
      { userId: staff.userId, acting: staff.acting },
      { action: 'grievance.close', subjectType: 'grievance', subject: row.reference, at: now },
    );
    return true;
  });
  if (!closed) throw new HttpError(409, GRIEVANCE_MESSAGES.alreadyClosed);
  return toStaff(await found(app, reference), now);
}

/**
 * The escalation job's work: every open grievance past its due time is marked escalated (once, by a guarded
 * update, so two replicas never both mark it) and each active admin is texted about it.
 */
export async function escalate(app: FastifyInstance): Promise<string[]> {
  const now = app.clock();
  const marked = await escalateOverdue(app.db, now);
  if (marked.length === 0) return [];
  const admins = await activeAdmins(app.db);
  for (const g of marked)
    for (const admin of admins)
      await app.notify.send({
        kind: 'grievance_escalated',
        to: { mobile: admin.mobile, patientId: null, language: 'en' },
        vars: { ref: refVar(g.reference), date: dateVar(indiaDate(g.dueAt), 'en') },
        key: `grievance_escalated:${g.reference}:${String(admin.id)}`,
      });
  return marked.map((g) => g.reference);
}
