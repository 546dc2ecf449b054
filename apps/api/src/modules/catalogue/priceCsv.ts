import {
  CATALOGUE_CSV_MESSAGES as C,
  MEDICINE_ADMIN_MESSAGES as M,
  PRICE_CSV_COLUMNS,
  type ImportProblem,
  type ImportReport,
  rupeesToPaise,
  toWireAmount,
} from '@medibridge/contract';
import { priceFormSchema } from '@medibridge/contract/schemas';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import { type AuditActor, recordAudit } from '../../lib/audit';
import { writeCsv } from '../../lib/csv';
import { numberCell, readSheet, reportOf } from '../../lib/csvSheet';
import { lockCatalogueIds } from './adminRepository';
import type { CatalogueDeps } from './adminService';
import {
  allPricesForCsv,
  deletePrices,
  hospitalIdsBySlug,
  packageIdsBySlug,
  pricesOf,
  upsertPrices,
} from './csvRepository';
import { forgetCatalogueAnswers } from './freshness';

/**
 * The hospital prices CSV (issue 32 §3, docs/decisions/0064): one line per hospital and package, named by
 * their web names, with the price in rupees (checked by the contract's `priceFormSchema`); an empty price
 * stops offering the package. A check lists every problem and writes nothing; the import writes all or none.
 */

const OPTIONAL: ReadonlySet<string> = new Set(['package_name', 'hospital_name']);

interface PricePlan {
  report: Omit<ImportReport, 'applied'>;
  set: { vendorId: number; packageId: number; pricePaise: number }[];
  remove: { vendorId: number; packageId: number }[];
}

/** Reads and checks a hospital prices CSV against the catalogue; writes nothing. */
export async function planPrices(db: Database, text: string): Promise<PricePlan> {
  const sheet = readSheet(text, PRICE_CSV_COLUMNS, OPTIONAL, C.pricesEmpty);
  const problems: ImportProblem[] = [...sheet.problems];
  const set: PricePlan['set'] = [];
  const remove: PricePlan['remove'] = [];
  if (sheet.rows.length === 0)
    return { report: reportOf(problems, sheet.lineCount, 0, 0), set, remove };
  const [packageIds, hospitalIds] = await Promise.all([
    packageIdsBySlug(db),
    hospitalIdsBySlug(db),
  ]);
  const seen = new Set<string>();
  for (const { line, cells } of sheet.rows) {
    const packageId = packageIds.get(cells.package_slug ?? '');
    const vendorId = hospitalIds.get(cells.hospital_slug ?? '');
    if (packageId === undefined)
      problems.push({ line, column: 'package_slug', message: C.packageUnknown });
    if (vendorId === undefined)
      problems.push({ line, column: 'hospital_slug', message: C.hospitalUnknown });
    const cell = cells.price ?? '';
    let pricePaise: number | null = null;
    if (cell !== '') {
      const parsed = priceFormSchema.safeParse({ price: numberCell(cell) });
      if (parsed.success) pricePaise = rupeesToPaise(parsed.data.price);
      else problems.push({ line, column: 'price', message: C.priceOrBlank });
    }
    if (packageId === undefined || vendorId === undefined) continue;
    const key = `${String(vendorId)}:${String(packageId)}`;
    if (seen.has(key)) {
      problems.push({ line, column: 'hospital_slug', message: C.priceTwice });
      continue;
    }
    seen.add(key);
    if (cell === '') remove.push({ vendorId, packageId });
    else if (pricePaise !== null) set.push({ vendorId, packageId, pricePaise });
  }
  const existing = await pricesOf(db, [...set, ...remove]);
  const offered = (p: { vendorId: number; packageId: number }) =>
    existing.has(`${String(p.vendorId)}:${String(p.packageId)}`);
  const created = set.filter((p) => !offered(p)).length;
  const stillOffered = remove.filter(offered);
  return {
    report: reportOf(
      problems,
      sheet.lineCount,
      created,
      set.length - created + stillOffered.length,
    ),
    set,
    remove: stillOffered,
  };
}

/**
 * Imports a hospital prices CSV all or nothing: checked again inside one transaction under the catalogue's
 * lock; a file with any problem writes nothing (422); audited as one import with its counts.
 */
export async function applyPrices(
  deps: CatalogueDeps,
  actor: AuditActor,
  text: string,
): Promise<ImportReport> {
  const report = await deps.db.transaction(async (tx) => {
    await lockCatalogueIds(tx);
    const plan = await planPrices(tx, text);
    if (plan.report.problem_count > 0) throw new HttpError(422, M.csvHasProblems);
    await upsertPrices(tx, plan.set);
    await deletePrices(tx, plan.remove);
    const { rows, created, updated } = plan.report;
    await recordAudit(tx, actor, {
      action: 'hospital.price_import',
      subjectType: 'import',
      subject: 'prices.csv',
      detail: `Imported ${String(rows)} rows: ${String(created)} new, ${String(updated)} changed.`,
      before: null,
      after: { rows, created, updated, removed: plan.remove.length },
      at: deps.clock(),
    });
    return plan.report;
  });
  forgetCatalogueAnswers(deps.db);
  return { ...report, applied: true };
}

/** Every price as CSV, in the columns the import reads (spreadsheet formulas neutralised). */
export async function pricesCsv(db: Database): Promise<string> {
  const rows = await allPricesForCsv(db);
  return writeCsv(
    [
      PRICE_CSV_COLUMNS,
      ...rows.map((p) => [
        p.package_slug,
        p.package_name,
        p.hospital_slug,
        p.hospital_name,
        toWireAmount(p.pricePaise),
      ]),
    ],
    { neutralise: true },
  );
}
