import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sandboxOrders, sandboxRefunds } from '../../db/schema';

/** The sandbox gateway's own book of orders and refunds. Queries only. */

export type SandboxOrderRow = typeof sandboxOrders.$inferSelect;
export type SandboxRefundRow = typeof sandboxRefunds.$inferSelect;

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

/**
 * Records a refund of an order unless one with the same merchant refund id exists (a repeated request
 * refunds once), then returns the refund as stored.
 */
export async function insertSandboxRefund(
  db: Database,
  row: typeof sandboxRefunds.$inferInsert,
): Promise<SandboxRefundRow> {
  await db.insert(sandboxRefunds).values(row).onConflictDoNothing({
    target: sandboxRefunds.merchantRefundId,
  });
  const stored = await findSandboxRefund(db, row.merchantRefundId);
  if (!stored) throw new Error(`sandbox refund ${row.merchantRefundId} was not stored`);
  return stored;
}

export async function findSandboxRefund(
  db: Database,
  merchantRefundId: string,
): Promise<SandboxRefundRow | null> {
  const rows = await db
    .select()
    .from(sandboxRefunds)
    .where(eq(sandboxRefunds.merchantRefundId, merchantRefundId))
    .limit(1);
  return rows[0] ?? null;
}

/** What has been refunded of an order so far (refunds that did not fail), in paise. */
export async function sandboxRefundedPaise(db: Database, merchantOrderId: string): Promise<number> {
  const rows = await db
    .select({ total: sql<string>`coalesce(sum(${sandboxRefunds.amountPaise}), 0)` })
    .from(sandboxRefunds)
    .where(
      and(
        eq(sandboxRefunds.merchantOrderId, merchantOrderId),
        sql`${sandboxRefunds.state} <> 'FAILED'`,
      ),
    );
  return Number(rows[0]?.total ?? 0);
}
