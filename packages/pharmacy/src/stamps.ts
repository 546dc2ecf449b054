import { formatIndiaDate, formatIndiaTime, type Language } from '@medibridge/contract';

/** The server stamps orders and their events 'YYYY-MM-DD HH:MM' in India time (contract `indiaDateTime`). */
const STAMP = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2})$/;

/** '04:30 pm' for 16:30, as contract's formatIndiaTime writes an instant (no need for its appointment rules). */
function clockTime(hours: number, minutes: number): string {
  const h = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(h).padStart(2, '0')}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}

/**
 * When an order or one of its steps happened, for people: '25 Nov 2026, 04:30 pm' (India time whatever the
 * device's zone; Hindi month names in Hindi). An instant in another format is read as such.
 */
export function showStamp(value: string, language: Language, withTime = false): string {
  const [, day, hours, minutes] = STAMP.exec(value) ?? [];
  if (day !== undefined) {
    const date = formatIndiaDate(day, language);
    return withTime ? `${date}, ${clockTime(Number(hours), Number(minutes))}` : date;
  }
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return value;
  return withTime
    ? `${formatIndiaDate(at, language)}, ${formatIndiaTime(at)}`
    : formatIndiaDate(at, language);
}
