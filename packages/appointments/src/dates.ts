import {
  formatIndiaDate,
  indiaNoon,
  indiaWeekday,
  type DayOption,
  type Language,
} from '@medibridge/contract';

/** True for a YYYY-MM-DD date (what the server sends and the drafts keep). */
function isDate(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
}

/** The date strip's days in the app's language (the server names them in English). */
export function localDays(days: readonly DayOption[], language: Language): DayOption[] {
  if (language === 'en') return [...days];
  return days.map((d) =>
    isDate(d.date)
      ? {
          date: d.date,
          day: indiaWeekday(indiaNoon(d.date), language),
          label: formatIndiaDate(d.date, language),
        }
      : d,
  );
}

/** '25 Nov 2026' for a YYYY-MM-DD date in the app's language; other text as it is. */
export function showDate(value: string | null | undefined, language: Language): string {
  if (!value) return '';
  return isDate(value) ? formatIndiaDate(value, language) : value;
}

/** The weekday of a YYYY-MM-DD date in the app's language, else `fallback` (the server's word). */
export function showDay(
  date: string | null | undefined,
  fallback: string | null | undefined,
  language: Language,
): string {
  if (language !== 'en' && isDate(date)) return indiaWeekday(indiaNoon(date), language);
  return fallback ?? '';
}
