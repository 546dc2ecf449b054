import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments, serviceBookings } from '../../db/schema';

/** Paid service bookings. State changes are guarded updates. */

export type ServiceBookingRow = typeof serviceBookings.$inferSelect;

export async function insertServiceBooking(
  tx: Database,
  row: typeof serviceBookings.$inferInsert,
): Promise<ServiceBookingRow> {
  const rows = await tx.insert(serviceBookings).values(row).returning();
  return rows[0] as ServiceBookingRow;
}

export interface ServiceBookingView extends ServiceBookingRow {
  paymentReference: string | null;
}

/** One of a user's service bookings by reference, with its newest payment reference. */
export async function findUserServiceBooking(
  db: Database,
  userId: number,
  reference: string,
): Promise<ServiceBookingView | null> {
  const rows = await db
    .select({
      booking: serviceBookings,
      paymentReference: sql<string | null>`(
        select ${payments.merchantOrderId} from ${payments}
        where ${payments.serviceBookingId} = ${serviceBookings.id}
        order by ${payments.id} desc limit 1)`,
    })
    .from(serviceBookings)
    .where(and(eq(serviceBookings.userId, userId), eq(serviceBookings.reference, reference)))
    .limit(1);
  const row = rows[0];
  return row ? { ...row.booking, paymentReference: row.paymentReference } : null;
}

export async function findServiceBooking(
  db: Database,
  id: number,
): Promise<ServiceBookingRow | null> {
  const rows = await db.select().from(serviceBookings).where(eq(serviceBookings.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Moves a booking from one of `from` to `to`; the row when this call made the move. */
export async function moveServiceBooking(
  tx: Database,
  id: number,
  from: readonly string[],
  to: string,
  at?: Date,
): Promise<ServiceBookingRow | null> {
  const rows = await tx
    .update(serviceBookings)
    .set({ state: to, ...(to === 'paid' && at ? { paidAt: at } : {}) })
    .where(and(eq(serviceBookings.id, id), inArray(serviceBookings.state, [...from])))
    .returning();
  return rows[0] ?? null;
}
