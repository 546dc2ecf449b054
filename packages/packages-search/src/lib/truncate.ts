import { PACKAGE_DESCRIPTION_MAX, PACKAGE_NAME_MAX } from '@medibridge/contract';

/**
 * Cuts text to at most `max` characters (SPEC §9). A cut text ends in '…', which counts towards `max`, so
 * a card never grows past the limit. Whitespace runs are collapsed first.
 */
export function truncate(text: string | null | undefined, max: number): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  const chars = Array.from(clean);
  if (chars.length <= max) return clean;
  return `${chars
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}

/** A package name as lists and menus show it: at most 150 characters. */
export function packageName(name: string | null | undefined): string {
  return truncate(name, PACKAGE_NAME_MAX);
}

/** A package's short description on a list: at most 100 characters. */
export function packageDescription(text: string | null | undefined): string {
  return truncate(text, PACKAGE_DESCRIPTION_MAX);
}
