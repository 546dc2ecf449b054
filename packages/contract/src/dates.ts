import type { Language } from './language';

/** Dates, days and schedules are India time whatever the machine's zone (ARCHITECTURE §2). */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

/**
 * A formatter built on first use: building an Intl formatter costs a fresh browser page several
 * milliseconds (×4 on a mid-range phone), and most screens that import this module use one or two of them.
 */
function lazy(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= new Intl.DateTimeFormat(locale, options));
}

const ymd = lazy('en-CA', {
  timeZone: INDIA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const weekday = lazy('en-IN', { timeZone: INDIA_TIME_ZONE, weekday: 'long' });
const displayOptions: Intl.DateTimeFormatOptions = {
  timeZone: INDIA_TIME_ZONE,
  day: '2-digit',
  month: 'short',
  year: 'numeric',
};
/**
 * Display dates per language: English '21 Nov 2026'; Hindi keeps the same order and Latin digits (the
 * en-IN number rules) with Hindi month names, '21 नव॰ 2026'.
 */
const display = {
  en: lazy('en-IN', displayOptions),
  hi: lazy('hi-IN-u-nu-latn', displayOptions),
};
const hindiWeekday = lazy('hi-IN', {
  timeZone: INDIA_TIME_ZONE,
  weekday: 'long',
});
const displayTime = lazy('en-IN', {
  timeZone: INDIA_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});

/** The calendar date in India for an instant, as YYYY-MM-DD. */
export function indiaDate(at: Date = new Date()): string {
  return ymd().format(at);
}

/** The weekday name in India for an instant ('Monday'; 'सोमवार' in Hindi). */
export function indiaWeekday(at: Date, language: Language = 'en'): string {
  return (language === 'hi' ? hindiWeekday : weekday)().format(at);
}

/** Noon India time on a YYYY-MM-DD date: a safe instant for weekday and display formatting. */
export function indiaNoon(date: string): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new RangeError(`Not a date: ${date}`);
  return new Date(`${date}T12:00:00+05:30`);
}

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const at = indiaNoon(date);
  return indiaDate(new Date(at.getTime() + days * 86_400_000));
}

export interface DayOption {
  /** YYYY-MM-DD */
  date: string;
  /** 'Monday' */
  day: string;
  /** '21 Nov 2026' */
  label: string;
}

/** The next `count` days starting today in India, for the appointment date strip. */
export function nextDays(
  count = 7,
  now: Date = new Date(),
  language: Language = 'en',
): DayOption[] {
  const today = indiaDate(now);
  return Array.from({ length: count }, (_, i) => {
    const date = addDays(today, i);
    const noon = indiaNoon(date);
    return { date, day: indiaWeekday(noon, language), label: display[language]().format(noon) };
  });
}

/** '21 Nov 2026' for a YYYY-MM-DD date or an instant ('21 नव॰ 2026' in Hindi). */
export function formatIndiaDate(value: string | Date, language: Language = 'en'): string {
  const at =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? indiaNoon(value)
      : new Date(value);
  return display[language]().format(at);
}

/** '04:30 pm' India time for an instant. */
export function formatIndiaTime(value: string | Date): string {
  return displayTime().format(new Date(value));
}

const stamp = lazy('en-CA', {
  timeZone: INDIA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** 'YYYY-MM-DD HH:MM' India time for an instant: how records carry when something happened. */
export function indiaDateTime(at: Date): string {
  return stamp().format(at).replace(',', '');
}
