import type { StaffPaymentQuery } from '@medibridge/contract/schemas';
import { and, asc, count, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  adminRefunds,
  appointments,
  paymentEvents,
  payments,
  pharmacyOrders,
  refunds,
  users,
  walletLedger,
} from '../../db/schema';

/**
 * The operator's reads of money (docs/decisions/0059): payments found by filters, one payment's events and
 * refunds, and the daily settlement sums. Writes go through the payments module's refund machinery.
 */

/** The start of an India date as an instant (India has no daylight saving: +05:30 all year). */
export function indiaStart(date: string): Date {
  return new Date(`${date}T00:00:00+05:30`);
}

/** The India date of a timestamp column, as 'YYYY-MM-DD', in SQL. */
function indiaDay(column: unknown) {
  return sql<string>`to_char((${column} at time zone 'UTC') + interval '330 minutes', 'YYYY-MM-DD')`;
}

const listed = {
  payment: payments,
  appointmentNo: appointments.appointmentNo,
  orderNo: pharmacyOrders.orderNo,
  patientName: users.name,
  patientMobile: users.mobile,
};
export type ListedPayment = {
  payment: typeof payments.$inferSelect;
  appointmentNo: string | null;
  orderNo: string | null;
  patientName: string;
  patientMobile: string;
};

function filters(query: Partial<StaffPaymentQuery>) {
  const where = [];
  if (query.state) where.push(eq(payments.state, query.state));
  if (query.gateway) where.push(eq(payments.provider, query.gateway));
  if (query.from) where.push(gte(payments.createdAt, indiaStart(query.from)));
  if (query.to)
    where.push(lt(payments.createdAt, new Date(indiaStart(query.to).getTime() + 86_400_000)));
  if (query.mobile) where.push(eq(users.mobile, query.mobile));
  if (query.number) {
    const n = query.number.toUpperCase();
    where.push(
      or(
        eq(appointments.appointmentNo, n),
        eq(pharmacyOrders.orderNo, n),
        eq(payments.merchantOrderId, query.number),
      ),
    );
  }
  return where.length > 0 ? and(...where) : undefined;
}

/** A page of payments matching the filters, newest first, with the total. */
export async function listPayments(
  db: Database,
  query: StaffPaymentQuery,
): Promise<{ rows: ListedPayment[]; total: number }> {
  const where = filters(query);
  const base = () =>
    db
      .select(listed)
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .leftJoin(appointments, eq(appointments.id, payments.appointmentId))
      .leftJoin(pharmacyOrders, eq(pharmacyOrders.id, payments.pharmacyOrderId))
      .where(where);
  const rows = await base()
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const totals = await db
    .select({ n: count() })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .leftJoin(appointments, eq(appointments.id, payments.appointmentId))
    .leftJoin(pharmacyOrders, eq(pharmacyOrders.id, payments.pharmacyOrderId))
    .where(where);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

/** One payment by merchant order id, with what it paid for and whose it is; null when none. */
export async function findListedPayment(
  db: Database,
  merchantOrderId: string,
): Promise<ListedPayment | null> {
  const rows = await db
    .select(listed)
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .leftJoin(appointments, eq(appointments.id, payments.appointmentId))
    .leftJoin(pharmacyOrders, eq(pharmacyOrders.id, payments.pharmacyOrderId))
    .where(eq(payments.merchantOrderId, merchantOrderId))
    .limit(1);
  return rows[0] ?? null;
}

/** A payment's stored events (webhooks, transitions, gateway answers), oldest first. */
export async function eventsOf(db: Database, merchantOrderId: string) {
  return db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.merchantOrderId, merchantOrderId))
    .orderBy(asc(paymentEvents.createdAt), asc(paymentEvents.id));
}

/** A payment's refunds to the payment method, with the admin's reason and name when an admin made one. */
export async function sourceRefundsOf(db: Database, paymentId: number) {
  return db
    .select({
      refund: refunds,
      reason: adminRefunds.reason,
      by: users.name,
    })
    .from(refunds)
    .leftJoin(adminRefunds, eq(adminRefunds.merchantRefundId, refunds.merchantRefundId))
    .leftJoin(users, eq(users.id, adminRefunds.staffUserId))
    .where(eq(refunds.paymentId, paymentId))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}

/** An admin's refunds of a payment to the wallet, with who made them. */
export async function walletAdminRefundsOf(db: Database, paymentId: number) {
  return db
    .select({ refund: adminRefunds, by: users.name })
    .from(adminRefunds)
    .innerJoin(users, eq(users.id, adminRefunds.staffUserId))
    .where(and(eq(adminRefunds.paymentId, paymentId), eq(adminRefunds.destination, 'wallet')))
    .orderBy(asc(adminRefunds.createdAt), asc(adminRefunds.id));
}

/** Wallet credits a cancellation or a late payment made for this payment (kind, reference). */
export async function walletCreditsFor(
  db: Database,
  userId: number,
  refs: { kind: string; reference: string }[],
) {
  if (refs.length === 0) return [];
  return db
    .select()
    .from(walletLedger)
    .where(
      and(
        eq(walletLedger.userId, userId),
        or(
          ...refs.map((r) =>
            and(eq(walletLedger.kind, r.kind), eq(walletLedger.reference, r.reference)),
          ),
        ),
      ),
    );
}

/** An admin refund by its client key (a repeated request), or null. */
export async function findAdminRefund(db: Database, idempotencyKey: string) {
  const rows = await db
    .select()
    .from(adminRefunds)
    .where(eq(adminRefunds.idempotencyKey, idempotencyKey))
    .limit(1);
  return rows[0] ?? null;
}

/** Records an admin refund once per key; null when the key was used already (the unique key decides). */
export async function insertAdminRefund(
  tx: Database,
  row: typeof adminRefunds.$inferInsert,
): Promise<typeof adminRefunds.$inferSelect | null> {
  const rows = await tx.insert(adminRefunds).values(row).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function setAdminRefundMerchantId(
  tx: Database,
  id: number,
  merchantRefundId: string,
): Promise<void> {
  await tx.update(adminRefunds).set({ merchantRefundId }).where(eq(adminRefunds.id, id));
}

/** Wallet credits that give money back (refunds, late payments): the settlement's "to wallet". */
export const WALLET_REFUND_KINDS = [
  'booking_refund',
  'order_refund',
  'late_payment_credit',
  'source_refund_failed',
  'admin_refund',
] as const;

export interface DaySums {
  payments: number;
  paid: number;
  refunded: number;
  wallet: number;
}

/**
 * Per India date between two instants: what was paid (payments that completed, by when they completed:
 * their `→ completed` transition, else when they were opened), refunded to payment methods (refunds recorded
 * and not failed) and credited to wallets as refunds.
 */
export async function settlementSums(
  db: Database,
  from: Date,
  to: Date,
): Promise<Map<string, DaySums>> {
  const paidAt = sql`coalesce((select min(e.created_at) from ${paymentEvents} e where e.merchant_order_id = ${payments.merchantOrderId} and e.kind = 'transition' and e.detail like '% → completed'), ${payments.createdAt})`;
  const paidDay = indiaDay(paidAt);
  const paid = await db
    .select({
      day: paidDay,
      n: sql<string>`count(*)`,
      paise: sql<string>`coalesce(sum(${payments.amountPaise}), 0)`,
    })
    .from(payments)
    .where(
      and(
        inArray(payments.state, ['completed', 'refunded']),
        sql`${paidAt} >= ${from.toISOString()}::timestamptz and ${paidAt} < ${to.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(paidDay);
  const refundDay = indiaDay(refunds.createdAt);
  const refunded = await db
    .select({ day: refundDay, paise: sql<string>`coalesce(sum(${refunds.amountPaise}), 0)` })
    .from(refunds)
    .where(
      and(
        inArray(refunds.state, ['pending', 'completed']),
        gte(refunds.createdAt, from),
        lt(refunds.createdAt, to),
      ),
    )
    .groupBy(refundDay);
  const walletDay = indiaDay(walletLedger.createdAt);
  const wallet = await db
    .select({ day: walletDay, paise: sql<string>`coalesce(sum(${walletLedger.amountPaise}), 0)` })
    .from(walletLedger)
    .where(
      and(
        inArray(walletLedger.kind, [...WALLET_REFUND_KINDS]),
        gte(walletLedger.createdAt, from),
        lt(walletLedger.createdAt, to),
      ),
    )
    .groupBy(walletDay);
  const days = new Map<string, DaySums>();
  const day = (d: string) => {
    let sums = days.get(d);
    if (!sums) {
      sums = { payments: 0, paid: 0, refunded: 0, wallet: 0 };
      days.set(d, sums);
    }
    return sums;
  };
  for (const r of paid) {
    day(r.day).payments = Number(r.n);
    day(r.day).paid = Number(r.paise);
  }
  for (const r of refunded) day(r.day).refunded = Number(r.paise);
  for (const r of wallet) day(r.day).wallet = Number(r.paise);
  return days;
}

/** Keeps what the gateway answered when an admin asked again, in the payment's history. */
export async function recordStatusCheck(
  tx: Database,
  merchantOrderId: string,
  state: string,
  at: Date,
): Promise<void> {
  await tx
    .insert(paymentEvents)
    .values({
      merchantOrderId,
      kind: 'status_check',
      detail: `${at.toISOString()}: asked by an admin; the payment is ${state}`,
      createdAt: at,
    })
    .onConflictDoNothing();
}

/** A payment row as it is now (in the caller's transaction). */
export async function paymentNow(
  tx: Database,
  id: number,
): Promise<typeof payments.$inferSelect | null> {
  const rows = await tx.select().from(payments).where(eq(payments.id, id)).limit(1);
  return rows[0] ?? null;
}
