import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  appointments,
  grievanceNumberSequence,
  grievances,
  notificationPreferences,
  pharmacyOrders,
  staffRoles,
  users,
} from '../../db/schema';

/** The grievances queries (docs/decisions/0066). */

export type GrievanceRow = typeof grievances.$inferSelect;

/**
 * Saves a grievance with the next reference of the year, GRV-<year>-NNNNNN, numbered by one sequence in the
 * same statement (two patients filing at once never get the same number; the reference is unique too).
 */
export async function insertGrievance(
  db: Database,
  year: number,
  row: Omit<typeof grievances.$inferInsert, 'reference'>,
): Promise<GrievanceRow> {
  const prefix = `GRV-${String(Math.trunc(year))}-`;
  const [saved] = await db
    .insert(grievances)
    .values({
      ...row,
      reference: sql.raw(
        `'${prefix}' || lpad(nextval('${grievanceNumberSequence.seqName ?? 'grievance_number_seq'}')::text, 6, '0')`,
      ),
    })
    .returning();
  if (!saved) throw new Error('grievance not saved');
  return saved;
}

export async function openCountOf(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(grievances)
    .where(and(eq(grievances.userId, userId), eq(grievances.state, 'open')));
  return row?.n ?? 0;
}

export async function grievancesOf(db: Database, userId: number): Promise<GrievanceRow[]> {
  return db
    .select()
    .from(grievances)
    .where(eq(grievances.userId, userId))
    .orderBy(desc(grievances.filedAt), desc(grievances.id));
}

/** Whether the patient has this consultation / this order. */
export async function ownsAppointment(db: Database, userId: number, no: string): Promise<boolean> {
  const rows = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.appointmentNo, no), eq(appointments.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

export async function ownsOrder(db: Database, userId: number, no: string): Promise<boolean> {
  const rows = await db
    .select({ id: pharmacyOrders.id })
    .from(pharmacyOrders)
    .where(and(eq(pharmacyOrders.orderNo, no), eq(pharmacyOrders.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/** The inbox: open first, then answered, then closed; within each, what is due first. */
export async function inbox(
  db: Database,
  state: 'open' | 'answered' | 'closed' | undefined,
): Promise<GrievanceRow[]> {
  return db
    .select()
    .from(grievances)
    .where(state ? eq(grievances.state, state) : undefined)
    .orderBy(
      sql`case ${grievances.state} when 'open' then 0 when 'answered' then 1 else 2 end`,
      asc(grievances.dueAt),
      asc(grievances.id),
    )
    .limit(500);
}

export interface GrievanceWithPeople extends GrievanceRow {
  patientName: string;
  mobile: string;
  answeredByName: string | null;
}

export async function grievanceByReference(
  db: Database,
  reference: string,
): Promise<GrievanceWithPeople | null> {
  const [row] = await db
    .select({
      g: grievances,
      patientName: users.name,
      mobile: users.mobile,
      answeredByName: sql<
        string | null
      >`(select name from users s where s.id = ${grievances.answeredBy})`,
    })
    .from(grievances)
    .innerJoin(users, eq(users.id, grievances.userId))
    .where(eq(grievances.reference, reference))
    .limit(1);
  if (!row) return null;
  return {
    ...row.g,
    patientName: row.patientName,
    mobile: row.mobile,
    answeredByName: row.answeredByName,
  };
}

/** Answers a grievance that is not closed (a guarded update: false when it was closed meanwhile). */
export async function saveAnswer(
  db: Database,
  id: number,
  answer: string,
  by: number,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(grievances)
    .set({ answer, answeredAt: at, answeredBy: by, state: 'answered' })
    .where(and(eq(grievances.id, id), inArray(grievances.state, ['open', 'answered'])))
    .returning({ id: grievances.id });
  return rows.length > 0;
}

/** Closes an answered grievance, once (false when it was not answered or closed already). */
export async function closeGrievance(
  db: Database,
  id: number,
  by: number,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(grievances)
    .set({ state: 'closed', closedAt: at, closedBy: by })
    .where(and(eq(grievances.id, id), eq(grievances.state, 'answered')))
    .returning({ id: grievances.id });
  return rows.length > 0;
}

/** Marks every open grievance past its due time as escalated, once; returns the ones marked now. */
export async function escalateOverdue(db: Database, now: Date): Promise<GrievanceRow[]> {
  return db
    .update(grievances)
    .set({ escalatedAt: now })
    .where(
      and(eq(grievances.state, 'open'), lt(grievances.dueAt, now), isNull(grievances.escalatedAt)),
    )
    .returning();
}

/** The active admins and their mobiles (whom an escalation is texted to). */
export async function activeAdmins(db: Database): Promise<{ id: number; mobile: string }[]> {
  return db
    .select({ id: users.id, mobile: users.mobile })
    .from(staffRoles)
    .innerJoin(users, eq(users.id, staffRoles.userId))
    .where(and(eq(staffRoles.role, 'admin'), isNull(users.disabledAt)))
    .orderBy(asc(users.id));
}

/** A patient's messages language (their notification preference; English when none). */
export async function languageOf(db: Database, userId: number): Promise<'en' | 'hi'> {
  const [row] = await db
    .select({ language: notificationPreferences.language })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId))
    .limit(1);
  return row?.language === 'hi' ? 'hi' : 'en';
}
