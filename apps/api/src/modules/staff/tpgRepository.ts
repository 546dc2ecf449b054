import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { medicines } from '../../db/schema';
import { escapeLike } from '../../lib/escapeLike';

/** The queries of the Telemedicine Practice Guidelines check (docs/decisions/0067). */

export interface TpgMedicineRow {
  id: number;
  title: string;
  composition: string;
  salts: string;
  schedule: string;
  tpgList: string;
}

const columns = {
  id: medicines.id,
  title: medicines.title,
  composition: medicines.composition,
  salts: medicines.salts,
  schedule: medicines.schedule,
  tpgList: medicines.tpgList,
};

/**
 * Active products whose composition (or title) contains the typed text: those whose composition starts with
 * it first, then list O before A, B and prohibited, then by composition and title.
 */
export async function searchTpgMedicines(
  db: Database,
  typed: string,
  limit: number,
): Promise<TpgMedicineRow[]> {
  const like = `%${escapeLike(typed)}%`;
  return db
    .select(columns)
    .from(medicines)
    .where(
      and(
        eq(medicines.active, true),
        or(ilike(medicines.composition, like), ilike(medicines.title, like)),
      ),
    )
    .orderBy(
      sql`${medicines.composition} ilike ${`${escapeLike(typed)}%`} desc`,
      sql`array_position(array['O','A','B','prohibited'], ${medicines.tpgList})`,
      asc(medicines.composition),
      asc(medicines.title),
      asc(medicines.id),
    )
    .limit(limit);
}

/** The TPG lists of these products, by id (inactive ones too: the issue refuses those by itself). */
export async function tpgListsOf(db: Database, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: medicines.id, tpgList: medicines.tpgList })
    .from(medicines)
    .where(inArray(medicines.id, ids));
  return new Map(rows.map((r) => [r.id, r.tpgList]));
}

/** The distinct TPG lists of the active products whose salts are exactly the typed name (any case or spacing). */
export async function tpgListsOfSalts(db: Database, typed: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ tpgList: medicines.tpgList })
    .from(medicines)
    .where(
      and(
        eq(medicines.active, true),
        sql`lower(regexp_replace(${medicines.salts}, '\\s+', ' ', 'g')) = ${typed}`,
      ),
    );
  return rows.map((r) => r.tpgList);
}
