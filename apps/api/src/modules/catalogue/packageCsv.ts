import {
  CATALOGUE_CSV_MESSAGES as C,
  MEDICINE_ADMIN_MESSAGES as M,
  PACKAGE_CSV_COLUMNS,
  type ImportProblem,
  type ImportReport,
  rupeesToPaise,
  toWireAmount,
} from '@medibridge/contract';
import { packageFormSchema } from '@medibridge/contract/schemas';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import { type AuditActor, recordAudit } from '../../lib/audit';
import { writeCsv } from '../../lib/csv';
import { issuesOf, numberCell, readSheet, reportOf, yesNo } from '../../lib/csvSheet';
import { type PackageValues, lockCatalogueIds, nextPackageId } from './adminRepository';
import { type CatalogueDeps, slugOf } from './adminService';
import { allPackagesForCsv, masterIds, packageIdsBySlug, upsertPackages } from './csvRepository';
import { forgetCatalogueAnswers } from './freshness';

/**
 * The packages CSV (issue 32 §3, docs/decisions/0064): the export in `PACKAGE_CSV_COLUMNS`, a check that lists
 * every problem (line, column, words) and writes nothing, and an all-or-nothing import under the catalogue's
 * lock, audited as one import. Each line is checked by the contract's `packageFormSchema`, as the editor is.
 */

const OPTIONAL: ReadonlySet<string> = new Set([
  'slug',
  'name_hi',
  'short_description_hi',
  'is_popular',
]);
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

interface PackagePlan {
  report: Omit<ImportReport, 'applied'>;
  /** Each valid row: its web name when the file gives one, and what to write. */
  writes: { slug: string; values: PackageValues }[];
  known: Map<string, number>;
}

/** Reads and checks a packages CSV against the catalogue; writes nothing. */
export async function planPackages(db: Database, text: string): Promise<PackagePlan> {
  const sheet = readSheet(text, PACKAGE_CSV_COLUMNS, OPTIONAL, C.packagesEmpty);
  const problems: ImportProblem[] = [...sheet.problems];
  const known = new Map<string, number>();
  if (sheet.rows.length === 0)
    return { report: reportOf(problems, sheet.lineCount, 0, 0), writes: [], known };
  const [masters, slugs] = await Promise.all([masterIds(db), packageIdsBySlug(db)]);
  const writes: PackagePlan['writes'] = [];
  const seen = new Set<string>();
  for (const { line, cells } of sheet.rows) {
    const flags: Record<string, boolean> = {};
    const badFlags = new Set<string>();
    for (const column of ['is_popular', 'active'] as const) {
      const value = yesNo(cells[column] ?? '');
      if (value === undefined) {
        badFlags.add(column);
        problems.push({ line, column, message: M.yesNoInvalid });
      } else flags[column] = value;
    }
    let rowOk = badFlags.size === 0;
    const slug = cells.slug ?? '';
    if (slug !== '' && (!SLUG.test(slug) || slug.length > 80)) {
      rowOk = false;
      problems.push({ line, column: 'slug', message: M.slugInvalid });
    } else if (slug !== '' && seen.has(slug)) {
      rowOk = false;
      problems.push({ line, column: 'slug', message: C.packageTwice });
    }
    if (slug !== '') seen.add(slug);
    const parsed = packageFormSchema.safeParse({
      name: cells.name,
      name_hi: cells.name_hi,
      master_id: numberCell(cells.master_id ?? ''),
      short_description: cells.short_description,
      short_description_hi: cells.short_description_hi,
      hospital_days: numberCell(cells.hospital_days ?? ''),
      base_price: numberCell(cells.base_price ?? ''),
      ...flags,
      inclusions: [],
    });
    const rowProblems = parsed.success
      ? []
      : issuesOf(line, parsed.error.issues).filter((p) => !badFlags.has(p.column));
    const master = numberCell(cells.master_id ?? '');
    if (
      typeof master === 'number' &&
      !rowProblems.some((p) => p.column === 'master_id') &&
      !masters.has(master)
    )
      rowProblems.push({ line, column: 'master_id', message: C.specialityUnknown });
    problems.push(...rowProblems);
    if (!parsed.success || rowProblems.length > 0 || !rowOk) continue;
    const form = parsed.data;
    writes.push({
      slug,
      values: {
        name: form.name,
        nameHi: form.name_hi,
        masterId: form.master_id,
        shortDescription: form.short_description,
        shortDescriptionHi: form.short_description_hi,
        hospitalDays: form.hospital_days,
        basePricePaise: rupeesToPaise(form.base_price),
        isPopular: form.is_popular,
        active: form.active,
      },
    });
  }
  for (const [slug, id] of slugs) known.set(slug, id);
  const updated = writes.filter((w) => w.slug !== '' && known.has(w.slug)).length;
  return {
    report: reportOf(problems, sheet.lineCount, writes.length - updated, updated),
    writes,
    known,
  };
}

/**
 * Imports a packages CSV all or nothing: checked again inside one transaction under the catalogue's lock; a
 * file with any problem writes nothing (422). A blank web name is made from the name, free in the catalogue.
 */
export async function applyPackages(
  deps: CatalogueDeps,
  actor: AuditActor,
  text: string,
): Promise<ImportReport> {
  const report = await deps.db.transaction(async (tx) => {
    await lockCatalogueIds(tx);
    const plan = await planPackages(tx, text);
    if (plan.report.problem_count > 0) throw new HttpError(422, M.csvHasProblems);
    const taken = new Set([...plan.known.keys(), ...plan.writes.map((w) => w.slug)]);
    let nextId = await nextPackageId(tx);
    const rows = plan.writes.map(({ slug, values }) => {
      const id = slug === '' ? undefined : plan.known.get(slug);
      let free = slug;
      if (free === '') {
        const base = slugOf(values.name);
        free = base;
        for (let n = 2; taken.has(free); n += 1) free = `${base}-${String(n)}`;
        taken.add(free);
      }
      if (id !== undefined) return { ...values, id, slug: free };
      nextId += 1;
      return { ...values, id: nextId - 1, slug: free };
    });
    await upsertPackages(tx, rows);
    const { rows: count, created, updated } = plan.report;
    await recordAudit(tx, actor, {
      action: 'package.import',
      subjectType: 'import',
      subject: 'packages.csv',
      detail: `Imported ${String(count)} rows: ${String(created)} new, ${String(updated)} changed.`,
      before: null,
      after: { rows: count, created, updated },
      at: deps.clock(),
    });
    return plan.report;
  });
  forgetCatalogueAnswers(deps.db);
  return { ...report, applied: true };
}

/** Every package as CSV, in the columns the import reads (spreadsheet formulas neutralised). */
export async function packagesCsv(db: Database): Promise<string> {
  const rows = await allPackagesForCsv(db);
  const yes = (b: boolean) => (b ? 'yes' : 'no');
  return writeCsv(
    [
      PACKAGE_CSV_COLUMNS,
      ...rows.map((p) => [
        p.slug,
        p.name,
        p.name_hi,
        p.master_id,
        p.short_description,
        p.short_description_hi,
        p.hospital_days,
        toWireAmount(p.basePricePaise),
        yes(p.is_popular),
        yes(p.active),
      ]),
    ],
    { neutralise: true },
  );
}
