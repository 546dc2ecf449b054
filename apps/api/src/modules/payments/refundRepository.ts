import { and, asc, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments, refunds } from '../../db/schema';

/**
 * Refunds to the original payment method. One per payment (`payment_id` unique) and unique by merchant refund
 * id; every state change is a guarded update from 'pending'.
 */

export type RefundRow = typeof refunds.$inferSelect;

/** Records a refund; null when the payment has one already (the unique key decides, not a read). */
export async function insertRefund(
  tx: Database,
  row: {
    merchantRefundId: string;
    paymentId: number;
    userId: number;
    amountPaise: number;
    provider: string;
    createdAt: Date;
  },
): Promise<RefundRow | null> {
  const rows = await tx.insert(refunds).values(row).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function findRefund(
  db: Database,
  merchantRefundId: string,
): Promise<RefundRow | null> {
  const rows = await db
    .select()
    .from(refunds)
    .where(eq(refunds.merchantRefundId, merchantRefundId))
    .limit(1);
  return rows[0] ?? null;
}

/** A refund with the merchant order id of its payment, or null. */
export async function findRefundWithOrder(
  db: Database,
  merchantRefundId: string,
): Promise<(RefundRow & { merchantOrderId: string }) | null> {
  const rows = await db
    .select({ refund: refunds, merchantOrderId: payments.merchantOrderId })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(refunds.merchantRefundId, merchantRefundId))
    .limit(1);
  const row = rows[0];
  return row ? { ...row.refund, merchantOrderId: row.merchantOrderId } : null;
}

/**
 * A refund named by a gateway's webhook, with its order: by our merchant refund id when the webhook names
 * it, else by the gateway's own refund id, else by the order it refunds (one refund per payment). Null when
 * none matches.
 */
export async function findRefundNamed(
  db: Database,
  named: { merchantRefundId?: string; providerRefundId?: string; merchantOrderId?: string },
): Promise<(RefundRow & { merchantOrderId: string }) | null> {
  const by = named.merchantRefundId
    ? eq(refunds.merchantRefundId, named.merchantRefundId)
    : named.providerRefundId
      ? eq(refunds.providerRefundId, named.providerRefundId)
      : named.merchantOrderId
        ? eq(payments.merchantOrderId, named.merchantOrderId)
        : null;
  if (!by) return null;
  const rows = await db
    .select({ refund: refunds, merchantOrderId: payments.merchantOrderId })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(by)
    .limit(1);
  const row = rows[0];
  return row ? { ...row.refund, merchantOrderId: row.merchantOrderId } : null;
}

/** Moves a pending refund to `to`; the row when this call made the move, null when it was not pending. */
export async function moveRefund(
  tx: Database,
  merchantRefundId: string,
  to: 'completed' | 'failed',
  at: Date,
  providerRefundId?: string,
): Promise<RefundRow | null> {
  const rows = await tx
    .update(refunds)
    .set({ state: to, settledAt: at, ...(providerRefundId ? { providerRefundId } : {}) })
    .where(and(eq(refunds.merchantRefundId, merchantRefundId), eq(refunds.state, 'pending')))
    .returning();
  return rows[0] ?? null;
}

/** Notes the gateway's id of a refund that has none yet. */
export async function setProviderRefundId(
  db: Database,
  merchantRefundId: string,
  providerRefundId: string,
): Promise<void> {
  await db
    .update(refunds)
    .set({ providerRefundId })
    .where(eq(refunds.merchantRefundId, merchantRefundId));
}

/** Pending refunds recorded before `before`, oldest first, with their order (the job's work). */
export async function listStalePendingRefunds(
  db: Database,
  before: Date,
  limit: number,
): Promise<(RefundRow & { merchantOrderId: string })[]> {
  const rows = await db
    .select({ refund: refunds, merchantOrderId: payments.merchantOrderId })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(and(eq(refunds.state, 'pending'), lt(refunds.createdAt, before)))
    .orderBy(asc(refunds.createdAt))
    .limit(limit);
  return rows.map((r) => ({ ...r.refund, merchantOrderId: r.merchantOrderId }));
}
