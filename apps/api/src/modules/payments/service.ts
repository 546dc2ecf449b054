import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import { addWalletEntry } from '../wallet';
import type { GatewayState, PaymentProvider } from './provider';
import {
  type PaymentRow,
  findPayment,
  insertPayment,
  listPendingOfAppointment,
  moveAppointmentPayments,
  listStalePending,
  movePayment,
  setProviderOrderId,
} from './repository';

/** What a purpose (an appointment, later a service booking) does when its payment settles. */
export interface PaymentPurpose {
  /**
   * In the settling transaction, once, when the payment completed: 'applied' when the purpose took the money
   * (e.g. confirmed the booking), 'stale' when it no longer can (the booking expired meanwhile): the money then
   * goes to the patient's wallet.
   */
  completed(tx: Database, payment: PaymentRow, at: Date): Promise<'applied' | 'stale'>;
  /** In the settling transaction, once, when the payment failed or expired. */
  failed(tx: Database, payment: PaymentRow, at: Date): Promise<void>;
  /** After the transaction committed: notifications (SMS). Errors are logged, never thrown. */
  settled?(payment: PaymentRow, outcome: 'completed' | 'failed' | 'stale'): Promise<void>;
}

/** A gateway order was made: where to send the browser. */
export interface OpenedPayment {
  merchantOrderId: string;
  redirectUrl: string;
  amountPaise: number;
}

/** How long a gateway keeps our order payable, and after how long a pending one is polled. */
export const PAYMENT_EXPIRE_AFTER_S = 15 * 60;
export const RECONCILE_AFTER_MS = 2 * 60_000;

const ORDER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A merchant order id: 'MB' and 20 random characters; unique in `payments`. */
export function newMerchantOrderId(): string {
  let id = 'MB';
  for (let i = 0; i < 20; i += 1) id += ORDER_ALPHABET[randomInt(ORDER_ALPHABET.length)];
  return id;
}

export const GATEWAY_DOWN =
  'The payment gateway did not answer. Nothing was charged; please try again in a minute.';

/**
 * Payments: one row per attempt, opened with the gateway after the booking's transaction commits, and
 * settled exactly once by guarded state changes whatever the number and order of callbacks, returns and
 * status polls.
 */
export class Payments {
  private readonly purposes = new Map<string, PaymentPurpose>();
  private readonly sweepers: (() => Promise<number>)[] = [];
  private readonly resultPages = new Map<string, (payment: PaymentRow) => Promise<string | null>>();

  constructor(
    private readonly db: Database,
    readonly provider: PaymentProvider,
    private readonly clock: () => Date,
    private readonly log: FastifyBaseLogger,
    /** Absolute base of our return URL for gateways that need one ('' for a relative one). */
    private readonly returnBase: string,
    private readonly returnPath: (merchantOrderId: string) => string,
  ) {}

  register(purpose: string, handlers: PaymentPurpose): void {
    this.purposes.set(purpose, handlers);
  }

  /** Inserts a pending payment inside the caller's transaction (before the gateway is asked). */
  async insertPending(
    tx: Database,
    input: {
      userId: number;
      purpose: string;
      appointmentId: number | null;
      serviceBookingId?: number | null;
      amountPaise: number;
    },
  ): Promise<PaymentRow> {
    return insertPayment(tx, {
      ...input,
      serviceBookingId: input.serviceBookingId ?? null,
      merchantOrderId: newMerchantOrderId(),
      provider: this.provider.name,
      createdAt: this.clock(),
    });
  }

  /**
   * Asks the gateway for a payment page for a pending payment. When the gateway fails, the payment is
   * settled as failed (its purpose gives back what it held) and the caller gets a 503 with words.
   */
  async open(payment: PaymentRow, message: string): Promise<OpenedPayment> {
    try {
      const created = await this.provider.createPayment({
        merchantOrderId: payment.merchantOrderId,
        amountPaise: payment.amountPaise,
        returnUrl: `${this.returnBase}${this.returnPath(payment.merchantOrderId)}`,
        expireAfterSeconds: PAYMENT_EXPIRE_AFTER_S,
        message,
      });
      await setProviderOrderId(this.db, payment.merchantOrderId, created.providerOrderId);
      return {
        merchantOrderId: payment.merchantOrderId,
        redirectUrl: created.redirectUrl,
        amountPaise: payment.amountPaise,
      };
    } catch (error) {
      this.log.error({ err: error, merchantOrderId: payment.merchantOrderId }, 'gateway refused');
      await this.settle(payment.merchantOrderId, 'FAILED');
      throw new HttpError(503, GATEWAY_DOWN);
    }
  }

  async find(merchantOrderId: string): Promise<PaymentRow | null> {
    return findPayment(this.db, merchantOrderId);
  }

  /**
   * Applies a gateway state to a payment, once: COMPLETED moves pending → completed and lets the purpose take
   * the money (or credits the wallet when it no longer can); FAILED moves pending → failed and lets the
   * purpose give back what it held; PENDING changes nothing. Returns the payment as it is afterwards.
   */
  async settle(
    merchantOrderId: string,
    state: GatewayState,
    providerOrderId?: string,
  ): Promise<PaymentRow | null> {
    if (state === 'PENDING') return this.find(merchantOrderId);
    const at = this.clock();
    let outcome: 'completed' | 'failed' | 'stale' | null = null;
    const settled = await this.db.transaction(async (t) => {
      const tx = t as unknown as Database;
      // A gateway's COMPLETED is money taken: it is applied even to a payment we had given up on.
      const moved = await movePayment(
        tx,
        merchantOrderId,
        state === 'COMPLETED' ? ['pending', 'failed', 'expired'] : 'pending',
        state === 'COMPLETED' ? 'completed' : 'failed',
        at,
        providerOrderId,
      );
      if (!moved) return null;
      const purpose = this.purposes.get(moved.purpose);
      if (!purpose) throw new Error(`No handler for payments of ${moved.purpose}`);
      if (state === 'FAILED') {
        await purpose.failed(tx, moved, at);
        outcome = 'failed';
        return moved;
      }
      if ((await purpose.completed(tx, moved, at)) === 'applied') {
        outcome = 'completed';
        return moved;
      }
      // The money arrived for something that can no longer take it: it goes to the wallet, at once.
      await addWalletEntry(tx, {
        userId: moved.userId,
        amountPaise: moved.amountPaise,
        kind: 'late_payment_credit',
        reference: moved.merchantOrderId,
        note: 'A payment that arrived after its booking had expired',
      });
      outcome = 'stale';
      return movePayment(tx, merchantOrderId, 'completed', 'refunded', at);
    });
    if (settled && outcome) {
      const purpose = this.purposes.get(settled.purpose);
      await purpose?.settled?.(settled, outcome).catch((error: unknown) => {
        this.log.error({ err: error, merchantOrderId }, 'after-payment step failed');
      });
    }
    return settled ?? (await this.find(merchantOrderId));
  }

  /** The pending payments of an appointment. */
  async pendingOf(appointmentId: number): Promise<PaymentRow[]> {
    return listPendingOfAppointment(this.db, appointmentId);
  }

  /** In the caller's transaction: an appointment's pending payments are given up on (its hold expired). */
  async expirePendingOf(tx: Database, appointmentId: number, at: Date): Promise<number> {
    return moveAppointmentPayments(tx, appointmentId, 'pending', 'expired', at);
  }

  /** In the caller's transaction: an appointment's completed payments were refunded (to the wallet). */
  async refundCompletedOf(tx: Database, appointmentId: number, at: Date): Promise<number> {
    return moveAppointmentPayments(tx, appointmentId, 'completed', 'refunded', at);
  }

  /** Where the browser goes after the gateway for a purpose's payments (its result screen). */
  addResultPage(purpose: string, page: (payment: PaymentRow) => Promise<string | null>): void {
    this.resultPages.set(purpose, page);
  }

  /** The web path the gateway's return redirects to for a payment ('/' when its purpose has none). */
  async resultPageOf(payment: PaymentRow): Promise<string> {
    return (await this.resultPages.get(payment.purpose)?.(payment)) ?? '/';
  }

  /** Adds work to the reconciliation job (e.g. expiring bookings whose hold ran out). */
  addSweeper(sweep: () => Promise<number>): void {
    this.sweepers.push(sweep);
  }

  /** One run of the reconciliation job: stale pending payments first, then every sweeper. */
  async reconcile(): Promise<{ polled: number; swept: number }> {
    const polled = await this.reconcilePending();
    let swept = 0;
    for (const sweep of this.sweepers) {
      try {
        swept += await sweep();
      } catch (error) {
        this.log.error({ err: error }, 'reconciliation sweep failed');
      }
    }
    return { polled, swept };
  }

  /** Asks the gateway server-to-server and applies what it says. */
  async refresh(merchantOrderId: string): Promise<PaymentRow | null> {
    const status = await this.provider.orderStatus(merchantOrderId);
    return this.settle(merchantOrderId, status.state, status.providerOrderId);
  }

  /**
   * The reconciliation job's payment half: every payment still pending a while after it was opened is asked
   * about and settled. Driven by the database, so a restart loses nothing. Returns how many were asked.
   */
  async reconcilePending(limit = 100): Promise<number> {
    const before = new Date(this.clock().getTime() - RECONCILE_AFTER_MS);
    const stale = await listStalePending(this.db, before, limit);
    for (const payment of stale) {
      try {
        await this.refresh(payment.merchantOrderId);
      } catch (error) {
        this.log.warn(
          { err: error, merchantOrderId: payment.merchantOrderId },
          'status poll failed',
        );
      }
    }
    return stale.length;
  }
}
