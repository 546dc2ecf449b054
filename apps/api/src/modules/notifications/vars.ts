import { formatIndiaDate, formatRupees, minutesToDisplay } from '@medibridge/contract';
import { MAX_VAR_LENGTH } from './kinds';

/**
 * The producers of template variables: each returns at most 30 characters whatever it is given (DLT's
 * limit), so a long name, a large amount or a long reason shortens instead of failing the message.
 */

/** At most 30 characters: cut at the last space that fits, with '…' when anything was cut. */
export function clip(value: string, max = MAX_VAR_LENGTH): string {
  const text = value.replace(/\s+/g, ' ').trim();
  const chars = [...text];
  if (chars.length <= max) return text;
  const head = chars.slice(0, max - 1).join('');
  const space = head.lastIndexOf(' ');
  return `${(space > max / 2 ? head.slice(0, space) : head).trimEnd()}…`;
}

/** The first name, for a greeting ('Patient'/'मरीज़' when there is none). */
export function firstName(name: string | null | undefined, language: 'en' | 'hi'): string {
  const first = (name ?? '').trim().split(/\s+/)[0] ?? '';
  return first ? clip(first) : language === 'hi' ? 'मरीज़' : 'Patient';
}

/** '29 Nov 2026' (or its Hindi form) for a YYYY-MM-DD date or an instant. */
export function dateVar(value: string | Date, language: 'en' | 'hi'): string {
  return clip(formatIndiaDate(value, language));
}

/** '10:30 am' for minutes from midnight. */
export function timeVar(minutes: number): string {
  return minutesToDisplay(minutes);
}

/** '₹509.15' for paise; 30 characters hold up to ₹999 crore and more. */
export function amountVar(paise: number): string {
  return clip(formatRupees(paise / 100));
}

/** An appointment, order or enquiry number (short codes; clipped for safety). */
export function refVar(code: string): string {
  return clip(code);
}
