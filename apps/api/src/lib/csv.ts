/**
 * A small CSV reader and writer (RFC 4180) for the operator's imports and exports (docs/decisions/0058): fields
 * in double quotes may hold commas, quotes (doubled) and line breaks; lines end in CRLF or LF; a UTF-8 byte
 * order mark (what spreadsheets write) is dropped. The reader keeps each record's line in the file, so a
 * problem can be reported where a person will look for it.
 */

/** One record of a file: its cells and the line (1-based) it starts on. */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/** Why a file could not be read, and where. */
export class CsvError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
    this.name = 'CsvError';
  }
}

/**
 * Reads a CSV text into records. Blank lines (no cell, no quote) are skipped. A quote inside an unquoted
 * field is kept as it is (spreadsheets write `5" bandage`); text after a closing quote, or a quote never
 * closed, is a `CsvError` with its line.
 */
export function parseCsv(text: string): CsvRecord[] {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  const n = src.length;
  let i = 0;
  let line = 1;
  while (i < n) {
    const startLine = line;
    const cells: string[] = [];
    let blank = true;
    // One record: cells until an unquoted line break or the end.
    for (;;) {
      let cell = '';
      if (src.charCodeAt(i) === 34 /* " */) {
        blank = false;
        i += 1;
        const openedOn = line;
        for (;;) {
          const q = src.indexOf('"', i);
          if (q < 0) throw new CsvError('A quoted field is never closed.', openedOn);
          const piece = src.slice(i, q);
          line += countBreaks(piece);
          cell += piece;
          if (src.charCodeAt(q + 1) === 34) {
            cell += '"';
            i = q + 2;
            continue;
          }
          i = q + 1;
          break;
        }
        const c = src.charCodeAt(i);
        if (i < n && c !== 44 && c !== 10 && c !== 13)
          throw new CsvError('Text follows a closing quote; double a quote inside quotes.', line);
      } else {
        let j = i;
        while (j < n) {
          const c = src.charCodeAt(j);
          if (c === 44 || c === 10 || c === 13) break;
          j += 1;
        }
        cell = src.slice(i, j);
        if (cell !== '') blank = false;
        i = j;
      }
      cells.push(cell);
      if (i < n && src.charCodeAt(i) === 44) {
        blank = false;
        i += 1;
        continue;
      }
      break;
    }
    // The line break ending the record: CRLF, LF or a lone CR.
    if (i < n) {
      if (src.charCodeAt(i) === 13) i += 1;
      if (i < n && src.charCodeAt(i) === 10) i += 1;
      line += 1;
    }
    if (!blank) records.push({ line: startLine, cells });
  }
  return records;
}

function countBreaks(text: string): number {
  let count = 0;
  for (let k = 0; k < text.length; k += 1) {
    const c = text.charCodeAt(k);
    if (c === 10) count += 1;
    else if (c === 13 && text.charCodeAt(k + 1) !== 10) count += 1;
  }
  return count;
}

/**
 * One cell as a CSV field: quoted when it holds a comma, a quote or a line break (quotes doubled). With
 * `neutralise` a text starting with =, +, -, @ or a tab gets a leading apostrophe, so a spreadsheet does not
 * run it as a formula; a plain number (`-100.00`) is not a formula and stays as it is.
 */
export function csvField(value: unknown, options: { neutralise?: boolean } = {}): string {
  if (value === null || value === undefined) return '';
  let s = String(value);
  if (options.neutralise && /^[=+\-@\t\r]/.test(s) && !/^-?\d+(\.\d+)?$/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

/** One CSV line without its line break, formulas neutralised (the money exports, docs/decisions/0059). */
export function csvLine(fields: readonly unknown[]): string {
  return fields.map((v) => csvField(v, { neutralise: true })).join(',');
}

/** Rows as CSV text: CRLF after every line (RFC 4180), no byte order mark. */
export function writeCsv(
  rows: readonly (readonly unknown[])[],
  options: { neutralise?: boolean } = {},
): string {
  let out = '';
  for (const row of rows) out += `${row.map((v) => csvField(v, options)).join(',')}\r\n`;
  return out;
}
