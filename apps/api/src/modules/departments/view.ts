import {
  type AffectedBooking,
  type DepartmentClosure,
  type OperatorDepartment,
  type WeeklyHours,
  minutesToClock,
  minutesToDisplay,
  paiseToRupees,
  toWireAmount,
} from '@medibridge/contract';
import type { AppointmentRow } from '../appointments';
import type { ClosureRecord, DepartmentRecord, ScheduleRecord } from './repository';

/** How the console reads departments (docs/decisions/0057): the hours are read back from the slots. */

/** Hours of a department with no slot yet: the editor starts from these. */
const NO_HOURS: WeeklyHours = { slot_minutes: 15, capacity: 1, ranges: [] };

/** The most frequent value of a list (the first of equals), or null for none. */
function mostFrequent(values: readonly number[]): number | null {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: number | null = null;
  for (const [v, n] of counts) if (best === null || n > (counts.get(best) ?? 0)) best = v;
  return best;
}

/**
 * A department's weekly hours read from its active slots: the slot length and seats most of them have, each
 * weekday's back-to-back slots merged into ranges, and weekdays with the same range gathered into one.
 */
export function hoursOfSlots(
  slots: readonly Pick<ScheduleRecord, 'weekday' | 'startMinute' | 'endMinute' | 'capacity'>[],
): WeeklyHours {
  if (slots.length === 0) return NO_HOURS;
  const slotMinutes = mostFrequent(slots.map((s) => s.endMinute - s.startMinute)) ?? 15;
  const capacity = mostFrequent(slots.map((s) => s.capacity)) ?? 1;
  const days = new Map<string, { start: number; end: number; days: number[] }>();
  const sorted = [...slots].sort((a, b) => a.weekday - b.weekday || a.startMinute - b.startMinute);
  const perDay: { weekday: number; start: number; end: number }[] = [];
  for (const slot of sorted) {
    const last = perDay[perDay.length - 1];
    if (last && last.weekday === slot.weekday && last.end === slot.startMinute)
      last.end = slot.endMinute;
    else perDay.push({ weekday: slot.weekday, start: slot.startMinute, end: slot.endMinute });
  }
  for (const range of perDay) {
    const key = `${String(range.start)}-${String(range.end)}`;
    const entry = days.get(key) ?? { start: range.start, end: range.end, days: [] };
    entry.days.push(range.weekday);
    days.set(key, entry);
  }
  return {
    slot_minutes: slotMinutes,
    capacity,
    ranges: [...days.values()]
      .sort((a, b) => a.start - b.start || (a.days[0] ?? 0) - (b.days[0] ?? 0))
      .map((r) => ({ days: r.days, start: minutesToClock(r.start), end: minutesToClock(r.end) })),
  };
}

export function closureOut(row: ClosureRecord): DepartmentClosure {
  return { id: row.id, from: row.fromDate, to: row.toDate, reason: row.reason };
}

export function departmentOut(
  row: DepartmentRecord,
  slots: readonly ScheduleRecord[],
  closures: readonly ClosureRecord[],
): OperatorDepartment {
  return {
    id: row.id,
    name: row.name,
    name_hi: row.nameHi ?? '',
    description: row.description,
    description_hi: row.descriptionHi ?? '',
    fee: paiseToRupees(row.feePaise),
    fee_discount_percent: row.feeDiscountPercent,
    active: row.active,
    sort_order: row.sortOrder,
    has_schedule: row.hasSchedule,
    hours: hoursOfSlots(slots),
    closures: closures.map(closureOut),
  };
}

/** A booking as the operator checks it before a closure or shorter hours cancel it. */
export function affectedOut(row: AppointmentRow): AffectedBooking {
  return {
    appointment_no: row.appointmentNo,
    date: row.slotDate ?? '',
    time: row.startMinute === null ? '' : minutesToDisplay(row.startMinute),
    patient_name: `${row.patientName} ${row.patientLastName}`.trim(),
    paid: toWireAmount(row.amountPaise + row.walletPaise),
  };
}

/** The audit's short form of weekly hours: "15 min × 2 seats; Mon,Tue 09:00–13:00; …". */
export function hoursSummary(hours: WeeklyHours): string {
  const short = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  const ranges = hours.ranges.map(
    (r) => `${r.days.map((d) => short[d] ?? '').join(',')} ${r.start}–${r.end}`,
  );
  return [`${String(hours.slot_minutes)} min × ${String(hours.capacity)} seats`, ...ranges].join(
    '; ',
  );
}
