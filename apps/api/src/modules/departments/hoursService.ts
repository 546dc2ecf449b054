import {
  type AffectedBooking,
  DEPARTMENT_ADMIN_MESSAGES as M,
  type OperatorDepartment,
  type WeeklyHours,
  checkWeeklyHours,
  indiaDate,
  slotsOfHours,
} from '@medibridge/contract';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import { type AuditActor, recordAudit } from '../../lib/audit';
import {
  type AppointmentRow,
  afterClinicCancel,
  bookingsToCancel,
  cancelByClinicInTx,
  expireHoldsInTx,
  holdsToExpire,
} from '../appointments';
import {
  type DepartmentRecord,
  type ScheduleRecord,
  deactivateSchedules,
  insertSchedules,
  listActiveSchedules,
  lockDepartment,
  setCapacity,
} from './repository';
import { type DepartmentDeps, operatorDepartment } from './service';
import { affectedOut, hoursOfSlots, hoursSummary } from './view';

/**
 * A department's weekly hours (docs/decisions/0057): the rules generate its slots. A slot that still matches
 * (weekday, start and end) keeps its id, and its seats follow the new capacity; the others are switched off,
 * never deleted (bookings point at them); new ones get new ids. Bookings in a switched-off slot from today on
 * are what the operator confirms to cancel.
 */

/** 422 with the words of every problem of the hours, by field. */
function checked(hours: WeeklyHours): WeeklyHours {
  const problems = checkWeeklyHours(hours);
  const first = problems[0];
  if (first)
    throw new HttpError(
      422,
      first.message,
      Object.fromEntries(problems.map((p) => [p.path, p.message])),
    );
  return hours;
}

interface HoursPlan {
  keep: ScheduleRecord[];
  drop: ScheduleRecord[];
  add: { weekday: number; startMinute: number; endMinute: number }[];
}

/** What the new hours do to the department's active slots. */
function planOf(current: readonly ScheduleRecord[], hours: WeeklyHours): HoursPlan {
  const key = (s: { weekday: number; startMinute: number; endMinute: number }) =>
    `${String(s.weekday)}:${String(s.startMinute)}:${String(s.endMinute)}`;
  const wanted = new Map(slotsOfHours(hours).map((s) => [key(s), s]));
  const keep: ScheduleRecord[] = [];
  const drop: ScheduleRecord[] = [];
  for (const slot of current) {
    if (wanted.delete(key(slot))) keep.push(slot);
    else drop.push(slot);
  }
  return { keep, drop, add: [...wanted.values()] };
}

async function planFor(
  db: Database,
  department: DepartmentRecord | null,
  hours: WeeklyHours,
  now: Date,
): Promise<{
  plan: HoursPlan;
  current: ScheduleRecord[];
  affected: AppointmentRow[];
  holds: AppointmentRow[];
}> {
  if (!department) throw new HttpError(404, M.departmentUnknown);
  if (!department.hasSchedule) throw new HttpError(409, M.noSchedule);
  const current = await listActiveSchedules(db, [department.id]);
  const plan = planOf(current, checked(hours));
  const where = { scheduleIds: plan.drop.map((s) => s.id), fromDate: indiaDate(now) };
  // Holds first, then paid bookings: one paid in between is in one list or the other (0065).
  const holds = await holdsToExpire(db, department.id, where, now);
  const affected = await bookingsToCancel(db, department.id, where, now);
  return { plan, current, affected, holds };
}

/** The bookings the new hours would cancel; nothing is written. */
export async function previewHours(
  deps: DepartmentDeps,
  id: number,
  hours: WeeklyHours,
): Promise<AffectedBooking[]> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const { affected } = await planFor(tx, await lockDepartment(tx, id), hours, now);
    return affected.map(affectedOut);
  });
}

/**
 * Saves the hours under the department's lock: slots regenerated, and, when `confirm` is given after a
 * preview, the bookings outside them cancelled and refunded once and their patients texted. Without
 * `confirm`, bookings outside the new hours refuse the change (409) and nothing is written.
 */
export async function saveHours(
  deps: DepartmentDeps,
  actor: AuditActor,
  id: number,
  hours: WeeklyHours & { confirm?: boolean },
): Promise<{ department: OperatorDepartment; cancelled: AffectedBooking[] }> {
  const now = deps.clock();
  const cancelled = await deps.db.transaction(async (tx) => {
    const planned = await planFor(tx, await lockDepartment(tx, id), hours, now);
    const { plan, current, affected } = planned;
    if (affected.length > 0 && !hours.confirm) throw new HttpError(409, M.hoursBookingsNeedConfirm);
    await deactivateSchedules(
      tx,
      plan.drop.map((s) => s.id),
    );
    await insertSchedules(tx, id, hours.capacity, plan.add);
    await setCapacity(
      tx,
      plan.keep.filter((s) => s.capacity !== hours.capacity).map((s) => s.id),
      hours.capacity,
      indiaDate(now),
    );
    const paid = await cancelByClinicInTx(tx, deps, affected, now);
    // Unpaid bookings in the switched-off slots expire (docs/decisions/0065).
    const holds = await expireHoldsInTx(tx, deps, planned.holds, now);
    const done = [...paid, ...holds.cancelled];
    const before = hoursSummary(hoursOfSlots(current));
    const after = hoursSummary(
      hoursOfSlots(slotsOfHours(hours).map((s) => ({ ...s, capacity: hours.capacity }))),
    );
    if (before !== after || done.length > 0 || holds.expired.length > 0)
      await recordAudit(tx, actor, {
        action: 'department.hours',
        subjectType: 'department',
        subject: String(id),
        detail: `Weekly hours: ${String(plan.add.length)} slots added, ${String(plan.drop.length)} switched off, ${String(done.length)} bookings cancelled, ${String(holds.expired.length)} unpaid bookings expired.`,
        before: { hours: before },
        after: { hours: after },
        at: now,
      });
    for (const result of done)
      await recordAudit(tx, actor, {
        action: 'appointment.cancel_by_clinic',
        subjectType: 'appointment',
        subject: result.row.appointmentNo,
        detail: 'Outside the department’s new weekly hours; refunded.',
        before: { state: 'confirmed' },
        after: { state: 'cancelled' },
        at: now,
      });
    return done;
  });
  await afterClinicCancel(deps, cancelled);
  return {
    department: await operatorDepartment(deps.db, id, now),
    cancelled: cancelled.map((c) => affectedOut(c.row)),
  };
}
