import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  appointmentSlots,
  departmentClosures,
  departmentIdSequence,
  departmentSchedules,
  departments,
  scheduleIdSequence,
} from '../../db/schema';

/** The operator's department, schedule and closure queries (docs/decisions/0057). Queries only. */

export type DepartmentRecord = typeof departments.$inferSelect;
export type DepartmentFields = Omit<typeof departments.$inferInsert, 'id'>;
export type ScheduleRecord = typeof departmentSchedules.$inferSelect;
export type ClosureRecord = typeof departmentClosures.$inferSelect;

/** Every department, active or not, in the booking screens' order. */
export async function listAllDepartments(db: Database): Promise<DepartmentRecord[]> {
  return db.select().from(departments).orderBy(asc(departments.sortOrder), asc(departments.id));
}

/** A department by id, locked for the rest of the transaction (edits, hours and closures queue on it). */
export async function lockDepartment(db: Database, id: number): Promise<DepartmentRecord | null> {
  const rows = await db.select().from(departments).where(eq(departments.id, id)).for('update');
  return rows[0] ?? null;
}

export async function findDepartmentById(
  db: Database,
  id: number,
): Promise<DepartmentRecord | null> {
  const rows = await db.select().from(departments).where(eq(departments.id, id)).limit(1);
  return rows[0] ?? null;
}

/** A new department under the next operator id. */
export async function insertDepartment(
  db: Database,
  fields: DepartmentFields,
): Promise<DepartmentRecord> {
  const rows = await db
    .insert(departments)
    .values({ ...fields, id: sql.raw(`nextval('${departmentIdSequence.seqName}')`) })
    .returning();
  return rows[0] as DepartmentRecord;
}

export async function updateDepartment(
  db: Database,
  id: number,
  fields: Partial<DepartmentFields>,
): Promise<DepartmentRecord> {
  const rows = await db.update(departments).set(fields).where(eq(departments.id, id)).returning();
  return rows[0] as DepartmentRecord;
}

/** The active weekly slots of some departments (all when `ids` is omitted), by weekday and start. */
export async function listActiveSchedules(
  db: Database,
  ids?: readonly number[],
): Promise<ScheduleRecord[]> {
  return db
    .select()
    .from(departmentSchedules)
    .where(
      and(
        eq(departmentSchedules.active, true),
        ids ? inArray(departmentSchedules.departmentId, [...ids]) : undefined,
      ),
    )
    .orderBy(
      asc(departmentSchedules.departmentId),
      asc(departmentSchedules.weekday),
      asc(departmentSchedules.startMinute),
    );
}

/** Switches slots off: kept (bookings point at them), never offered again. */
export async function deactivateSchedules(db: Database, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(departmentSchedules)
    .set({ active: false })
    .where(inArray(departmentSchedules.id, [...ids]));
}

/** New slots of a department, each under the next operator schedule id. */
export async function insertSchedules(
  db: Database,
  departmentId: number,
  capacity: number,
  slots: readonly { weekday: number; startMinute: number; endMinute: number }[],
): Promise<void> {
  if (slots.length === 0) return;
  await db.insert(departmentSchedules).values(
    slots.map((slot) => ({
      id: sql.raw(`nextval('${scheduleIdSequence.seqName}')`),
      departmentId,
      weekday: slot.weekday,
      startMinute: slot.startMinute,
      endMinute: slot.endMinute,
      capacity,
      active: true,
    })),
  );
}

/**
 * Sets the seats of kept slots, and of their dates already claimed from `fromDate` on: never below the seats
 * booked (those bookings stand; the slot just takes no more).
 */
export async function setCapacity(
  db: Database,
  ids: readonly number[],
  capacity: number,
  fromDate: string,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(departmentSchedules)
    .set({ capacity })
    .where(inArray(departmentSchedules.id, [...ids]));
  await db
    .update(appointmentSlots)
    .set({ capacity: sql`greatest(${capacity}, ${appointmentSlots.booked})` })
    .where(
      and(inArray(appointmentSlots.scheduleId, [...ids]), gte(appointmentSlots.slotDate, fromDate)),
    );
}

/** Closures ending on or after `fromDate` (of some departments, or all), by department and first day. */
export async function listClosuresFrom(
  db: Database,
  fromDate: string,
  departmentId?: number,
): Promise<ClosureRecord[]> {
  return db
    .select()
    .from(departmentClosures)
    .where(
      and(
        gte(departmentClosures.toDate, fromDate),
        departmentId === undefined ? undefined : eq(departmentClosures.departmentId, departmentId),
      ),
    )
    .orderBy(asc(departmentClosures.departmentId), asc(departmentClosures.fromDate));
}

/** A closure of the department overlapping [from, to], or null. */
export async function findOverlappingClosure(
  db: Database,
  departmentId: number,
  from: string,
  to: string,
): Promise<ClosureRecord | null> {
  const rows = await db
    .select()
    .from(departmentClosures)
    .where(
      and(
        eq(departmentClosures.departmentId, departmentId),
        lte(departmentClosures.fromDate, to),
        gte(departmentClosures.toDate, from),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function insertClosure(
  db: Database,
  row: typeof departmentClosures.$inferInsert,
): Promise<ClosureRecord> {
  const rows = await db.insert(departmentClosures).values(row).returning();
  return rows[0] as ClosureRecord;
}

/** Deletes a closure of the department; the row deleted, or null when there was none. */
export async function deleteClosure(
  db: Database,
  departmentId: number,
  closureId: number,
): Promise<ClosureRecord | null> {
  const rows = await db
    .delete(departmentClosures)
    .where(
      and(eq(departmentClosures.id, closureId), eq(departmentClosures.departmentId, departmentId)),
    )
    .returning();
  return rows[0] ?? null;
}
