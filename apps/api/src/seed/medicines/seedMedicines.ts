import { and, eq, sql } from 'drizzle-orm';
import { tpgListFor } from '@medibridge/contract';
import type { Database } from '../../db/client';
import { medicines } from '../../db/schema';
import type { CatalogueScale } from '../treatments/generator';
import { generateMedicines } from './generator';

/** Rows per JSON document: one parameter per statement, expanded by the database. */
const JSON_BATCH = 10_000;

export interface MedicineCounts {
  products: number;
  compositions: number;
  /** Products of earlier seeds no longer in this one: switched off, never deleted (orders point at them). */
  deactivated: number;
}

function chunks<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/**
 * Writes the generated medicine catalogue, upserted by slug: a re-seed rewrites text and prices and keeps ids
 * (cart lines and order lines point at them); products no longer generated are deactivated. Runs inside the
 * seed's transaction.
 */
export async function seedMedicines(tx: Database, scale: CatalogueScale): Promise<MedicineCounts> {
  const rows = generateMedicines(scale);
  for (const batch of chunks(rows, JSON_BATCH)) {
    const json = JSON.stringify(
      batch.map((m) => [
        m.slug,
        m.title,
        m.brand,
        m.composition,
        m.compositionKey,
        m.salts,
        m.form,
        m.packSize,
        m.mrpPaise,
        m.salePaise,
        m.manufacturer,
        m.schedule,
        m.category,
        m.storage,
        m.titleHi,
        m.formHi,
        m.packSizeHi,
        m.categoryHi,
        m.storageHi,
        m.gstRateBp,
        m.hsnCode,
        // The Telemedicine Practice Guidelines list, by the rule of docs/decisions/0067.
        tpgListFor(m.schedule, m.salts),
      ]),
    );
    await tx.execute(sql`
      insert into ${medicines} (slug, title, brand, composition, composition_key, salts, form, pack_size,
        mrp_paise, sale_paise, manufacturer, schedule, category, storage, active, title_hi, form_hi,
        pack_size_hi, category_hi, storage_hi, gst_rate_bp, hsn_code, tpg_list)
      select r->>0, r->>1, r->>2, r->>3, r->>4, r->>5, r->>6, r->>7, (r->>8)::int, (r->>9)::int, r->>10,
        r->>11, r->>12, r->>13, true, r->>14, r->>15, r->>16, r->>17, r->>18,
        (r->>19)::int, r->>20, r->>21
      from jsonb_array_elements(${json}::jsonb) with ordinality as t(r, n)
      order by n
      on conflict (slug) do update set
        title = excluded.title, brand = excluded.brand, composition = excluded.composition,
        composition_key = excluded.composition_key, salts = excluded.salts, form = excluded.form,
        pack_size = excluded.pack_size, mrp_paise = excluded.mrp_paise, sale_paise = excluded.sale_paise,
        manufacturer = excluded.manufacturer, schedule = excluded.schedule, category = excluded.category,
        storage = excluded.storage, active = true, title_hi = excluded.title_hi,
        form_hi = excluded.form_hi, pack_size_hi = excluded.pack_size_hi,
        category_hi = excluded.category_hi, storage_hi = excluded.storage_hi,
        gst_rate_bp = excluded.gst_rate_bp, hsn_code = excluded.hsn_code,
        tpg_list = excluded.tpg_list`);
  }
  const slugs = JSON.stringify(rows.map((m) => m.slug));
  const stale = await tx
    .update(medicines)
    .set({ active: false })
    .where(
      and(
        eq(medicines.active, true),
        sql`not exists (select 1 from jsonb_array_elements_text(${slugs}::jsonb) as s(slug) where s.slug = ${medicines.slug})`,
      ),
    )
    .returning({ id: medicines.id });
  // Fresh statistics for the product and substitute queries (see seedCatalogue).
  await tx.execute(sql`analyze ${medicines}`);
  return {
    products: rows.length,
    compositions: new Set(rows.map((m) => m.compositionKey)).size,
    deactivated: stale.length,
  };
}
