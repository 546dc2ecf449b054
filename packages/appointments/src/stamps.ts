import {
  formatIndiaDate,
  formatIndiaTime,
  minutesToDisplay,
  type Language,
} from '@medibridge/contract';

/** 'YYYY-MM-DD HH:MM', India time: how the server stamps records and wallet entries (contract indiaDateTime). */
const STAMP = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2})$/;

/** The date of a record's stamp ('25 Nov 2026'), India time. */
export function showStampDate(value: string, language: Language): string {
  const date = STAMP.exec(value)?.[1];
  if (date) return formatIndiaDate(date, language);
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? value : formatIndiaDate(at, language);
}

/** The time of a record's stamp ('04:30 pm'), India time. */
export function showStampTime(value: string): string {
  const stamp = STAMP.exec(value);
  if (stamp) return minutesToDisplay(Number(stamp[2]) * 60 + Number(stamp[3]));
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? '' : formatIndiaTime(at);
}
