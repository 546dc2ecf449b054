import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users, walletLedger } from '../../db/schema';

/**
 * The wallet is an append-only ledger: the balance is the sum of a user's rows, and every row is unique by
 * (user, kind, reference), so an entry for one event can be written only once however often it is tried.
 */

/** Kinds of ledger rows this module writes (accounts writes the referral bonuses). */
export type WalletEntryKind =
  /** Wallet money put towards a booking (negative). */
  | 'booking_wallet'
  /** That money given back when the booking expired unpaid (positive). */
  | 'booking_wallet_release'
  /** What a patient paid for a booking they cancelled (positive). */
  | 'booking_refund'
  /** A payment that completed after its booking had expired (positive). */
  | 'late_payment_credit'
  /** A refund to the payment method that the gateway could not make, put in the wallet instead (positive). */
  | 'source_refund_failed'
  /** Wallet money put towards a medicine order (negative). */
  | 'order_wallet'
  /** A cancelled medicine order: its wallet part and what was paid online (positive). */
  | 'order_refund'
  /** An admin's refund of a payment to the wallet (docs/decisions/0059), full or part (positive). */
  | 'admin_refund'
  /** The balance given up when the patient closed the account and accepted it (negative; docs/decisions/0061). */
  | 'account_closed';

/**
 * Locks the user's row for the rest of the transaction and returns their balance: wallet spending in one
 * transaction waits for another's, so two bookings cannot both spend the same rupees.
 */
export async function lockedBalancePaise(tx: Database, userId: number): Promise<number> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const rows = await tx
    .select({ total: sql<string>`coalesce(sum(${walletLedger.amountPaise}), 0)` })
    .from(walletLedger)
    .where(eq(walletLedger.userId, userId));
  return Number(rows[0]?.total ?? 0);
}

/** Adds a ledger row once: false when the same (user, kind, reference) is there already. */
export async function addWalletEntry(
  tx: Database,
  entry: {
    userId: number;
    amountPaise: number;
    kind: WalletEntryKind;
    reference: string;
    note: string;
    /** When it happened (the app's clock); the database's time when not given. */
    createdAt?: Date;
  },
): Promise<boolean> {
  if (entry.amountPaise === 0) return false;
  const rows = await tx
    .insert(walletLedger)
    .values(entry)
    .onConflictDoNothing({
      target: [walletLedger.userId, walletLedger.kind, walletLedger.reference],
    })
    .returning({ id: walletLedger.id });
  return rows.length === 1;
}

/** The amount of one ledger row, or null. */
export async function walletEntryPaise(
  tx: Database,
  userId: number,
  kind: WalletEntryKind,
  reference: string,
): Promise<number | null> {
  const rows = await tx
    .select({ amount: walletLedger.amountPaise })
    .from(walletLedger)
    .where(
      sql`${walletLedger.userId} = ${userId} and ${walletLedger.kind} = ${kind} and ${walletLedger.reference} = ${reference}`,
    )
    .limit(1);
  return rows[0]?.amount ?? null;
}

export interface LedgerRow {
  id: number;
  createdAt: Date;
  kind: string;
  amountPaise: number;
  balancePaise: number;
  note: string | null;
  reference: string;
}

/** A user's ledger, newest first, each row with the balance after it (a running sum in the database). */
export async function listLedger(db: Database, userId: number, limit = 500): Promise<LedgerRow[]> {
  const rows = await db
    .select({
      id: walletLedger.id,
      createdAt: walletLedger.createdAt,
      kind: walletLedger.kind,
      amountPaise: walletLedger.amountPaise,
      balancePaise: sql<string>`sum(${walletLedger.amountPaise}) over (order by ${walletLedger.id})`,
      note: walletLedger.note,
      reference: walletLedger.reference,
    })
    .from(walletLedger)
    .where(eq(walletLedger.userId, userId))
    .orderBy(desc(walletLedger.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, balancePaise: Number(row.balancePaise) }));
}
