import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments } from '../../db/schema';
import { recordTransition } from './eventRepository';
import type { Payable } from './payable';

/** Payment rows. Every state change is a guarded update: it happens only from the state it names. */

export type PaymentRow = typeof payments.$inferSelect;

export async function insertPayment(
  tx: Database,
  row: {
    merchantOrderId: string;
    userId: number;
    payable: Payable;
    amountPaise: number;
    provider: string;
    createdAt: Date;
  },
): Promise<PaymentRow> {
  const { payable, ...rest } = row;
  const rows = await tx
    .insert(payments)
    .values({
      ...rest,
      purpose: payable.kind,
      appointmentId: payable.kind === 'appointment' ? payable.id : null,
      serviceBookingId: payable.kind === 'service' ? payable.id : null,
      pharmacyOrderId: payable.kind === 'pharmacy' ? payable.id : null,
    })
    .returning();
  return rows[0] as PaymentRow;
}

export async function findPayment(
  db: Database,
  merchantOrderId: string,
): Promise<PaymentRow | null> {
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.merchantOrderId, merchantOrderId))
    .limit(1);
  return rows[0] ?? null;
}

export async function findPaymentById(db: Database, id: number): Promise<PaymentRow | null> {
  const rows = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return rows[0] ?? null;
}

/**
 * Moves a payment from `from` to `to`; the row when this call made the move, null when it was not in `from`.
 * The move is recorded as a `transition` event in the same transaction (docs/decisions/0059); a move to
 * `refunded` gives the whole amount back (`refunded_paise`).
 */
export async function movePayment(
  tx: Database,
  merchantOrderId: string,
  from: string | readonly string[],
  to: string,
  at: Date,
  providerOrderId?: string,
): Promise<PaymentRow | null> {
  let was = typeof from === 'string' ? from : null;
  if (was === null) {
    const current = await tx
      .select({ state: payments.state })
      .from(payments)
      .where(eq(payments.merchantOrderId, merchantOrderId))
      .for('update');
    was = current[0]?.state ?? null;
    if (was === null || !from.includes(was)) return null;
  }
  const rows = await tx
    .update(payments)
    .set({
      state: to,
      settledAt: at,
      ...(to === 'refunded' ? { refundedPaise: sql`${payments.amountPaise}` } : {}),
      ...(providerOrderId ? { providerOrderId } : {}),
    })
    .where(and(eq(payments.merchantOrderId, merchantOrderId), eq(payments.state, was)))
    .returning();
  const moved = rows[0] ?? null;
  if (moved) await recordTransition(tx, moved.merchantOrderId, was, to, at);
  return moved;
}

/**
 * Takes `amountPaise` of a completed payment for a refund, by one guarded update (docs/decisions/0059): only
 * while what was paid minus what was refunded covers it; the payment moves completed → refunded when nothing
 * is left (recorded). The row afterwards, or null when it did not have that much left.
 */
export async function takeRefund(
  tx: Database,
  paymentId: number,
  amountPaise: number,
  at: Date,
): Promise<PaymentRow | null> {
  const after = sql`${payments.refundedPaise} + ${amountPaise}`;
  const rows = await tx
    .update(payments)
    .set({
      refundedPaise: after,
      state: sql`case when ${after} = ${payments.amountPaise} then 'refunded' else ${payments.state} end`,
      settledAt: sql`case when ${after} = ${payments.amountPaise} then ${at.toISOString()}::timestamptz else ${payments.settledAt} end`,
    })
    .where(
      and(
        eq(payments.id, paymentId),
        eq(payments.state, 'completed'),
        sql`${after} <= ${payments.amountPaise}`,
      ),
    )
    .returning();
  const taken = rows[0] ?? null;
  if (taken?.state === 'refunded')
    await recordTransition(tx, taken.merchantOrderId, 'completed', 'refunded', at);
  return taken;
}

/**
 * Locks a payable's paid payments (completed or refunded) for the rest of the transaction and returns what was refunded of them
 * already (by an admin), so a cancellation gives back only the rest and an admin's refund waits for it.
 */
export async function lockedRefundedPaise(tx: Database, payable: Payable): Promise<number> {
  const rows = await tx
    .select({ refunded: payments.refundedPaise })
    .from(payments)
    .where(and(ofPayable(payable), inArray(payments.state, ['completed', 'refunded'])))
    .for('update');
  return rows.reduce((sum, row) => sum + row.refunded, 0);
}

/** Which payable's payments: its kind names the column on `payments`. */
function ofPayable(payable: Payable) {
  const column = {
    appointment: payments.appointmentId,
    service: payments.serviceBookingId,
    pharmacy: payments.pharmacyOrderId,
  }[payable.kind];
  return eq(column, payable.id);
}

/**
 * Moves a payable's payments in state `from` to `to` (pending → expired when it was closed unpaid, completed
 * → refunded when it was cancelled after payment); how many moved.
 */
export async function movePayablePayments(
  tx: Database,
  payable: Payable,
  from: string,
  to: string,
  at: Date,
): Promise<number> {
  const rows = await tx
    .update(payments)
    .set({
      state: to,
      settledAt: at,
      ...(to === 'refunded' ? { refundedPaise: sql`${payments.amountPaise}` } : {}),
    })
    .where(and(ofPayable(payable), eq(payments.state, from)))
    .returning({ merchantOrderId: payments.merchantOrderId });
  for (const row of rows) await recordTransition(tx, row.merchantOrderId, from, to, at);
  return rows.length;
}

/** A payable's payments in `state`, oldest first (in the caller's transaction when given one). */
export async function listPayablePayments(
  db: Database,
  payable: Payable,
  state: string,
): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(ofPayable(payable), eq(payments.state, state)))
    .orderBy(asc(payments.id));
}

export async function setProviderOrderId(
  db: Database,
  merchantOrderId: string,
  providerOrderId: string,
): Promise<void> {
  await db
    .update(payments)
    .set({ providerOrderId })
    .where(eq(payments.merchantOrderId, merchantOrderId));
}

/** Pending payments created before `before`, oldest first (the reconciliation job's work). */
export async function listStalePending(
  db: Database,
  before: Date,
  limit: number,
): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.state, 'pending'), lt(payments.createdAt, before)))
    .orderBy(asc(payments.createdAt))
    .limit(limit);
}

/** Expired payments opened between `after` and `before`, oldest first (orders that may still complete). */
export async function listExpiredSince(
  db: Database,
  after: Date,
  before: Date,
  limit: number,
): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.state, 'expired'),
        gt(payments.createdAt, after),
        lt(payments.createdAt, before),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(limit);
}

/** The latest payment of a medicine order, or null. */
export async function latestPaymentOfOrder(
  db: Database,
  pharmacyOrderId: number,
): Promise<PaymentRow | null> {
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.pharmacyOrderId, pharmacyOrderId))
    .orderBy(desc(payments.id))
    .limit(1);
  return rows[0] ?? null;
}
