import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sandboxOrders } from '../../db/schema';

/** The sandbox gateway's own book of orders. Queries only. */

export type SandboxOrderRow = typeof sandboxOrders.$inferSelect;

export async function insertSandboxOrder(
  db: Database,
  row: typeof sandboxOrders.$inferInsert,
): Promise<void> {
  await db.insert(sandboxOrders).values(row);
}

export async function findSandboxOrder(
  db: Database,
  merchantOrderId: string,
): Promise<SandboxOrderRow | null> {
  const rows = await db
    .select()
    .from(sandboxOrders)
    .where(eq(sandboxOrders.merchantOrderId, merchantOrderId))
    .limit(1);
  return rows[0] ?? null;
}

/** Moves a pending, unexpired order to `state`; true when this call moved it. */
export async function decideSandboxOrder(
  db: Database,
  merchantOrderId: string,
  state: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(sandboxOrders)
    .set({ state })
    .where(
      and(
        eq(sandboxOrders.merchantOrderId, merchantOrderId),
        eq(sandboxOrders.state, 'PENDING'),
        gt(sandboxOrders.expiresAt, now),
      ),
    )
    .returning({ state: sandboxOrders.state });
  return rows.length === 1;
}
