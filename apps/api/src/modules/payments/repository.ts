import { and, asc, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments } from '../../db/schema';

/** Payment rows. Every state change is a guarded update: it happens only from the state it names. */

export type PaymentRow = typeof payments.$inferSelect;

export async function insertPayment(
  tx: Database,
  row: {
    merchantOrderId: string;
    userId: number;
    purpose: string;
    appointmentId: number | null;
    serviceBookingId: number | null;
    pharmacyOrderId?: number | null;
    amountPaise: number;
    provider: string;
    createdAt: Date;
  },
): Promise<PaymentRow> {
  const rows = await tx.insert(payments).values(row).returning();
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

/**
 * Moves an appointment's payments in state `from` to `to` (pending → expired when its booking expired,
 * completed → refunded when it was cancelled); how many moved.
 */
export async function moveAppointmentPayments(
  tx: Database,
  appointmentId: number,
  from: string,
  to: string,
  at: Date,
): Promise<number> {
  const rows = await tx
    .update(payments)
    .set({ state: to, settledAt: at })
    .where(and(eq(payments.appointmentId, appointmentId), eq(payments.state, from)))
    .returning({ id: payments.id });
  return rows.length;
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

/** The pending payments of an appointment. */
export async function listPendingOfAppointment(
  db: Database,
  appointmentId: number,
): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.appointmentId, appointmentId), eq(payments.state, 'pending')));
}

/** An appointment's payments in `state` (in the caller's transaction when given one). */
export async function listAppointmentPaymentsIn(
  db: Database,
  appointmentId: number,
  state: string,
): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.appointmentId, appointmentId), eq(payments.state, state)))
    .orderBy(asc(payments.id));
}

/**
 * Moves a medicine order's payments in state `from` to `to` (pending → expired when the order was cancelled
 * unpaid, completed → refunded when it was cancelled after payment); how many moved.
 */
export async function moveOrderPayments(
  tx: Database,
  pharmacyOrderId: number,
  from: string,
  to: string,
  at: Date,
): Promise<number> {
  const rows = await tx
    .update(payments)
    .set({ state: to, settledAt: at })
    .where(and(eq(payments.pharmacyOrderId, pharmacyOrderId), eq(payments.state, from)))
    .returning({ id: payments.id });
  return rows.length;
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
