import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments, refunds, walletLedger } from '../../db/schema';

/** Where the money of a cancelled consultation went, as its invoice shows it. Queries only. */
export interface AppointmentRefunds {
  /** Credited to the patient's wallet for the cancellation (`booking_refund`). */
  walletPaise: number;
  /** The refund to the original payment method, if one was asked. */
  source: { amountPaise: number; state: 'pending' | 'completed' | 'failed' } | null;
}

export async function appointmentRefunds(
  db: Database,
  appointment: { id: number; userId: number; appointmentNo: string },
): Promise<AppointmentRefunds> {
  const credited = await db
    .select({ paise: sql<string>`coalesce(sum(${walletLedger.amountPaise}), 0)` })
    .from(walletLedger)
    .where(
      and(
        eq(walletLedger.userId, appointment.userId),
        eq(walletLedger.kind, 'booking_refund'),
        eq(walletLedger.reference, appointment.appointmentNo),
      ),
    );
  const toSource = await db
    .select({ amountPaise: refunds.amountPaise, state: refunds.state })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(payments.appointmentId, appointment.id))
    .limit(1);
  const source = toSource[0];
  return {
    walletPaise: Number(credited[0]?.paise ?? 0),
    source: source
      ? {
          amountPaise: source.amountPaise,
          state: source.state as 'pending' | 'completed' | 'failed',
        }
      : null,
  };
}
