import { asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { medicines } from '../../db/schema';
import { escapeLike } from '../../lib/escapeLike';

/** The operator's medicine catalogue queries (docs/decisions/0058). */

export type MedicineRecord = typeof medicines.$inferSelect;
/** What the operator writes of a product (the rest is kept, or made by the database). */
export type MedicineWrite = Omit<
  typeof medicines.$inferInsert,
  'id' | 'active' | 'changedVersion' | 'formHi' | 'packSizeHi' | 'categoryHi' | 'storageHi'
>;

function searched(q: string | undefined) {
  if (!q) return undefined;
  const like = `%${escapeLike(q)}%`;
  return or(
    ilike(medicines.title, like),
    ilike(medicines.brand, like),
    ilike(medicines.composition, like),
    ilike(medicines.slug, like),
  );
}

/** A page of products, by title, matching a search in the title, brand, composition or web name. */
export async function listMedicines(
  db: Database,
  q: { q?: string | undefined; page: number; per_page: number },
): Promise<{ rows: MedicineRecord[]; total: number }> {
  const where = searched(q.q);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(medicines)
      .where(where)
      .orderBy(asc(medicines.title), asc(medicines.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ n: count() }).from(medicines).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function findMedicineRecord(db: Database, id: number): Promise<MedicineRecord | null> {
  const rows = await db.select().from(medicines).where(eq(medicines.id, id)).limit(1);
  return rows[0] ?? null;
}

/** The products with these web names (an import's existing rows), by web name. */
export async function findBySlugs(
  db: Database,
  slugs: readonly string[],
): Promise<Map<string, MedicineRecord>> {
  const out = new Map<string, MedicineRecord>();
  for (let i = 0; i < slugs.length; i += 1000) {
    const part = slugs.slice(i, i + 1000);
    if (part.length === 0) continue;
    for (const row of await db.select().from(medicines).where(inArray(medicines.slug, part)))
      out.set(row.slug, row);
  }
  return out;
}

/** Whether a web name is taken (by another product than `exceptId`). */
export async function slugTaken(db: Database, slug: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: medicines.id })
    .from(medicines)
    .where(eq(medicines.slug, slug))
    .limit(1);
  return rows.length > 0 && rows[0]?.id !== exceptId;
}

/** Web names starting with `base` (to make a new one unique). */
export async function slugsStartingWith(db: Database, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: medicines.slug })
    .from(medicines)
    .where(ilike(medicines.slug, `${escapeLike(base)}%`));
  return new Set(rows.map((r) => r.slug));
}

/** The form family (after `|` in composition keys) of each form the catalogue has, by lower-case form. */
export async function formFamilies(db: Database): Promise<Map<string, string>> {
  const rows = await db
    .selectDistinct({
      form: sql<string>`lower(${medicines.form})`,
      family: sql<string>`split_part(${medicines.compositionKey}, '|', 2)`,
    })
    .from(medicines);
  return new Map(rows.map((r) => [r.form, r.family]));
}

export async function insertMedicine(db: Database, row: MedicineWrite): Promise<MedicineRecord> {
  const rows = await db.insert(medicines).values(row).returning();
  return rows[0] as MedicineRecord;
}

/**
 * Changes a product. A Hindi word generated for an English one (form, pack, category, storage) is dropped
 * when the English changes, so it never says something else; it reads as the English until made again.
 */
export async function updateMedicine(
  db: Database,
  id: number,
  row: Omit<MedicineWrite, 'stock'> & { stock?: number },
): Promise<MedicineRecord | null> {
  const rows = await db
    .update(medicines)
    .set({
      ...row,
      // In SET, a column reads the row as it was.
      formHi: sql`case when ${medicines.form} = ${row.form} then ${medicines.formHi} end`,
      packSizeHi: sql`case when ${medicines.packSize} = ${row.packSize} then ${medicines.packSizeHi} end`,
      categoryHi: sql`case when ${medicines.category} = ${row.category} then ${medicines.categoryHi} end`,
      storageHi: sql`case when ${medicines.storage} = ${row.storage} then ${medicines.storageHi} end`,
    })
    .where(eq(medicines.id, id))
    .returning();
  return rows[0] ?? null;
}

/**
 * Writes an import's rows in statements of `batch` rows: a new web name is inserted, a known one updated
 * (its generated Hindi words dropped where their English changed). Run inside the import's transaction.
 */
export async function upsertMedicines(
  db: Database,
  rows: readonly MedicineWrite[],
  batch = 500,
): Promise<void> {
  for (let i = 0; i < rows.length; i += batch) {
    await db
      .insert(medicines)
      .values(rows.slice(i, i + batch) as MedicineWrite[])
      .onConflictDoUpdate({
        target: medicines.slug,
        set: {
          title: sql`excluded.title`,
          titleHi: sql`excluded.title_hi`,
          brand: sql`excluded.brand`,
          composition: sql`excluded.composition`,
          compositionKey: sql`excluded.composition_key`,
          salts: sql`excluded.salts`,
          form: sql`excluded.form`,
          formHi: sql`case when ${medicines.form} = excluded.form then ${medicines.formHi} end`,
          packSize: sql`excluded.pack_size`,
          packSizeHi: sql`case when ${medicines.packSize} = excluded.pack_size then ${medicines.packSizeHi} end`,
          manufacturer: sql`excluded.manufacturer`,
          schedule: sql`excluded.schedule`,
          tpgList: sql`excluded.tpg_list`,
          category: sql`excluded.category`,
          categoryHi: sql`case when ${medicines.category} = excluded.category then ${medicines.categoryHi} end`,
          storage: sql`excluded.storage`,
          storageHi: sql`case when ${medicines.storage} = excluded.storage then ${medicines.storageHi} end`,
          mrpPaise: sql`excluded.mrp_paise`,
          salePaise: sql`excluded.sale_paise`,
          gstRateBp: sql`excluded.gst_rate_bp`,
          hsnCode: sql`excluded.hsn_code`,
          stock: sql`excluded.stock`,
          discontinued: sql`excluded.discontinued`,
        },
      });
  }
}

/** Every product, by web name (the CSV export). */
export async function allMedicines(db: Database): Promise<MedicineRecord[]> {
  return db.select().from(medicines).orderBy(asc(medicines.slug));
}
