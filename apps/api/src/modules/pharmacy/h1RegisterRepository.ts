import { and, asc, count, desc, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { h1Register, medicines, pharmacyOrderLines } from '../../db/schema';

/** The Schedule H1 register's queries (docs/decisions/0068). The table refuses updates and deletes itself. */

export type H1Row = typeof h1Register.$inferSelect;
export type H1Insert = typeof h1Register.$inferInsert;

/** An order's lines whose medicine is in Schedule H1 now (at dispatch, the moment of supply). */
export async function h1LinesOf(
  db: Database,
  orderId: number,
): Promise<{ medicineId: number; title: string; packSize: string; quantity: number }[]> {
  return db
    .select({
      medicineId: pharmacyOrderLines.medicineId,
      title: pharmacyOrderLines.title,
      packSize: pharmacyOrderLines.packSize,
      quantity: pharmacyOrderLines.quantity,
    })
    .from(pharmacyOrderLines)
    .innerJoin(medicines, eq(medicines.id, pharmacyOrderLines.medicineId))
    .where(and(eq(pharmacyOrderLines.orderId, orderId), eq(medicines.schedule, 'H1')))
    .orderBy(asc(pharmacyOrderLines.id));
}

/** Writes the entries; one per order and medicine, so a second write of the same supply adds nothing. */
export async function insertH1Entries(tx: Database, rows: readonly H1Insert[]): Promise<number> {
  if (rows.length === 0) return 0;
  const added = await tx
    .insert(h1Register)
    .values([...rows])
    .onConflictDoNothing({ target: [h1Register.orderNo, h1Register.medicineId] })
    .returning({ id: h1Register.id });
  return added.length;
}

const inRange = (from: Date | null, toExclusive: Date | null) =>
  and(
    from ? gte(h1Register.suppliedAt, from) : undefined,
    toExclusive ? lt(h1Register.suppliedAt, toExclusive) : undefined,
  );

/** A page of the register, newest first, with the count in the range. */
export async function h1Page(
  db: Database,
  range: { from: Date | null; toExclusive: Date | null },
  page: { page: number; perPage: number },
): Promise<{ rows: H1Row[]; total: number }> {
  const where = inRange(range.from, range.toExclusive);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(h1Register)
      .where(where)
      .orderBy(desc(h1Register.suppliedAt), desc(h1Register.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db.select({ n: count() }).from(h1Register).where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

/** The whole range, oldest first (the CSV), at most `limit` rows. */
export async function h1Rows(
  db: Database,
  range: { from: Date | null; toExclusive: Date | null },
  limit: number,
): Promise<H1Row[]> {
  return db
    .select()
    .from(h1Register)
    .where(inRange(range.from, range.toExclusive))
    .orderBy(asc(h1Register.suppliedAt), asc(h1Register.id))
    .limit(limit);
}
