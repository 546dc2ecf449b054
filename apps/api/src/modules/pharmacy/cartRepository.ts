import { and, asc, count, eq, sql } from 'drizzle-orm';
import { CART_LINE_MAX_QTY, CART_LINE_MIN_QTY, CART_MAX_LINES } from '@medibridge/contract';
import type { Database } from '../../db/client';
import { cartItems, medicines, users } from '../../db/schema';
import { type MedicineView, medicineColumns } from './catalogueRepository';

/**
 * The server-side cart (SPEC's session cart). Limits hold in the database: a line's quantity by a guarded
 * update and the table's check (1–20), one line per product by a unique index.
 */

export interface CartLineRow extends MedicineView {
  lineId: number;
  quantity: number;
}

const lineColumns = {
  lineId: cartItems.id,
  quantity: cartItems.quantity,
  ...medicineColumns,
};

/** A user's cart lines with today's prices, oldest first. */
export async function listCart(db: Database, userId: number): Promise<CartLineRow[]> {
  return db
    .select(lineColumns)
    .from(cartItems)
    .innerJoin(medicines, eq(medicines.id, cartItems.medicineId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.id));
}

export type AddOutcome =
  { kind: 'added' | 'more'; lineId: number; quantity: number } | { kind: 'max' } | { kind: 'full' };

/**
 * Adds one of a product: a new line, or one more on the existing line while it is below the maximum. The
 * user's row is locked first, so two adds at once cannot pass the line limit together.
 */
export async function addOne(
  tx: Database,
  userId: number,
  medicineId: number,
): Promise<AddOutcome> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const more = await tx
    .update(cartItems)
    .set({ quantity: sql`${cartItems.quantity} + 1` })
    .where(
      and(
        eq(cartItems.userId, userId),
        eq(cartItems.medicineId, medicineId),
        sql`${cartItems.quantity} < ${CART_LINE_MAX_QTY}`,
      ),
    )
    .returning({ lineId: cartItems.id, quantity: cartItems.quantity });
  if (more[0]) return { kind: 'more', ...more[0] };
  const existing = await tx
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.medicineId, medicineId)))
    .limit(1);
  if (existing[0]) return { kind: 'max' };
  const lines = await tx.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId));
  if ((lines[0]?.n ?? 0) >= CART_MAX_LINES) return { kind: 'full' };
  const inserted = await tx
    .insert(cartItems)
    .values({ userId, medicineId, quantity: 1 })
    .returning({ lineId: cartItems.id, quantity: cartItems.quantity });
  const row = inserted[0] as { lineId: number; quantity: number };
  return { kind: 'added', ...row };
}

export type QuantityOutcome =
  { kind: 'changed'; lineId: number; quantity: number } | { kind: 'limit' } | { kind: 'unknown' };

/** One more (`+1`) or one fewer (`-1`) of a user's line, within 1–20: a guarded update. */
export async function changeQuantity(
  db: Database,
  userId: number,
  lineId: number,
  delta: 1 | -1,
): Promise<QuantityOutcome> {
  const bound =
    delta > 0
      ? sql`${cartItems.quantity} < ${CART_LINE_MAX_QTY}`
      : sql`${cartItems.quantity} > ${CART_LINE_MIN_QTY}`;
  const rows = await db
    .update(cartItems)
    .set({ quantity: sql`${cartItems.quantity} + ${delta}` })
    .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, userId), bound))
    .returning({ lineId: cartItems.id, quantity: cartItems.quantity });
  if (rows[0]) return { kind: 'changed', ...rows[0] };
  const exists = await db
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, userId)))
    .limit(1);
  return exists[0] ? { kind: 'limit' } : { kind: 'unknown' };
}

/** Removes a user's line; false when it is not theirs (or gone already). */
export async function removeLine(db: Database, userId: number, lineId: number): Promise<boolean> {
  const rows = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  return rows.length === 1;
}

/**
 * Takes a user's whole cart inside an order's transaction: the lines are deleted and returned with today's
 * prices. Of two confirms at once, the second finds nothing to take (the first holds the row locks), so
 * one cart makes one order.
 */
export async function takeCart(tx: Database, userId: number): Promise<CartLineRow[]> {
  const taken = await tx.delete(cartItems).where(eq(cartItems.userId, userId)).returning({
    lineId: cartItems.id,
    medicineId: cartItems.medicineId,
    quantity: cartItems.quantity,
  });
  if (taken.length === 0) return [];
  const lines = await tx
    .select({ ...lineColumns, lineId: sql<number>`0`, quantity: sql<number>`0` })
    .from(medicines)
    .where(
      sql`${medicines.id} in (${sql.join(
        taken.map((t) => sql`${t.medicineId}`),
        sql`, `,
      )})`,
    );
  const byId = new Map(lines.map((line) => [line.id, line]));
  return taken
    .sort((a, b) => a.lineId - b.lineId)
    .flatMap((t) => {
      const product = byId.get(t.medicineId);
      return product ? [{ ...product, lineId: t.lineId, quantity: t.quantity }] : [];
    });
}
