import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentEvents } from '../../db/schema';

/** What the gateway told us about payments (webhooks received, amounts that did not match), for staff. */

export type PaymentEventRow = typeof paymentEvents.$inferSelect;
export type PaymentEventKind = 'webhook' | 'refund_webhook' | 'amount_mismatch';

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
