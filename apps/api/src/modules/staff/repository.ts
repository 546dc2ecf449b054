import type { AuditQuery } from '@medibridge/contract';
import { type SQL, and, asc, count, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  appointmentDocuments,
  appointmentFollowUps,
  appointments,
  auditLog,
  departments,
  ePrescriptions,
  users,
} from '../../db/schema';
import { escapeLike } from '../../lib/escapeLike';
import { typedMobileDigits } from '../../lib/typedSearch';

/** Queries of the staff module: the audit log, the doctor's desk, e-prescriptions. */

export type AuditRow = typeof auditLog.$inferSelect & { userName: string | null };

/** India midnight of a `yyyy-mm-dd` date as an instant. */
const indiaMidnight = (day: string): Date => new Date(`${day}T00:00:00+05:30`);

export async function auditPage(
  db: Database,
  q: AuditQuery,
): Promise<{ rows: AuditRow[]; total: number }> {
  const where: SQL[] = [];
  if (q.action) where.push(eq(auditLog.action, q.action));
  if (q.subject_type) where.push(eq(auditLog.subjectType, q.subject_type));
  if (q.subject) where.push(eq(auditLog.subject, q.subject));
  if (q.user_id) where.push(eq(auditLog.userId, q.user_id));
  if (q.from) where.push(gte(auditLog.createdAt, indiaMidnight(q.from)));
  if (q.to)
    where.push(lt(auditLog.createdAt, new Date(indiaMidnight(q.to).getTime() + 86_400_000)));
  const filter = where.length ? and(...where) : undefined;
  const rows = await db
    .select({
      id: auditLog.id,
      userId: auditLog.userId,
      role: auditLog.role,
      action: auditLog.action,
      subjectType: auditLog.subjectType,
      subject: auditLog.subject,
      detail: auditLog.detail,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
      userName: users.name,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(filter)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  const totals = await db.select({ n: count() }).from(auditLog).where(filter);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

export interface DeskRow {
  id: number;
  appointmentNo: string;
  departmentId: number;
  departmentName: string;
  slotDate: string | null;
  startMinute: number | null;
  mode: string;
  state: string;
  patientName: string;
  patientLastName: string;
  patientMobile: string;
  patientDetails: Record<string, string | number | null>;
  symptoms: string;
  prescriptionKey: string | null;
  /** The name of the doctor serving it, once one joined its call or wrote its prescription. */
  servingDoctorName: string | null;
  companionName: string | null;
  companionRelationship: string | null;
}

const servingDoctors = alias(users, 'serving_doctors');

/**
 * Paid consultations between two India days (or from a day on when `to` is null), of one department or all,
 * in slot order. Consultations booked without a slot have no day: they show with a dated range while
 * confirmed (the doctor's queue for today). With `followUps`, instead: the completed consultations whose
 * patient sent a follow-up not yet answered, oldest follow-up first, whatever their day.
 */
/**
 * A desk search: the appointment number or the patient's name contains the text (any case), or the patient's
 * mobile holds the digits typed. The other conditions (state, dates, department) bound the rows it reads.
 */
function deskSearch(text: string): SQL | undefined {
  const typed = text.trim();
  if (typed === '') return undefined;
  const like = `%${escapeLike(typed)}%`;
  const digits = typedMobileDigits(typed);
  return or(
    sql`${appointments.appointmentNo} ilike ${like}`,
    sql`(${appointments.patientName} || ' ' || ${appointments.patientLastName}) ilike ${like}`,
    digits === null ? undefined : sql`${appointments.patientMobile} like ${`%${digits}%`}`,
  );
}

export async function deskPage(
  db: Database,
  filter: {
    from: string;
    to: string | null;
    followUps?: boolean;
    departmentId: number | null;
    /** The patient's name or mobile, or the appointment number, contains it ('' for none). */
    search?: string;
    page: number;
    perPage: number;
  },
): Promise<{ rows: DeskRow[]; total: number }> {
  const followUpAt = sql`(select f.created_at from ${appointmentFollowUps} f where f.appointment_id = ${appointments.id})`;
  const dated = filter.to
    ? sql`${appointments.slotDate} between ${filter.from} and ${filter.to}`
    : sql`${appointments.slotDate} >= ${filter.from}`;
  const when = filter.to
    ? sql`(${dated} or (${appointments.slotDate} is null and ${appointments.state} = 'confirmed'))`
    : dated;
  const where = and(
    filter.followUps
      ? and(eq(appointments.state, 'completed'), sql`${followUpAt} is not null`)
      : and(
          inArray(appointments.state, ['confirmed', 'completed', 'followed_up', 'no_show']),
          when,
        ),
    filter.departmentId === null ? undefined : eq(appointments.departmentId, filter.departmentId),
    deskSearch(filter.search ?? ''),
  );
  const rows = await db
    .select({
      id: appointments.id,
      appointmentNo: appointments.appointmentNo,
      departmentId: appointments.departmentId,
      departmentName: departments.name,
      slotDate: appointments.slotDate,
      startMinute: appointments.startMinute,
      mode: appointments.mode,
      state: appointments.state,
      patientName: appointments.patientName,
      patientLastName: appointments.patientLastName,
      patientMobile: appointments.patientMobile,
      patientDetails: appointments.patientDetails,
      symptoms: appointments.symptoms,
      prescriptionKey: appointments.prescriptionKey,
      servingDoctorName: servingDoctors.name,
      companionName: appointments.companionName,
      companionRelationship: appointments.companionRelationship,
    })
    .from(appointments)
    .innerJoin(departments, eq(departments.id, appointments.departmentId))
    .leftJoin(servingDoctors, eq(servingDoctors.id, appointments.servingDoctorId))
    .where(where)
    .orderBy(
      ...(filter.followUps
        ? [sql`${followUpAt} asc`, asc(appointments.id)]
        : [
            sql`${appointments.slotDate} asc nulls first`,
            asc(appointments.startMinute),
            asc(appointments.id),
          ]),
    )
    .limit(filter.perPage)
    .offset((filter.page - 1) * filter.perPage);
  const totals = await db.select({ n: count() }).from(appointments).where(where);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

/** The patients' follow-ups of the appointments given (one at most each). */
export async function followUpsOf(
  db: Database,
  appointmentIds: readonly number[],
): Promise<(typeof appointmentFollowUps.$inferSelect)[]> {
  if (!appointmentIds.length) return [];
  return db
    .select()
    .from(appointmentFollowUps)
    .where(inArray(appointmentFollowUps.appointmentId, [...appointmentIds]));
}

export async function documentsOf(
  db: Database,
  appointmentIds: readonly number[],
): Promise<(typeof appointmentDocuments.$inferSelect)[]> {
  if (!appointmentIds.length) return [];
  return db
    .select()
    .from(appointmentDocuments)
    .where(inArray(appointmentDocuments.appointmentId, [...appointmentIds]))
    .orderBy(asc(appointmentDocuments.id));
}

export type EPrescriptionRow = typeof ePrescriptions.$inferSelect;

export async function insertEPrescription(
  tx: Database,
  row: typeof ePrescriptions.$inferInsert,
): Promise<void> {
  await tx.insert(ePrescriptions).values(row);
}

/** The latest e-prescription of each appointment given. */
export async function latestEPrescriptions(
  db: Database,
  appointmentIds: readonly number[],
): Promise<Map<number, EPrescriptionRow>> {
  const out = new Map<number, EPrescriptionRow>();
  if (!appointmentIds.length) return out;
  const rows = await db
    .select()
    .from(ePrescriptions)
    .where(inArray(ePrescriptions.appointmentId, [...appointmentIds]))
    .orderBy(asc(ePrescriptions.id));
  for (const row of rows) out.set(row.appointmentId, row);
  return out;
}

/** The patient's own appointment with the e-prescriptions issued for it (newest last), or null. */
export async function ownEPrescriptions(
  db: Database,
  userId: number,
  appointmentNo: string,
): Promise<EPrescriptionRow[] | null> {
  const found = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.userId, userId), eq(appointments.appointmentNo, appointmentNo)))
    .limit(1);
  const appointment = found[0];
  if (!appointment) return null;
  return db
    .select()
    .from(ePrescriptions)
    .where(eq(ePrescriptions.appointmentId, appointment.id))
    .orderBy(asc(ePrescriptions.id));
}
