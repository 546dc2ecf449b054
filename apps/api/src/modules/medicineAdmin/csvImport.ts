import {
  MEDICINE_ADMIN_MESSAGES as M,
  MEDICINE_CSV_COLUMNS,
  MEDICINE_IMPORT_MAX_PROBLEMS,
  MEDICINE_IMPORT_MAX_ROWS,
  type ImportProblem,
  type ImportReport,
  type MedicineCsvColumn,
} from '@medibridge/contract';
import { medicineFormSchema } from '@medibridge/contract/schemas';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import { type AuditActor, recordAudit } from '../../lib/audit';
import { CsvError, parseCsv, writeCsv } from '../../lib/csv';
import {
  type MedicineWrite,
  allMedicines,
  findBySlugs,
  formFamilies,
  slugsStartingWith,
  upsertMedicines,
} from './repository';
import { freeSlug, slugOf, staffMedicineOf, writeOf } from './service';

/**
 * The medicines CSV (docs/decisions/0058): the export in `MEDICINE_CSV_COLUMNS`, and an import read in two
 * steps — a check that lists every problem (line, column, words) and writes nothing, and an apply that writes
 * every row or none, in one transaction audited as one import.
 */

/** Columns a file may leave out: a new product's web name is made from its title. */
const OPTIONAL: ReadonlySet<MedicineCsvColumn> = new Set([
  'slug',
  'title_hi',
  'tpg_list',
  'discontinued',
]);
const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['', 'no', 'n', 'false', '0']);

/** What a check found: the report, and the rows to write when there is no problem. */
export interface ImportPlan {
  report: Omit<ImportReport, 'applied'>;
  writes: MedicineWrite[];
}

/** A cell as written by a spreadsheet: a formula-guard apostrophe the export added is taken off. */
const cellText = (cell: string): string => (/^'[=+\-@]/.test(cell) ? cell.slice(1) : cell).trim();

/** Reads and checks a medicines CSV against the catalogue; writes nothing. */
export async function planImport(db: Database, text: string): Promise<ImportPlan> {
  const problems: ImportProblem[] = [];
  const done = (rows = 0, created = 0, updated = 0): ImportPlan => ({
    report: {
      rows,
      created,
      updated,
      problem_count: problems.length,
      problems: problems.slice(0, MEDICINE_IMPORT_MAX_PROBLEMS),
    },
    writes: [],
  });
  let records;
  try {
    records = parseCsv(text);
  } catch (err) {
    if (!(err instanceof CsvError)) throw err;
    problems.push({ line: err.line, column: '', message: `${M.csvUnreadable} ${err.message}` });
    return done();
  }
  const [header, ...lines] = records;
  if (!header || lines.length === 0) {
    problems.push({ line: 1, column: '', message: M.csvEmpty });
    return done();
  }
  if (lines.length > MEDICINE_IMPORT_MAX_ROWS) {
    problems.push({ line: 1, column: '', message: M.csvTooLarge });
    return done(lines.length);
  }

  // The first line names the columns, in any order.
  const names = header.cells.map((c) => c.trim().toLowerCase());
  const known = new Set<string>(MEDICINE_CSV_COLUMNS);
  names.forEach((name, i) => {
    if (!known.has(name))
      problems.push({ line: header.line, column: name, message: M.csvColumnUnknown });
    else if (names.indexOf(name) !== i)
      problems.push({ line: header.line, column: name, message: M.csvColumnTwice });
  });
  for (const column of MEDICINE_CSV_COLUMNS)
    if (!OPTIONAL.has(column) && !names.includes(column))
      problems.push({ line: header.line, column, message: M.csvColumnMissing });
  if (problems.length > 0) return done(lines.length);

  // Each line against the wire contract's form, as the edit form is checked.
  const valid: { line: number; form: ReturnType<typeof medicineFormSchema.parse> }[] = [];
  for (const record of lines) {
    if (record.cells.length !== names.length) {
      problems.push({ line: record.line, column: '', message: M.csvFieldCount });
      continue;
    }
    const raw: Record<string, unknown> = {};
    let yesNo = true;
    names.forEach((name, i) => {
      const cell = cellText(record.cells[i] ?? '');
      if (name === 'discontinued') {
        const word = cell.toLowerCase();
        if (YES.has(word)) raw[name] = true;
        else if (NO.has(word)) raw[name] = false;
        else {
          yesNo = false;
          problems.push({ line: record.line, column: name, message: M.yesNoInvalid });
        }
      } else raw[name] = cell === '' ? undefined : cell;
    });
    const parsed = medicineFormSchema.safeParse(raw);
    if (!parsed.success) {
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const column = String(issue.path[0] ?? '');
        if (seen.has(column)) continue;
        seen.add(column);
        problems.push({ line: record.line, column, message: issue.message });
      }
      continue;
    }
    if (yesNo) valid.push({ line: record.line, form: parsed.data });
  }

  // Web names: each once in the file; a blank one is made from the title, unique in the catalogue.
  const named = new Map<string, number>();
  for (const { line, form } of valid) {
    if (form.slug === '') continue;
    if (named.has(form.slug)) problems.push({ line, column: 'slug', message: M.csvSlugTwice });
    else named.set(form.slug, line);
  }
  if (problems.length > 0) return done(lines.length);
  const existing = await findBySlugs(db, [...named.keys()]);
  const taken = new Set(named.keys());
  const bases = [
    ...new Set(valid.filter((v) => v.form.slug === '').map((v) => slugOf(v.form.title))),
  ];
  for (const slug of (await findBySlugs(db, bases)).keys()) taken.add(slug);
  for (const base of bases)
    if (taken.has(base)) for (const slug of await slugsStartingWith(db, base)) taken.add(slug);

  const families = await formFamilies(db);
  const writes = valid.map(({ form }) => {
    let slug = form.slug;
    if (slug === '') {
      slug = freeSlug(slugOf(form.title), taken);
      taken.add(slug);
    }
    return writeOf(form, slug, families);
  });
  const updated = valid.filter((v) => v.form.slug !== '' && existing.has(v.form.slug)).length;
  return {
    ...done(lines.length, writes.length - updated, updated),
    writes,
  };
}

/**
 * Imports a medicines CSV all or nothing: a file with any problem writes nothing (422, check it first);
 * otherwise every row in one transaction, audited as one import with its counts.
 */
export async function applyImport(
  db: Database,
  actor: AuditActor,
  text: string,
  at: Date,
): Promise<ImportReport> {
  const plan = await planImport(db, text);
  if (plan.report.problem_count > 0) throw new HttpError(422, M.csvHasProblems);
  const { rows, created, updated } = plan.report;
  await db.transaction(async (tx) => {
    await upsertMedicines(tx, plan.writes);
    await recordAudit(tx, actor, {
      action: 'medicine.import',
      subjectType: 'import',
      subject: 'medicines.csv',
      detail: `Imported ${rows} rows: ${created} new, ${updated} changed.`,
      before: null,
      after: { rows, created, updated },
      at,
    });
  });
  return { ...plan.report, applied: true };
}

/** The catalogue as CSV, in the columns the import reads (spreadsheet formulas neutralised). */
export async function medicinesCsv(db: Database): Promise<string> {
  const rows = (await allMedicines(db)).map(staffMedicineOf);
  return writeCsv(
    [
      MEDICINE_CSV_COLUMNS,
      ...rows.map((m) =>
        MEDICINE_CSV_COLUMNS.map((c) =>
          c === 'discontinued' ? (m.discontinued ? 'yes' : 'no') : m[c],
        ),
      ),
    ],
    { neutralise: true },
  );
}
