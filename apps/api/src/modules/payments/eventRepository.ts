import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentEvents } from '../../db/schema';

/** What the gateway told us about payments (webhooks received, amounts that did not match), for staff. */

export type PaymentEventRow = typeof paymentEvents.$inferSelect;
export type PaymentEventKind =
  | 'webhook'
  | 'refund_webhook'
  | 'amount_mismatch'
  /** A state change, `from → to` (recorded from migration 0025 on, docs/decisions/0059). */
  | 'transition'
  /** An admin asked the gateway again: what it answered. */
  | 'status_check';

/** Records an event once (the same one again changes nothing); true when it is new. */
export async function insertPaymentEvent(
  db: Database,
  row: { merchantOrderId: string; kind: PaymentEventKind; detail: string; createdAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}

/** A payment's events, oldest first. */
export async function listPaymentEvents(
  db: Database,
  merchantOrderId: string,
): Promise<PaymentEventRow[]> {
  return db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.merchantOrderId, merchantOrderId))
    .orderBy(asc(paymentEvents.id));
}

/** Records a payment's state change in the caller's transaction (once: a guarded move happens once). */
export async function recordTransition(
  tx: Database,
  merchantOrderId: string,
  from: string,
  to: string,
  at: Date,
): Promise<void> {
  await insertPaymentEvent(tx, {
    merchantOrderId,
    kind: 'transition',
    detail: `${from} → ${to}`,
    createdAt: at,
  });
}
