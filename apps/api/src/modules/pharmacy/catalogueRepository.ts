import { and, asc, count, eq, gt, inArray, lte, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { catalogueVersions, medicines } from '../../db/schema';
import type { IndexedMedicine } from './suggestIndex';

/** The medicine catalogue's queries. Suggestions are matched in memory (suggestIndex.ts, decision 0031). */

export type MedicineRow = typeof medicines.$inferSelect;

/** The columns a list or a cart line needs (not the search text). */
export const medicineColumns = {
  id: medicines.id,
  slug: medicines.slug,
  title: medicines.title,
  brand: medicines.brand,
  composition: medicines.composition,
  compositionKey: medicines.compositionKey,
  salts: medicines.salts,
  form: medicines.form,
  packSize: medicines.packSize,
  mrpPaise: medicines.mrpPaise,
  salePaise: medicines.salePaise,
  manufacturer: medicines.manufacturer,
  schedule: medicines.schedule,
  category: medicines.category,
  storage: medicines.storage,
  // Hindi beside the English (docs/decisions/0042); view.ts picks by the request's language.
  titleHi: medicines.titleHi,
  formHi: medicines.formHi,
  packSizeHi: medicines.packSizeHi,
  categoryHi: medicines.categoryHi,
  storageHi: medicines.storageHi,
  // GST of the tax-inclusive price and its HSN code (docs/decisions/0046): the order summary and Confirm.
  gstRateBp: medicines.gstRateBp,
  hsnCode: medicines.hsnCode,
  // Out of stock (0) or discontinued: shown on the product page; the cart refuses it (docs/decisions/0058).
  stock: medicines.stock,
  discontinued: medicines.discontinued,
};
// The TPG list (docs/decisions/0067) is the doctor's, not the shop's: the pharmacy does not read it.
export type MedicineView = Omit<MedicineRow, 'active' | 'changedVersion' | 'tpgList'>;

/** Products by id, in the order of `ids` (a ranked search's answer), active ones only. */
export async function findMedicinesByIds(
  db: Database,
  ids: readonly number[],
): Promise<MedicineView[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(medicineColumns)
    .from(medicines)
    .where(and(inArray(medicines.id, [...ids]), eq(medicines.active, true)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function findMedicineBySlug(db: Database, slug: string): Promise<MedicineView | null> {
  const rows = await db
    .select(medicineColumns)
    .from(medicines)
    .where(and(eq(medicines.slug, slug), eq(medicines.active, true)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findMedicineById(db: Database, id: number): Promise<MedicineView | null> {
  const rows = await db
    .select(medicineColumns)
    .from(medicines)
    .where(and(eq(medicines.id, id), eq(medicines.active, true)))
    .limit(1);
  return rows[0] ?? null;
}

/** Products with the same composition, strength and form family, cheapest first. */
export async function findSubstitutes(
  db: Database,
  product: { id: number; compositionKey: string },
  limit: number,
): Promise<MedicineView[]> {
  return db
    .select(medicineColumns)
    .from(medicines)
    .where(
      and(
        eq(medicines.compositionKey, product.compositionKey),
        ne(medicines.id, product.id),
        eq(medicines.active, true),
      ),
    )
    .orderBy(asc(medicines.salePaise), asc(medicines.id))
    .limit(limit);
}

/** Image facts of a product by slug (the image route). */
export async function findImageFacts(
  db: Database,
  slug: string,
): Promise<Pick<MedicineView, 'title' | 'composition' | 'form' | 'packSize' | 'schedule'> | null> {
  const rows = await db
    .select({
      title: medicines.title,
      composition: medicines.composition,
      form: medicines.form,
      packSize: medicines.packSize,
      schedule: medicines.schedule,
    })
    .from(medicines)
    .where(eq(medicines.slug, slug))
    .limit(1);
  return rows[0] ?? null;
}

/** Slugs of products by id (an order's lines link to their products). */
export async function slugsOf(db: Database, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: medicines.id, slug: medicines.slug })
    .from(medicines)
    .where(inArray(medicines.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.slug]));
}

/** A catalogue's version (one primary-key read): every write to it raises it; 0 before the first. */
export async function catalogueVersionOf(db: Database, name: string): Promise<number> {
  const rows = await db
    .select({ version: catalogueVersions.version })
    .from(catalogueVersions)
    .where(eq(catalogueVersions.name, name))
    .limit(1);
  return rows[0]?.version ?? 0;
}

const indexedColumns = {
  id: medicines.id,
  slug: medicines.slug,
  title: medicines.title,
  titleHi: medicines.titleHi,
  composition: medicines.composition,
  schedule: medicines.schedule,
  salePaise: medicines.salePaise,
  brand: medicines.brand,
  salts: medicines.salts,
};

/** Every active medicine, with what the suggestion index keeps of it. */
export async function listIndexedMedicines(db: Database): Promise<IndexedMedicine[]> {
  return db.select(indexedColumns).from(medicines).where(eq(medicines.active, true));
}

/**
 * The medicines written after catalogue version `since` up to `upTo` (each row carries the version of the
 * write that last changed it, migration 0024), active or not: what an index at `since` must apply.
 */
export async function listMedicinesChangedSince(
  db: Database,
  since: number,
  upTo: number,
): Promise<(IndexedMedicine & { active: boolean })[]> {
  return db
    .select({ ...indexedColumns, active: medicines.active })
    .from(medicines)
    .where(and(gt(medicines.changedVersion, since), lte(medicines.changedVersion, upTo)));
}

/** How many medicines are active (an incremental index checks it holds as many). */
export async function countActiveMedicines(db: Database): Promise<number> {
  const rows = await db.select({ n: count() }).from(medicines).where(eq(medicines.active, true));
  return rows[0]?.n ?? 0;
}
