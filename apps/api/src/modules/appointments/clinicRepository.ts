import { and, asc, between, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appointments, departmentClosures, departments } from '../../db/schema';
import type { AppointmentRow } from './bookingRepository';
import { findSchedule } from './repository';

/** Bookings the operator's closures and hours touch (docs/decisions/0057). Queries only. */

/** Which confirmed bookings of a department: those on a range of dates, or in some slots from a date on. */
export type BookedWhere =
  { from: string; to: string } | { scheduleIds: readonly number[]; fromDate: string };

/** Bookings of a department in one of `states` (confirmed by default) with a slot matching `where`, by date and time. */
export async function listConfirmedBookings(
  db: Database,
  departmentId: number,
  where: BookedWhere,
  states: readonly string[] = ['confirmed'],
): Promise<AppointmentRow[]> {
  if ('scheduleIds' in where && where.scheduleIds.length === 0) return [];
  return db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.departmentId, departmentId),
        inArray(appointments.state, [...states]),
        'from' in where
          ? between(appointments.slotDate, where.from, where.to)
          : and(
              inArray(appointments.scheduleId, [...where.scheduleIds]),
              gte(appointments.slotDate, where.fromDate),
            ),
      ),
    )
    .orderBy(asc(appointments.slotDate), asc(appointments.startMinute), asc(appointments.id));
}

/** Whether a department is closed on a date (a closure covers it). */
export async function isClosedOn(
  db: Database,
  departmentId: number,
  date: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: departmentClosures.id })
    .from(departmentClosures)
    .where(
      and(
        eq(departmentClosures.departmentId, departmentId),
        sql`${date}::date between ${departmentClosures.fromDate} and ${departmentClosures.toDate}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * In a booking's transaction: a share lock on its department's row. A closure or new hours take the row for
 * update, so a booking written at the same time waits for them (and then sees the closure), or they wait for
 * it (and then see its hold) — docs/decisions/0065.
 */
export async function lockDepartmentForBooking(tx: Database, departmentId: number): Promise<void> {
  await tx
    .select({ id: departments.id })
    .from(departments)
    .where(eq(departments.id, departmentId))
    .for('share');
}

/** Whether a booking's slot is still offered: its date not closed, its slot not switched off (0065). */
export async function slotStillOffered(tx: Database, row: AppointmentRow): Promise<boolean> {
  if (!row.slotDate || row.scheduleId === null) return true;
  if (await isClosedOn(tx, row.departmentId, row.slotDate)) return false;
  return (await findSchedule(tx, row.scheduleId)) !== null;
}
