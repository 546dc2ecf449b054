import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { medicines, pharmacyOrderLines, pharmacyOrders } from '../../db/schema';

/**
 * Stock moves of medicine orders (docs/decisions/0065): packs are taken at Confirm by a guarded update
 * (`stock >= quantity`, never below 0) and put back once when the order is cancelled. They raise the
 * catalogue's version only when a product runs out or comes back.
 */

/**
 * Runs `moves` with `medibridge.stock_move` on for this transaction: their statements do not raise the
 * medicines catalogue's version (migration 0032). The products that ran out or came back are then touched
 * with it off, which raises the version once, so what patients see of them changes at once.
 */
async function asStockMove(tx: Database, moves: () => Promise<number[]>): Promise<void> {
  await tx.execute(sql`select set_config('medibridge.stock_move', 'on', true)`);
  const flipped = await moves();
  await tx.execute(sql`select set_config('medibridge.stock_move', 'off', true)`);
  if (flipped.length > 0)
    await tx
      .update(medicines)
      .set({ stock: sql`${medicines.stock}` })
      .where(inArray(medicines.id, flipped));
}

export interface StockShortfall {
  medicineId: number;
  /** Packs left now (0 when none), or null when the product is no longer sold. */
  left: number | null;
}

/**
 * In the order's transaction: takes `quantity` packs of each product, in product order (two orders lock the
 * same rows in the same order). The first product that has too few (or is no longer sold) stops it and is
 * returned; the caller throws, which rolls back the packs already taken.
 */
export async function takeStock(
  tx: Database,
  lines: readonly { medicineId: number; quantity: number }[],
): Promise<StockShortfall | null> {
  const sorted = [...lines].sort((a, b) => a.medicineId - b.medicineId);
  let shortfall: StockShortfall | null = null;
  await asStockMove(tx, async () => {
    const soldOut: number[] = [];
    for (const line of sorted) {
      const taken = await tx
        .update(medicines)
        .set({ stock: sql`${medicines.stock} - ${line.quantity}` })
        .where(
          and(
            eq(medicines.id, line.medicineId),
            gte(medicines.stock, line.quantity),
            eq(medicines.discontinued, false),
          ),
        )
        .returning({ id: medicines.id, stock: medicines.stock });
      if (taken[0]) {
        if (taken[0].stock === 0) soldOut.push(taken[0].id);
        continue;
      }
      const rows = await tx
        .select({ stock: medicines.stock, discontinued: medicines.discontinued })
        .from(medicines)
        .where(eq(medicines.id, line.medicineId));
      const row = rows[0];
      shortfall = {
        medicineId: line.medicineId,
        left: !row || row.discontinued ? null : row.stock,
      };
      return [];
    }
    return soldOut;
  });
  return shortfall;
}

/** In the order's transaction, right after its insert: the order holds its packs. */
export async function markStockTaken(tx: Database, orderId: number): Promise<void> {
  await tx.update(pharmacyOrders).set({ stockTaken: true }).where(eq(pharmacyOrders.id, orderId));
}

/**
 * In a cancellation's transaction: puts an order's packs back, once. The order's `stock_taken` is cleared by
 * a guarded update first; only the call that cleared it adds the packs (false: nothing to give back).
 */
export async function returnStock(tx: Database, orderId: number): Promise<boolean> {
  const cleared = await tx
    .update(pharmacyOrders)
    .set({ stockTaken: false })
    .where(and(eq(pharmacyOrders.id, orderId), eq(pharmacyOrders.stockTaken, true)))
    .returning({ id: pharmacyOrders.id });
  if (cleared.length === 0) return false;
  const lines = await tx
    .select({ medicineId: pharmacyOrderLines.medicineId, quantity: pharmacyOrderLines.quantity })
    .from(pharmacyOrderLines)
    .where(eq(pharmacyOrderLines.orderId, orderId));
  await asStockMove(tx, async () => {
    const backInStock: number[] = [];
    for (const line of [...lines].sort((a, b) => a.medicineId - b.medicineId)) {
      const rows = await tx
        .update(medicines)
        .set({ stock: sql`${medicines.stock} + ${line.quantity}` })
        .where(eq(medicines.id, line.medicineId))
        .returning({ id: medicines.id, stock: medicines.stock });
      if (rows[0] && rows[0].stock === line.quantity) backInStock.push(rows[0].id);
    }
    return backInStock;
  });
  return true;
}
