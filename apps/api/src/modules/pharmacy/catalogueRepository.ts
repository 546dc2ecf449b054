import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { medicineTerms, medicines } from '../../db/schema';
import { escapeLike } from '../../lib/escapeLike';

/** The medicine catalogue's queries. Every search uses the trigram index on `search_text`. */

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
};
export type MedicineView = Omit<MedicineRow, 'searchText' | 'active'>;

/** The text a search reads for a product: title, brand, composition and salts, lower case. */
export function searchTextOf(row: {
  title: string;
  brand: string;
  composition: string;
  salts: string;
}): string {
  return `${row.title} ${row.brand} ${row.composition} ${row.salts}`.toLowerCase();
}

/** A title and a salts list as the prefix indexes hold them (lower case, byte order). */
const titleKey = sql`(lower(${medicines.title}) collate "C")`;
const saltsKey = sql`(lower(${medicines.salts}) collate "C")`;
/** How many typed-like words a typo search follows. */
const TERMS_FOLLOWED = 4;

/**
 * Ranked matches of a text, each step on an index and bounded by `limit`, so the cost does not grow with
 * the catalogue (decision 0025): titles (brands) starting with it in name order; then products whose salts
 * start with it, cheapest first; then, from 3 characters, the words of `medicine_terms` like it (typos such
 * as 'paracetmol', or a part of a word such as 'clav'), closest first, and their products.
 */
export async function searchMedicines(
  db: Database,
  text: string,
  limit: number,
): Promise<MedicineView[]> {
  const needle = text.toLowerCase().trim();
  const prefix = `${escapeLike(needle)}%`;
  const found: MedicineView[] = [];
  const seen = new Set<number>();
  const take = (rows: readonly MedicineView[]) => {
    for (const row of rows) {
      if (found.length >= limit) return;
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      found.push(row);
    }
  };
  const active = eq(medicines.active, true);
  const byTitle = (pattern: string) =>
    db
      .select(medicineColumns)
      .from(medicines)
      .where(and(active, sql`${titleKey} like ${pattern}`))
      .orderBy(titleKey, asc(medicines.id))
      .limit(limit);
  const bySalts = (pattern: string) =>
    db
      .select(medicineColumns)
      .from(medicines)
      .where(and(active, sql`${saltsKey} like ${pattern}`))
      .orderBy(saltsKey, asc(medicines.salePaise), asc(medicines.id))
      .limit(limit);

  take(await byTitle(prefix));
  if (found.length < limit) take(await bySalts(prefix));
  if (found.length >= limit || needle.length < 3) return found;

  const terms = await db
    .select({ term: medicineTerms.term, kind: medicineTerms.kind })
    .from(medicineTerms)
    .where(
      sql`(${needle} <% ${medicineTerms.term} or ${medicineTerms.term} like ${`%${escapeLike(needle)}%`})`,
    )
    .orderBy(sql`word_similarity(${needle}, ${medicineTerms.term}) desc`, asc(medicineTerms.term))
    .limit(TERMS_FOLLOWED);
  for (const { term, kind } of terms) {
    if (found.length >= limit) break;
    const termPrefix = `${escapeLike(term)}%`;
    if (kind === 'brand') {
      take(await byTitle(termPrefix));
      continue;
    }
    take(await bySalts(termPrefix));
    // A salt that is not the first of a combination ('tazobactam' in 'piperacillin, tazobactam').
    if (found.length < limit)
      take(
        await db
          .select(medicineColumns)
          .from(medicines)
          .where(and(active, sql`${medicines.searchText} like ${`%${escapeLike(term)}%`}`))
          .orderBy(asc(medicines.salePaise), asc(medicines.id))
          .limit(limit),
      );
  }
  return found;
}

/**
 * Rebuilds the typing vocabulary from the active catalogue: every brand, and every salt of a salts list
 * ('rifampicin, isoniazid' gives both). Run after the catalogue changes (the seed does).
 */
export async function refreshMedicineTerms(db: Database): Promise<number> {
  await db.delete(medicineTerms);
  await db.execute(sql`
    insert into ${medicineTerms} (term, kind)
    select distinct on (term) term, kind from (
      select lower(trim(${medicines.brand})) as term, 'brand' as kind, 0 as pick
        from ${medicines} where ${medicines.active}
      union all
      select lower(trim(salt)), 'salt', 1
        from ${medicines}, unnest(string_to_array(${medicines.salts}, ',')) as salt
        where ${medicines.active}
    ) words
    where term <> ''
    order by term, pick`);
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(medicineTerms);
  return rows[0]?.n ?? 0;
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
