import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  appointmentSlots,
  departmentClosures,
  departmentSchedules,
  departments,
} from '../../db/schema';

/** Department and slot queries of the appointments module. Queries only; rules live in service.ts. */

export interface DepartmentRow {
  id: number;
  name: string;
  /** Hindi beside the English (decision 0042); null when the row has none. */
  nameHi: string | null;
  description: string;
  descriptionHi: string | null;
  feePaise: number;
  feeDiscountPercent: number;
  hasSchedule: boolean;
}

const departmentColumns = {
  id: departments.id,
  name: departments.name,
  nameHi: departments.nameHi,
  description: departments.description,
  descriptionHi: departments.descriptionHi,
  feePaise: departments.feePaise,
  feeDiscountPercent: departments.feeDiscountPercent,
  hasSchedule: departments.hasSchedule,
};

/** Active departments, in the seed's order. */
export async function listDepartments(db: Database): Promise<DepartmentRow[]> {
  return db
    .select(departmentColumns)
    .from(departments)
    .where(eq(departments.active, true))
    .orderBy(asc(departments.sortOrder), asc(departments.id));
}

/** An active department by id, or null. */
export async function findDepartment(db: Database, id: number): Promise<DepartmentRow | null> {
  const rows = await db
    .select(departmentColumns)
    .from(departments)
    .where(and(eq(departments.id, id), eq(departments.active, true)))
    .limit(1);
  return rows[0] ?? null;
}

/** A weekly schedule row as the module reads it. */
export type ScheduleRow = Omit<typeof departmentSchedules.$inferSelect, 'active'>;

const scheduleColumns = {
  id: departmentSchedules.id,
  departmentId: departmentSchedules.departmentId,
  weekday: departmentSchedules.weekday,
  startMinute: departmentSchedules.startMinute,
  endMinute: departmentSchedules.endMinute,
  capacity: departmentSchedules.capacity,
};

/** Every active weekly schedule of active departments, by department, weekday and time. */
export async function listSchedules(db: Database): Promise<ScheduleRow[]> {
  return db
    .select(scheduleColumns)
    .from(departmentSchedules)
    .innerJoin(departments, eq(departments.id, departmentSchedules.departmentId))
    .where(and(eq(departmentSchedules.active, true), eq(departments.active, true)))
    .orderBy(
      asc(departments.sortOrder),
      asc(departmentSchedules.weekday),
      asc(departmentSchedules.startMinute),
    );
}

export interface DaySlotRow extends ScheduleRow {
  /** Seats already claimed on that date (0 when nobody has booked yet). */
  booked: number;
}

/**
 * A weekday's schedules of active departments (or of one), with the seats taken on `date`; none of a department
 * closed on that date (docs/decisions/0057).
 */
export async function listDaySlots(
  db: Database,
  date: string,
  weekday: number,
  departmentId?: number,
): Promise<DaySlotRow[]> {
  return db
    .select({
      ...scheduleColumns,
      booked: sql<number>`coalesce(${appointmentSlots.booked}, 0)::int`,
      capacity: sql<number>`coalesce(${appointmentSlots.capacity}, ${departmentSchedules.capacity})::int`,
    })
    .from(departmentSchedules)
    .innerJoin(departments, eq(departments.id, departmentSchedules.departmentId))
    .leftJoin(
      appointmentSlots,
      and(
        eq(appointmentSlots.scheduleId, departmentSchedules.id),
        eq(appointmentSlots.slotDate, date),
      ),
    )
    .where(
      and(
        eq(departmentSchedules.weekday, weekday),
        eq(departmentSchedules.active, true),
        eq(departments.active, true),
        departmentId === undefined ? undefined : eq(departmentSchedules.departmentId, departmentId),
        sql`not exists (select 1 from ${departmentClosures} where ${departmentClosures.departmentId} = ${departmentSchedules.departmentId} and ${date}::date between ${departmentClosures.fromDate} and ${departmentClosures.toDate})`,
      ),
    )
    .orderBy(
      asc(departmentSchedules.startMinute),
      asc(departments.sortOrder),
      asc(departmentSchedules.id),
    );
}

/** An active schedule by id, or null. */
export async function findSchedule(db: Database, id: number): Promise<ScheduleRow | null> {
  const rows = await db
    .select(scheduleColumns)
    .from(departmentSchedules)
    .where(and(eq(departmentSchedules.id, id), eq(departmentSchedules.active, true)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Claims one seat of a schedule on a date in one statement: the first claim creates the row with the
 * schedule's capacity, later ones increment `booked` only while it is below capacity. Under concurrency the
 * database serialises the increments on the row, so exactly `capacity` claims succeed. True when a seat was
 * taken.
 */
export async function claimSeat(db: Database, scheduleId: number, date: string): Promise<boolean> {
  const rows = await db
    .insert(appointmentSlots)
    .values({
      scheduleId,
      slotDate: date,
      capacity: sql`(select ${departmentSchedules.capacity} from ${departmentSchedules} where ${departmentSchedules.id} = ${scheduleId})`,
      booked: 1,
    })
    .onConflictDoUpdate({
      target: [appointmentSlots.scheduleId, appointmentSlots.slotDate],
      set: { booked: sql`${appointmentSlots.booked} + 1` },
      setWhere: sql`${appointmentSlots.booked} < ${appointmentSlots.capacity}`,
    })
    .returning({ booked: appointmentSlots.booked });
  return rows.length === 1;
}

/** Gives back one seat (a hold that expired, a failed payment, a cancellation). True when one was held. */
export async function releaseSeat(
  db: Database,
  scheduleId: number,
  date: string,
): Promise<boolean> {
  const rows = await db
    .update(appointmentSlots)
    .set({ booked: sql`${appointmentSlots.booked} - 1` })
    .where(
      and(
        eq(appointmentSlots.scheduleId, scheduleId),
        eq(appointmentSlots.slotDate, date),
        sql`${appointmentSlots.booked} > 0`,
      ),
    )
    .returning({ booked: appointmentSlots.booked });
  return rows.length === 1;
}
