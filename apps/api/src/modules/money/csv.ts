/**
 * A CSV field written so a spreadsheet reads it back as it was (RFC 4180): quoted when it holds a comma, a
 * quote or a line break, quotes doubled; a field a spreadsheet would run as a formula (= + - @ at its start)
 * gets a leading apostrophe. Minimal on purpose: folds into apps/api/src/lib/csv.ts when that lands.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV line (without its line break). */
export function csvLine(fields: readonly string[]): string {
  return fields.map(csvField).join(',');
}
