/** At most this many hospitals side by side: three columns still fit a phone held sideways. */
export const COMPARE_MAX = 3;

/** The refusal, with `{max}` for the screen's `t` (docs/decisions/0017). */
export const COMPARE_LIMIT_TEXT =
  'You can compare up to {max} hospitals. Untick one to add another.';
export const COMPARE_LIMIT_MESSAGE = COMPARE_LIMIT_TEXT.replace('{max}', String(COMPARE_MAX));

export interface CompareResult {
  selected: readonly string[];
  /** Set when the toggle was refused. */
  refused?: string;
}

/** Ticks or unticks `key`; a tick beyond COMPARE_MAX is refused and the selection stays as it was. */
export function toggleCompare(selected: readonly string[], key: string): CompareResult {
  if (selected.includes(key)) return { selected: selected.filter((k) => k !== key) };
  if (selected.length >= COMPARE_MAX) return { selected, refused: COMPARE_LIMIT_MESSAGE };
  return { selected: [...selected, key] };
}
