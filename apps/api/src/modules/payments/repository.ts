import { and, asc, eq, inArray, lt } from 'drizzle-orm';
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

/** Moves every pending payment of an appointment to expired (its booking expired); how many moved. */
export async function expirePendingOfAppointment(
  tx: Database,
  appointmentId: number,
  at: Date,
): Promise<number> {
  const rows = await tx
    .update(payments)
    .set({ state: 'expired', settledAt: at })
    .where(and(eq(payments.appointmentId, appointmentId), eq(payments.state, 'pending')))
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

/** The newest payment of an appointment, or null. */
export async function latestPaymentOf(
  db: Database,
  appointmentId: number,
): Promise<PaymentRow | null> {
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.appointmentId, appointmentId))
    .orderBy(asc(payments.id));
  return rows.at(-1) ?? null;
}

/** Moves an appointment's completed payments to refunded (what they paid went back); how many moved. */
export async function refundCompletedOfAppointment(
  tx: Database,
  appointmentId: number,
  at: Date,
): Promise<number> {
  const rows = await tx
    .update(payments)
    .set({ state: 'refunded', settledAt: at })
    .where(and(eq(payments.appointmentId, appointmentId), eq(payments.state, 'completed')))
    .returning({ id: payments.id });
  return rows.length;
}
