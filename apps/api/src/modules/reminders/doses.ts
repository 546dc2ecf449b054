/**
 * Dose times from an e-prescription's free-text frequency and duration, as the doctor's desk writes them
 * ("twice a day", "BD", "1-0-1", "every 8 hours"; "5 days", "2 weeks", "1 month"). Times are India time,
 * inside 08:00–21:00 so a dose reminder never falls in the quiet hours (docs/decisions/0050). What cannot be
 * read gets no reminders rather than wrong ones.
 */

/** Minutes after midnight (India time) of each dose, by doses a day. */
const TIMES_BY_COUNT: Record<number, number[]> = {
  1: [9 * 60],
  2: [9 * 60, 20 * 60],
  3: [9 * 60, 14 * 60, 20 * 60],
  4: [8 * 60, 12 * 60, 16 * 60, 20 * 60],
};
/** Morning, afternoon, night for the "1-0-1" notation. */
const SLOT_TIMES = [9 * 60, 14 * 60, 20 * 60];
const BEDTIME = 20 * 60 + 30;
/** The longest course reminded of; longer prescriptions are reminded of for this many days. */
export const MAX_REMINDER_DAYS = 90;

const WORD_COUNTS: Record<string, number> = {
  once: 1,
  one: 1,
  twice: 2,
  two: 2,
  thrice: 3,
  three: 3,
  four: 4,
};

/** Dose times (minutes after midnight, India time) for a frequency, or null when it cannot be read. */
export function doseMinutes(frequency: string): number[] | null {
  const f = frequency.trim().toLowerCase().replace(/\s+/g, ' ');
  const pattern = /^([01])\s*-\s*([01])\s*-\s*([01])$/.exec(f);
  if (pattern) {
    const times = SLOT_TIMES.filter((_, i) => pattern[i + 1] === '1');
    return times.length ? times : null;
  }
  if (/\b(od|qd|daily|every day|once)\b/.test(f) && !/\b(twice|thrice|times)\b/.test(f))
    return TIMES_BY_COUNT[1] ?? null;
  if (/\b(bd|bid)\b/.test(f)) return TIMES_BY_COUNT[2] ?? null;
  if (/\b(tds|tid)\b/.test(f)) return TIMES_BY_COUNT[3] ?? null;
  if (/\b(qid|qds)\b/.test(f)) return TIMES_BY_COUNT[4] ?? null;
  if (/\b(hs|at bedtime|at night|bedtime)\b/.test(f)) return [BEDTIME];
  const every = /every (\d{1,2}) ?(?:hours|hrs|hr|h)\b/.exec(f);
  if (every) {
    const hours = Number(every[1]);
    const perDay = hours > 0 ? Math.floor(24 / hours) : 0;
    return TIMES_BY_COUNT[perDay] ?? null;
  }
  const counted =
    /\b(\d|once|one|twice|two|thrice|three|four)\b(?: times?)?(?: a| per| in a)? day\b/.exec(f);
  if (counted) {
    const word = counted[1] ?? '';
    const n = /^\d$/.test(word) ? Number(word) : WORD_COUNTS[word];
    return n === undefined ? null : (TIMES_BY_COUNT[n] ?? null);
  }
  if (/\b(twice|thrice)\b/.test(f)) return TIMES_BY_COUNT[f.includes('twice') ? 2 : 3] ?? null;
  return null;
}

/** Days a duration lasts ("5 days", "1 week", "2 weeks", "1 month"), capped; null when it cannot be read. */
export function durationDays(duration: string): number | null {
  const d = duration.trim().toLowerCase();
  const m = /^(\d{1,3})\s*(day|days|d|week|weeks|wk|wks|w|month|months|mo)\b/.exec(d);
  if (!m) return null;
  const n = Number(m[1]);
  const unit = m[2] ?? '';
  const days = unit.startsWith('w') ? n * 7 : unit.startsWith('m') ? n * 30 : n;
  if (days < 1) return null;
  return Math.min(days, MAX_REMINDER_DAYS);
}

/** "08:00" for minutes after midnight. */
export function clockText(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * The instants of every dose: each dose time of each day from the prescription's India date (day 1) for
 * `days` days, only those after `now`.
 */
export function doseInstants(
  startDate: string,
  minutes: readonly number[],
  days: number,
  now: Date,
): Date[] {
  const out: Date[] = [];
  const base = new Date(`${startDate}T00:00:00+05:30`).getTime();
  for (let day = 0; day < days; day += 1)
    for (const m of minutes) {
      const at = new Date(base + day * 86_400_000 + m * 60_000);
      if (at.getTime() > now.getTime()) out.push(at);
    }
  return out;
}
