import {
  MEDICINE_ADMIN_MESSAGES as M,
  MEDICINE_IMPORT_MAX_PROBLEMS,
  MEDICINE_IMPORT_MAX_ROWS,
  type ImportProblem,
  type ImportReport,
} from '@medibridge/contract';
import { CsvError, parseCsv } from './csv';

/**
 * The first steps of every catalogue CSV import (docs/decisions/0058, 0064): read the file, check its first
 * line names known columns (in any order, each once, none of the required ones missing), and give each
 * further line as cells by column name with the formula guard of the export taken off. Every problem found is
 * listed with its line and column; the caller adds its own and checks rows against the contract's schemas.
 */

/** One line of the file: its line number and its cells by column name (trimmed). */
export interface SheetRow {
  line: number;
  cells: Record<string, string>;
}

export interface Sheet {
  rows: SheetRow[];
  /** The columns the file has (lower-case). */
  columns: string[];
  problems: ImportProblem[];
  /** How many lines after the first the file has (rows with a wrong field count are among them). */
  lineCount: number;
}

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['', 'no', 'n', 'false', '0']);

/** A yes/no cell as a boolean, or undefined when it is neither. */
export function yesNo(cell: string): boolean | undefined {
  const word = cell.toLowerCase();
  if (YES.has(word)) return true;
  if (NO.has(word)) return false;
  return undefined;
}

/** A cell as a number when it is written as one (so the schema's words apply to anything else). */
export function numberCell(cell: string): number | string | undefined {
  if (cell === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(cell) ? Number(cell) : cell;
}

/** A cell as written by a spreadsheet: a formula-guard apostrophe the export added is taken off. */
const cellText = (cell: string): string => (/^'[=+\-@]/.test(cell) ? cell.slice(1) : cell).trim();

/** Reads `text` as a sheet of `columns`; `optional` ones may be left out. */
export function readSheet(
  text: string,
  columns: readonly string[],
  optional: ReadonlySet<string>,
  emptyMessage: string,
): Sheet {
  const problems: ImportProblem[] = [];
  const none = (lineCount = 0): Sheet => ({ rows: [], columns: [], problems, lineCount });
  let records;
  try {
    records = parseCsv(text);
  } catch (err) {
    if (!(err instanceof CsvError)) throw err;
    problems.push({ line: err.line, column: '', message: `${M.csvUnreadable} ${err.message}` });
    return none();
  }
  const [header, ...lines] = records;
  if (!header || lines.length === 0) {
    problems.push({ line: 1, column: '', message: emptyMessage });
    return none();
  }
  if (lines.length > MEDICINE_IMPORT_MAX_ROWS) {
    problems.push({ line: 1, column: '', message: M.csvTooLarge });
    return none(lines.length);
  }
  const names = header.cells.map((c) => c.trim().toLowerCase());
  const known = new Set(columns);
  names.forEach((name, i) => {
    if (!known.has(name))
      problems.push({ line: header.line, column: name, message: M.csvColumnUnknown });
    else if (names.indexOf(name) !== i)
      problems.push({ line: header.line, column: name, message: M.csvColumnTwice });
  });
  for (const column of columns)
    if (!optional.has(column) && !names.includes(column))
      problems.push({ line: header.line, column, message: M.csvColumnMissing });
  if (problems.length > 0) return none(lines.length);

  const rows: SheetRow[] = [];
  for (const record of lines) {
    if (record.cells.length !== names.length) {
      problems.push({ line: record.line, column: '', message: M.csvFieldCount });
      continue;
    }
    const cells: Record<string, string> = {};
    names.forEach((name, i) => {
      cells[name] = cellText(record.cells[i] ?? '');
    });
    rows.push({ line: record.line, cells });
  }
  return { rows, columns: names, problems, lineCount: lines.length };
}

/** The schema's problems of one row: the first for each column. */
export function issuesOf(
  line: number,
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): ImportProblem[] {
  const seen = new Set<string>();
  const out: ImportProblem[] = [];
  for (const issue of issues) {
    const column = String(issue.path[0] ?? '');
    if (seen.has(column)) continue;
    seen.add(column);
    out.push({ line, column, message: issue.message });
  }
  return out;
}

/** The report of a check: counts, and at most 500 problems listed (all counted). */
export function reportOf(
  problems: readonly ImportProblem[],
  rows: number,
  created: number,
  updated: number,
): Omit<ImportReport, 'applied'> {
  const sorted = [...problems].sort((a, b) => a.line - b.line);
  return {
    rows,
    created,
    updated,
    problem_count: sorted.length,
    problems: sorted.slice(0, MEDICINE_IMPORT_MAX_PROBLEMS),
  };
}
