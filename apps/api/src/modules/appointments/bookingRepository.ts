import { and, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appointmentFollowUps, appointments, departments, payments } from '../../db/schema';
import type { Language } from '@medibridge/contract';

/** Appointment rows. Every state change is a guarded update: it happens only from the states it names. */

export type AppointmentRow = typeof appointments.$inferSelect;
export type NewAppointment = typeof appointments.$inferInsert;

export async function insertAppointment(
  tx: Database,
  row: NewAppointment,
): Promise<AppointmentRow> {
  const rows = await tx.insert(appointments).values(row).returning();
  return rows[0] as AppointmentRow;
}

export async function findAppointment(db: Database, id: number): Promise<AppointmentRow | null> {
  const rows = await db.select().from(appointments).where(eq(appointments.id, id)).limit(1);
  return rows[0] ?? null;
}

export interface AppointmentView extends AppointmentRow {
  departmentName: string;
  /** Hindi beside the English (decision 0042); null when the department has none. */
  departmentNameHi: string | null;
  paymentReference: string | null;
  /** The document of the patient's follow-up, when they sent one. */
  followUpKey: string | null;
}

/** An appointment with its department's name, newest payment reference and follow-up document. */
const viewColumns = {
  appointment: appointments,
  departmentName: departments.name,
  departmentNameHi: departments.nameHi,
  paymentReference: sql<string | null>`(
    select ${payments.merchantOrderId} from ${payments}
    where ${payments.appointmentId} = ${appointments.id}
    order by ${payments.id} desc limit 1)`,
  followUpKey: sql<string | null>`(
    select ${appointmentFollowUps.documentKey} from ${appointmentFollowUps}
    where ${appointmentFollowUps.appointmentId} = ${appointments.id})`,
};

/** Rows selected with `viewColumns` as views. */
function toView(row: {
  appointment: AppointmentRow;
  departmentName: string;
  departmentNameHi: string | null;
  paymentReference: string | null;
  followUpKey: string | null;
}): AppointmentView {
  return {
    ...row.appointment,
    departmentName: row.departmentName,
    departmentNameHi: row.departmentNameHi,
    paymentReference: row.paymentReference,
    followUpKey: row.followUpKey,
  };
}

/** One of a user's appointments by number, with its department's name and newest payment reference. */
export async function findUserAppointment(
  db: Database,
  userId: number,
  appointmentNo: string,
): Promise<AppointmentView | null> {
  const rows = await db
    .select(viewColumns)
    .from(appointments)
    .innerJoin(departments, eq(departments.id, appointments.departmentId))
    .where(and(eq(appointments.userId, userId), eq(appointments.appointmentNo, appointmentNo)))
    .limit(1);
  const row = rows[0];
  return row ? toView(row) : null;
}

/**
 * Moves an appointment from one of `from` to `to`, setting `extra` too. The row when this call made the move;
 * null when it was not in one of `from` (another request moved it first).
 */
export async function moveAppointment(
  tx: Database,
  id: number,
  from: readonly string[],
  to: string,
  extra: Partial<NewAppointment> = {},
  /** Only when the hold ran out before this instant (expiry: a retry may have renewed it meanwhile). */
  holdBefore?: Date,
): Promise<AppointmentRow | null> {
  const rows = await tx
    .update(appointments)
    .set({ ...extra, state: to })
    .where(
      and(
        eq(appointments.id, id),
        inArray(appointments.state, [...from]),
        holdBefore ? lt(appointments.holdExpiresAt, holdBefore) : undefined,
      ),
    )
    .returning();
  return rows[0] ?? null;
}

/**
 * Marks the seat given back, once: true only for the call that flipped `seat_held` (so the slot counter is
 * decremented exactly once per claim).
 */
export async function dropSeat(tx: Database, id: number): Promise<AppointmentRow | null> {
  const rows = await tx
    .update(appointments)
    .set({ seatHeld: false })
    .where(and(eq(appointments.id, id), eq(appointments.seatHeld, true)))
    .returning();
  return rows[0] ?? null;
}

/** Marks a seat as held again (a retried payment re-claimed it). */
export async function takeSeat(tx: Database, id: number): Promise<boolean> {
  const rows = await tx
    .update(appointments)
    .set({ seatHeld: true })
    .where(and(eq(appointments.id, id), eq(appointments.seatHeld, false)))
    .returning({ id: appointments.id });
  return rows.length === 1;
}

/** Bookings whose hold ran out while waiting for a payment, oldest first. */
export async function listExpiredHolds(
  db: Database,
  now: Date,
  limit: number,
): Promise<AppointmentRow[]> {
  return db
    .select()
    .from(appointments)
    .where(
      and(
        inArray(appointments.state, ['pending_payment', 'payment_failed']),
        lt(appointments.holdExpiresAt, now),
      ),
    )
    .orderBy(appointments.holdExpiresAt)
    .limit(limit);
}

/** A department's name (for texts and e-prescriptions), or '' when there is none. */
export async function departmentName(
  db: Database,
  id: number,
  language: Language = 'en',
): Promise<string> {
  const rows = await db
    .select({ name: departments.name, nameHi: departments.nameHi })
    .from(departments)
    .where(eq(departments.id, id))
    .limit(1);
  return (language === 'hi' && rows[0]?.nameHi) || (rows[0]?.name ?? '');
}

/** A user's appointments in the given states, newest first, with department names and payment references. */
export async function listUserAppointments(
  db: Database,
  userId: number,
  states: readonly string[],
): Promise<AppointmentView[]> {
  const rows = await db
    .select(viewColumns)
    .from(appointments)
    .innerJoin(departments, eq(departments.id, appointments.departmentId))
    .where(and(eq(appointments.userId, userId), inArray(appointments.state, [...states])))
    .orderBy(sql`${appointments.createdAt} desc`, sql`${appointments.id} desc`)
    .limit(200);
  return rows.map(toView);
}

/** One of a user's appointments by its row id. */
export async function findUserAppointmentById(
  db: Database,
  userId: number,
  id: number,
): Promise<AppointmentRow | null> {
  const rows = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.userId, userId), eq(appointments.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

/** Any appointment by number (staff). */
export async function findAppointmentByNo(
  db: Database,
  appointmentNo: string,
): Promise<AppointmentRow | null> {
  const rows = await db
    .select()
    .from(appointments)
    .where(eq(appointments.appointmentNo, appointmentNo))
    .limit(1);
  return rows[0] ?? null;
}

/** An appointment's number by its row id, or null. */
export async function appointmentNoById(db: Database, id: number): Promise<string | null> {
  const rows = await db
    .select({ no: appointments.appointmentNo })
    .from(appointments)
    .where(eq(appointments.id, id))
    .limit(1);
  return rows[0]?.no ?? null;
}

/** A consultation with a doctor's prescription file, as the pharmacy's Rx orders read it. */
export interface PrescribedRow {
  id: number;
  appointmentNo: string;
  departmentName: string;
  /** When it was booked. */
  date: Date;
  slotDate: string | null;
  prescriptionKey: string | null;
}

/** The patient's 20 newest completed or followed-up consultations that have a doctor's prescription file. */
export async function listPrescribedRows(db: Database, userId: number): Promise<PrescribedRow[]> {
  return db
    .select({
      id: appointments.id,
      appointmentNo: appointments.appointmentNo,
      departmentName: departments.name,
      date: appointments.createdAt,
      slotDate: appointments.slotDate,
      prescriptionKey: appointments.doctorPrescriptionKey,
    })
    .from(appointments)
    .innerJoin(departments, eq(departments.id, appointments.departmentId))
    .where(
      and(
        eq(appointments.userId, userId),
        isNotNull(appointments.doctorPrescriptionKey),
        inArray(appointments.state, ['completed', 'followed_up']),
      ),
    )
    .orderBy(desc(appointments.createdAt))
    .limit(20);
}

/**
 * Sets the consultation's serving doctor only while it has none, as one conditional update (the row lock
 * orders two doctors claiming at once). Whether this call set it.
 */
export async function setServingDoctorIfNone(
  db: Database,
  appointmentId: number,
  doctorId: number,
): Promise<boolean> {
  const won = await db
    .update(appointments)
    .set({ servingDoctorId: doctorId })
    .where(and(eq(appointments.id, appointmentId), isNull(appointments.servingDoctorId)))
    .returning({ id: appointments.id });
  return won.length === 1;
}

/** The consultation's serving doctor: null when none, undefined when there is no such appointment. */
export async function servingDoctorOf(
  db: Database,
  appointmentId: number,
): Promise<number | null | undefined> {
  const rows = await db
    .select({ servingDoctorId: appointments.servingDoctorId })
    .from(appointments)
    .where(eq(appointments.id, appointmentId))
    .limit(1);
  return rows[0]?.servingDoctorId;
}
