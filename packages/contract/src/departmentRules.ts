/**
 * The operator's rules for departments, weekly hours and closures (issue 32 §2, docs/decisions/0057), shared by
 * the console's form and the server (no zod): the limits, the words, and the check of a department's hours.
 */

/** Shortest and longest consultation slot, in minutes. */
export const SLOT_MINUTES_MIN = 5;
export const SLOT_MINUTES_MAX = 240;
/** Most seats (doctors) one slot offers. */
export const SLOT_CAPACITY_MAX = 50;
/** Most time ranges a department's week holds. */
export const HOURS_RANGES_MAX = 30;
/** Longest closure, in days (a doctor's long leave is a closure renewed, not a year at once). */
export const CLOSURE_DAYS_MAX = 366;
export const CLOSURE_REASON_MAX = 200;
export const DEPARTMENT_NAME_MAX = 100;
export const DEPARTMENT_DESCRIPTION_MAX = 500;
/** Highest fee a department may charge, in rupees. */
export const DEPARTMENT_FEE_MAX = 100_000;

/** The weekdays as the hours editor names them, Sunday first (0), as `department_schedules.weekday`. */
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export type WeekdayName = (typeof WEEKDAY_NAMES)[number];

/** One range of a department's week: the weekdays it applies to and its hours, 'hh:mm' India time. */
export interface HoursRange {
  days: number[];
  start: string;
  end: string;
}

/** A department's weekly hours: slot length, seats per slot and the ranges the slots fill. */
export interface WeeklyHours {
  slot_minutes: number;
  capacity: number;
  ranges: HoursRange[];
}

/** The words of the operator's department calls and screen (English; Hindi in hi.ts). */
export const DEPARTMENT_ADMIN_MESSAGES = {
  departmentUnknown: 'There is no department with this id.',
  saved: 'The department is saved.',
  created: 'The department is created.',
  hoursSaved: 'The weekly hours are saved.',
  closureSaved: 'The department is closed on those dates.',
  closureRemoved: 'The closure is removed: those dates offer slots again.',
  closureUnknown: 'There is no such closure for this department.',
  noSchedule: 'This department is booked without a time, so it has no weekly hours.',
  discountRange: 'The discount must be between 0 and 100 percent.',
  feeRange: 'The fee must be between ₹0 and ₹1,00,000.',
  endBeforeStart: 'The end time must be after the start time.',
  timeFormat: 'Write the time as hh:mm, for example 09:30.',
  noDays: 'Pick at least one day for each range.',
  slotLength: 'The slot length must be between 5 and 240 minutes.',
  capacity: 'Seats per slot must be between 1 and 50.',
  tooManyRanges: 'A week can hold at most 30 time ranges.',
  closureEndBeforeStart: 'The last closed day cannot be before the first.',
  closureInPast: 'A closure cannot start before today.',
  closureTooLong: 'A closure can be at most 366 days long.',
  reasonRequired: 'Say why the department is closed (the patients are told).',
  bookingsNeedConfirm:
    'Bookings fall on these dates. Look at them and confirm to cancel and refund them.',
  hoursBookingsNeedConfirm:
    'Bookings fall outside the new hours. Look at them and confirm to cancel and refund them.',
} as const;

/** 'hh:mm' (00:00–24:00) → minutes from midnight, or null when it is not such a time. */
export function clockToMinutes(value: string): number | null {
  const m = /^(\d{2}):(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (min > 59 || h > 24 || (h === 24 && min > 0)) return null;
  return h * 60 + min;
}

/**
 * A problem of a department's hours: where it is (`ranges.2.end`, `slot_minutes`), its words, and the same
 * words as a template with its values (`text`, `values`) for a screen to translate.
 */
export interface HoursProblem {
  path: string;
  message: string;
  text: string;
  values: Record<string, string>;
}

/** The templates of the hours' problems that name a range (English; a screen translates them). */
export const HOURS_PROBLEM_TEXTS = {
  uneven: '{range} is not a whole number of {minutes}-minute slots.',
  overlap: '{day}: {range} overlaps {other}.',
} as const;

function problem(path: string, text: string, values: Record<string, string> = {}): HoursProblem {
  const message = text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
  return { path, message, text, values };
}

/** '09:00–13:00' as the messages write a range. */
const rangeLabel = (start: string, end: string): string => `${start}–${end}`;

/**
 * Every problem of a department's weekly hours, in the order the form shows them: the slot length and seats;
 * each range's days and times (end after start, a whole number of slots); two ranges of one weekday that
 * overlap. An empty list means the hours generate their slots as written.
 */
export function checkWeeklyHours(hours: WeeklyHours): HoursProblem[] {
  const problems: HoursProblem[] = [];
  const slot = hours.slot_minutes;
  const slotOk = Number.isInteger(slot) && slot >= SLOT_MINUTES_MIN && slot <= SLOT_MINUTES_MAX;
  if (!slotOk) problems.push(problem('slot_minutes', DEPARTMENT_ADMIN_MESSAGES.slotLength));
  if (!Number.isInteger(hours.capacity) || hours.capacity < 1 || hours.capacity > SLOT_CAPACITY_MAX)
    problems.push(problem('capacity', DEPARTMENT_ADMIN_MESSAGES.capacity));
  if (hours.ranges.length > HOURS_RANGES_MAX)
    problems.push(problem('ranges', DEPARTMENT_ADMIN_MESSAGES.tooManyRanges));
  const byDay = new Map<number, { start: number; end: number; label: string }[]>();
  hours.ranges.forEach((range, i) => {
    const days = range.days.filter((d) => Number.isInteger(d) && d >= 0 && d <= 6);
    if (days.length === 0)
      problems.push(problem(`ranges.${String(i)}.days`, DEPARTMENT_ADMIN_MESSAGES.noDays));
    const start = clockToMinutes(range.start);
    const end = clockToMinutes(range.end);
    if (start === null || start >= 24 * 60)
      problems.push(problem(`ranges.${String(i)}.start`, DEPARTMENT_ADMIN_MESSAGES.timeFormat));
    if (end === null)
      problems.push(problem(`ranges.${String(i)}.end`, DEPARTMENT_ADMIN_MESSAGES.timeFormat));
    if (start === null || end === null || start >= 24 * 60) return;
    if (end <= start) {
      problems.push(problem(`ranges.${String(i)}.end`, DEPARTMENT_ADMIN_MESSAGES.endBeforeStart));
      return;
    }
    if (slotOk && (end - start) % slot !== 0)
      problems.push(
        problem(`ranges.${String(i)}.end`, HOURS_PROBLEM_TEXTS.uneven, {
          range: rangeLabel(range.start, range.end),
          minutes: String(slot),
        }),
      );
    let reported = false;
    for (const day of new Set(days)) {
      const list = byDay.get(day) ?? [];
      const clash = list.find((other) => start < other.end && other.start < end);
      // One overlap a range: its first weekday that clashes.
      if (clash && !reported) {
        reported = true;
        problems.push(
          problem(`ranges.${String(i)}.start`, HOURS_PROBLEM_TEXTS.overlap, {
            day: WEEKDAY_NAMES[day] ?? '',
            range: rangeLabel(range.start, range.end),
            other: clash.label,
          }),
        );
      }
      list.push({ start, end, label: rangeLabel(range.start, range.end) });
      byDay.set(day, list);
    }
  });
  return problems;
}

/** The slots a department's hours generate: one per weekday and start, each `slot_minutes` long. */
export function slotsOfHours(
  hours: WeeklyHours,
): { weekday: number; startMinute: number; endMinute: number }[] {
  const out: { weekday: number; startMinute: number; endMinute: number }[] = [];
  for (const range of hours.ranges) {
    const start = clockToMinutes(range.start) ?? 0;
    const end = clockToMinutes(range.end) ?? 0;
    for (const weekday of [...new Set(range.days)].sort((a, b) => a - b))
      for (let at = start; at + hours.slot_minutes <= end; at += hours.slot_minutes)
        out.push({ weekday, startMinute: at, endMinute: at + hours.slot_minutes });
  }
  return out.sort((a, b) => a.weekday - b.weekday || a.startMinute - b.startMinute);
}
