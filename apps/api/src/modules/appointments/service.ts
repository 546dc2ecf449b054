import {
  APPOINTMENT_SERVER_MESSAGES,
  BOOKING_WINDOW_DAYS,
  type DaySlot,
  type Department,
  type OpenDay,
  type Schedule,
  SLOT_LEAD_MINUTES,
  addDays,
  indiaDate,
  indiaNoon,
  indiaWeekday,
  minutesToClock,
  nextDays,
  scheduleLabel,
  toWireAmount,
  type Language,
} from '@medibridge/contract';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import {
  type DepartmentRow,
  findDepartment,
  listDaySlots,
  listDepartments,
  listSchedules,
} from './repository';

/** Departments, the date strip and slots (SPEC §7 appointment reference calls), India time throughout. */

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function departmentOut(row: DepartmentRow, lang: Language): Department {
  const hi = lang === 'hi';
  return {
    id: row.id,
    name: (hi && row.nameHi) || row.name,
    fee: toWireAmount(row.feePaise),
    fee_discount_percent: row.feeDiscountPercent,
    description: (hi && row.descriptionHi) || row.description,
    has_schedule: row.hasSchedule,
  };
}

export async function departmentList(db: Database, lang: Language): Promise<Department[]> {
  return (await listDepartments(db)).map((row) => departmentOut(row, lang));
}

/** A department by id; 404 with words when there is none (or it is not taking appointments). */
export async function departmentRow(db: Database, id: number, lang: Language): Promise<Department> {
  const row = await findDepartment(db, id);
  if (!row) throw new HttpError(404, APPOINTMENT_SERVER_MESSAGES.departmentUnknown);
  return departmentOut(row, lang);
}

export async function scheduleList(db: Database): Promise<Schedule[]> {
  return (await listSchedules(db)).map((row) => ({
    id: row.id,
    department_id: row.departmentId,
    day: WEEKDAYS[row.weekday] ?? '',
    start_time: minutesToClock(row.startMinute),
    end_time: minutesToClock(row.endMinute),
    schedule: scheduleLabel(row.startMinute, row.endMinute),
    capacity: row.capacity,
  }));
}

/** Minutes since midnight India time of an instant. */
export function indiaMinutes(at: Date): number {
  const shifted = new Date(at.getTime() + 330 * 60_000);
  return shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
}

/** The weekday (0 = Sunday) of a YYYY-MM-DD date in India. */
export function weekdayOf(date: string): number {
  return WEEKDAYS.indexOf(indiaWeekday(indiaNoon(date)));
}

/** Whether `date` (YYYY-MM-DD) is a real calendar date within the booking window that starts today. */
export function inBookingWindow(date: string, now: Date): boolean {
  const today = indiaDate(now);
  const last = addDays(today, BOOKING_WINDOW_DAYS - 1);
  let noon: Date;
  try {
    noon = indiaNoon(date);
  } catch {
    return false;
  }
  return !Number.isNaN(noon.getTime()) && indiaDate(noon) === date && date >= today && date <= last;
}

/**
 * The slots open on a date: of today only those starting at least SLOT_LEAD_MINUTES from now, and none that
 * is full. 422 for a date outside the booking window; 404 for an unknown department; none for department 12.
 */
export async function daySlots(
  db: Database,
  now: Date,
  date: string,
  departmentId?: number,
): Promise<DaySlot[]> {
  if (!inBookingWindow(date, now))
    throw new HttpError(422, APPOINTMENT_SERVER_MESSAGES.dateOutsideWindow, {
      selected_date: APPOINTMENT_SERVER_MESSAGES.dateOutsideWindow,
    });
  if (departmentId !== undefined) {
    const department = await findDepartment(db, departmentId);
    if (!department) throw new HttpError(404, APPOINTMENT_SERVER_MESSAGES.departmentUnknown);
    if (!department.hasSchedule) return [];
  }
  return freeSlots(db, now, date, departmentId);
}

/**
 * The free slots of a date already checked against the window (and the department): the one rule for what
 * is offered, shared by the day schedule and the open days.
 */
async function freeSlots(
  db: Database,
  now: Date,
  date: string,
  departmentId?: number,
): Promise<DaySlot[]> {
  const weekday = weekdayOf(date);
  const earliest = date === indiaDate(now) ? indiaMinutes(now) + SLOT_LEAD_MINUTES : -1;
  const rows = await listDaySlots(db, date, weekday, departmentId);
  return rows
    .filter((row) => row.startMinute >= earliest && row.booked < row.capacity)
    .map((row) => ({
      id: row.id,
      department_id: row.departmentId,
      date,
      day: WEEKDAYS[weekday] ?? '',
      start_time: minutesToClock(row.startMinute),
      end_time: minutesToClock(row.endMinute),
      schedule: scheduleLabel(row.startMinute, row.endMinute),
      seats_left: row.capacity - row.booked,
    }));
}

/** The date strip: the booking window's days, today first. */
export function bookingDays(now: Date): ReturnType<typeof nextDays> {
  return nextDays(BOOKING_WINDOW_DAYS, now);
}

/**
 * Each day of the booking window, today first, and whether the department has a free time on it: a day is
 * open when the day schedule would offer at least one slot. 404 for an unknown department; every day is
 * closed for department 12, which is booked without a time.
 */
export async function openDays(db: Database, now: Date, departmentId: number): Promise<OpenDay[]> {
  const department = await findDepartment(db, departmentId);
  if (!department) throw new HttpError(404, APPOINTMENT_SERVER_MESSAGES.departmentUnknown);
  const days: OpenDay[] = [];
  for (const { date } of bookingDays(now)) {
    const open =
      department.hasSchedule && (await freeSlots(db, now, date, departmentId)).length > 0;
    days.push({ date, open });
  }
  return days;
}
