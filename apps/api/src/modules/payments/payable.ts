import { randomInt } from 'node:crypto';
import { toWireAmount } from '@medibridge/contract';
import type { Database } from '../../db/client';
import type { WalletEntryKind } from '../wallet';
import type { RefundRow } from './refundRepository';
import type { PaymentRow } from './repository';

/**
 * What a payment can be for. Each kind has its own column on `payments` (and is the row's `purpose`): a
 * fourth paid thing adds a kind, a column and its handlers.
 */
export type PayableKind = 'appointment' | 'service' | 'pharmacy';

/** One thing to pay for: its kind and its row id. */
export interface Payable {
  kind: PayableKind;
  id: number;
}

/** The payable a payment row is for, or null when its column is empty. */
export function payableOf(payment: PaymentRow): Payable | null {
  const kind = payment.purpose as PayableKind;
  const id = {
    appointment: payment.appointmentId,
    service: payment.serviceBookingId,
    pharmacy: payment.pharmacyOrderId,
  }[kind];
  return id === null || id === undefined ? null : { kind, id };
}

/**
 * What a kind of payable does when one of its payments settles; the payments service calls these, each once
 * per payment, whatever the number and order of callbacks, returns and status polls.
 */
export interface PayableHandlers {
  /**
   * In the settling transaction, when the payment completed: 'applied' when the payable took the money (e.g.
   * confirmed the booking), 'stale' when it no longer can (it expired meanwhile): the money then goes to the
   * patient's wallet.
   */
  completed(tx: Database, id: number, payment: PaymentRow, at: Date): Promise<'applied' | 'stale'>;
  /** In the settling transaction, when the payment failed: give back what the payable held. */
  failed(tx: Database, id: number, payment: PaymentRow, at: Date): Promise<void>;
  /** After the transaction committed: notifications (SMS). Errors are logged, never thrown. */
  settled?(
    id: number,
    payment: PaymentRow,
    outcome: 'completed' | 'failed' | 'stale',
  ): Promise<void>;
  /**
   * After a refund to the payment method completed or failed (a failed one is in the wallet by then), once:
   * notifications. Errors are logged, never thrown.
   */
  refundSettled?(id: number, payment: PaymentRow, refund: RefundRow): Promise<void>;
}

/** The wallet's part of a payment: debited once, in the transaction that starts it. */
export interface WalletPart {
  paise: number;
  /** With `reference`, the ledger's unique key: the same part is never taken twice. */
  kind: WalletEntryKind;
  reference: string;
  note: string;
}

/** A payment to start for a payable, returned by the write that creates or moves it. */
export interface PaymentStart {
  payable: Payable;
  userId: number;
  /** What the gateway charges; 0 when nothing is paid online (the wallet covers it, or cash on delivery). */
  onlinePaise: number;
  /** The wallet's part; the write must hold the user's wallet lock (it read the balance under it). */
  wallet?: WalletPart;
  /** Shown on the gateway's page. */
  message: string;
  /** The same in Hindi, for the sandbox's page when the payer reads Hindi (docs/decisions/0046). */
  messageHi?: string;
}

/** Where the browser goes to pay: SPEC's `data` of a `payment_initiated` answer, less the payable's own key. */
export interface PayPage {
  merchant_order_id: string;
  amount: string;
  instrumentResponse: { type: 'PAY_PAGE'; redirectInfo: { url: string; method: 'GET' } };
}

/** A `payment_initiated` answer: the payable's reference under `key` (e.g. `order_no`) and its pay page. */
export interface PaymentInitiated<K extends string> {
  success: true;
  status: 'payment_initiated';
  data: Record<K, string> & PayPage;
}

/** A gateway order as the browser needs it. */
export function payPageOf(opened: {
  merchantOrderId: string;
  redirectUrl: string;
  amountPaise: number;
}): PayPage {
  return {
    merchant_order_id: opened.merchantOrderId,
    amount: toWireAmount(opened.amountPaise),
    instrumentResponse: {
      type: 'PAY_PAGE',
      redirectInfo: { url: opened.redirectUrl, method: 'GET' },
    },
  };
}

/** The `payment_initiated` answer for a payable whose reference goes under `key`. */
export function paymentInitiated<K extends string>(
  key: K,
  reference: string,
  page: PayPage,
): PaymentInitiated<K> {
  const own = { [key]: reference } as Record<K, string>;
  return { success: true, status: 'payment_initiated', data: { ...own, ...page } };
}

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A payable's or a payment's reference: `prefix` and `length` random characters without 0/O or 1/I/L, which
 * are misread on a phone call. Unique keys catch the rare clash (`payFor` then writes again).
 */
export function newReference(prefix: string, length = 8): string {
  let reference = prefix;
  for (let i = 0; i < length; i += 1)
    reference += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return reference;
}
