import { and, asc, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments } from '../../db/schema';
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

/** Moves a payment from `from` to `to`; the row when this call made the move, null when it was not in `from`. */
export async function movePayment(
  tx: Database,
  merchantOrderId: string,
  from: string | readonly string[],
  to: string,
  at: Date,
  providerOrderId?: string,
): Promise<PaymentRow | null> {
  const rows = await tx
    .update(payments)
    .set({
      state: to,
      settledAt: at,
      ...(providerOrderId ? { providerOrderId } : {}),
    })
    .where(
      and(
        eq(payments.merchantOrderId, merchantOrderId),
        typeof from === 'string' ? eq(payments.state, from) : inArray(payments.state, [...from]),
      ),
    )
    .returning();
  return rows[0] ?? null;
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
    .set({ state: to, settledAt: at })
    .where(and(ofPayable(payable), eq(payments.state, from)))
    .returning({ id: payments.id });
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
