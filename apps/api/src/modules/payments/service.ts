import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import { addWalletEntry } from '../wallet';
import type { GatewayState, PaymentProvider, RefundState } from './provider';
import {
  type RefundRow,
  findRefund,
  findRefundWithOrder,
  insertRefund,
  listStalePendingRefunds,
  moveRefund,
  setProviderRefundId,
} from './refundRepository';
import {
  type PaymentRow,
  findPayment,
  findPaymentById,
  insertPayment,
  listAppointmentPaymentsIn,
  listPendingOfAppointment,
  moveAppointmentPayments,
  latestPaymentOfOrder,
  listStalePending,
  moveOrderPayments,
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
  /**
   * After a refund to the payment method completed or failed (a failed one is in the wallet by then), once:
   * notifications. Errors are logged, never thrown.
   */
  refundSettled?(payment: PaymentRow, refund: RefundRow): Promise<void>;
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
/** After how long a refund still pending at the gateway is asked about by the job. */
export const RECONCILE_REFUNDS_AFTER_MS = 30_000;

/** Our refund id for a payment: one per payment, so a second request for it can never refund twice. */
export function merchantRefundIdOf(payment: Pick<PaymentRow, 'merchantOrderId'>): string {
  return `R${payment.merchantOrderId}`;
}

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
      pharmacyOrderId?: number | null;
      amountPaise: number;
    },
  ): Promise<PaymentRow> {
    return insertPayment(tx, {
      ...input,
      serviceBookingId: input.serviceBookingId ?? null,
      pharmacyOrderId: input.pharmacyOrderId ?? null,
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

  /** In the caller's transaction: an appointment's completed payments (normally one). */
  async completedOf(tx: Database, appointmentId: number): Promise<PaymentRow[]> {
    return listAppointmentPaymentsIn(tx, appointmentId, 'completed');
  }

  /**
   * True when a completed payment can go back to its payment method: the configured gateway refunds, and it
   * is the gateway that took the payment.
   */
  canRefundToSource(payment: PaymentRow): boolean {
    return (
      this.provider.canRefund &&
      payment.provider === this.provider.name &&
      payment.state === 'completed'
    );
  }

  /**
   * In the caller's transaction: the payment moves completed → refunded and its refund to the payment method
   * is recorded (pending), both once; null when another request got there first. The gateway is asked after
   * the transaction commits (`sendRefund`).
   */
  async recordSourceRefund(tx: Database, payment: PaymentRow, at: Date): Promise<RefundRow | null> {
    const moved = await movePayment(tx, payment.merchantOrderId, 'completed', 'refunded', at);
    if (!moved) return null;
    return insertRefund(tx, {
      merchantRefundId: merchantRefundIdOf(moved),
      paymentId: moved.id,
      userId: moved.userId,
      amountPaise: moved.amountPaise,
      provider: moved.provider,
      createdAt: at,
    });
  }

  /**
   * Asks the gateway to make a recorded refund and applies its answer. When the gateway cannot be asked, the
   * refund stays pending and the reconciliation job asks again (with the same merchant refund id).
   */
  async sendRefund(refund: RefundRow, merchantOrderId: string): Promise<RefundRow> {
    try {
      const answer = await this.provider.refund({
        merchantRefundId: refund.merchantRefundId,
        merchantOrderId,
        amountPaise: refund.amountPaise,
      });
      return (
        (await this.settleRefund(refund.merchantRefundId, answer.state, answer.providerRefundId)) ??
        refund
      );
    } catch (error) {
      this.log.warn(
        { err: error, merchantRefundId: refund.merchantRefundId },
        'refund request failed; the job asks again',
      );
      return refund;
    }
  }

  async findRefund(merchantRefundId: string): Promise<RefundRow | null> {
    return findRefund(this.db, merchantRefundId);
  }

  /**
   * Applies a gateway's refund state, once: COMPLETED moves pending → completed; FAILED moves pending →
   * failed and puts the amount in the patient's wallet in the same transaction, so no money is ever lost;
   * PENDING only notes the gateway's refund id. Returns the refund as it is afterwards.
   */
  async settleRefund(
    merchantRefundId: string,
    state: RefundState,
    providerRefundId?: string,
  ): Promise<RefundRow | null> {
    if (state === 'PENDING') {
      if (providerRefundId) await setProviderRefundId(this.db, merchantRefundId, providerRefundId);
      return this.findRefund(merchantRefundId);
    }
    const at = this.clock();
    const moved = await this.db.transaction(async (t) => {
      const tx = t as unknown as Database;
      const refund = await moveRefund(
        tx,
        merchantRefundId,
        state === 'COMPLETED' ? 'completed' : 'failed',
        at,
        providerRefundId,
      );
      if (refund && state === 'FAILED')
        await addWalletEntry(tx, {
          userId: refund.userId,
          amountPaise: refund.amountPaise,
          kind: 'source_refund_failed',
          reference: refund.merchantRefundId,
          note: 'A refund your payment method could not take, credited here instead',
        });
      return refund;
    });
    if (moved) {
      this.log.info(
        { merchantRefundId, state: moved.state },
        'refund to the payment method settled',
      );
      try {
        const payment = await findPaymentById(this.db, moved.paymentId);
        const purpose = payment ? this.purposes.get(payment.purpose) : undefined;
        if (payment) await purpose?.refundSettled?.(payment, moved);
      } catch (error) {
        this.log.error({ err: error, merchantRefundId }, 'after-refund step failed');
      }
    }
    return moved ?? (await this.findRefund(merchantRefundId));
  }

  /** Asks the gateway about a refund server-to-server and applies what it says (resends one it lost). */
  async refreshRefund(refund: RefundRow, merchantOrderId: string): Promise<RefundRow | null> {
    const status = await this.provider.refundStatus(refund.merchantRefundId);
    if (!status) return this.sendRefund(refund, merchantOrderId);
    return this.settleRefund(refund.merchantRefundId, status.state, status.providerRefundId);
  }

  /**
   * A refund's callback: the refund is asked about server-to-server and what the gateway says is applied
   * (once). Null when there is no such refund.
   */
  async refreshRefundNamed(merchantRefundId: string): Promise<RefundRow | null> {
    const refund = await findRefundWithOrder(this.db, merchantRefundId);
    if (!refund) return null;
    return this.refreshRefund(refund, refund.merchantOrderId);
  }

  /**
   * The reconciliation job's refund half: every refund still pending a little after it was recorded is asked
   * about until it completes or fails. Driven by the database, so a restart loses nothing.
   */
  async reconcileRefunds(limit = 100): Promise<number> {
    if (!this.provider.canRefund) return 0;
    const before = new Date(this.clock().getTime() - RECONCILE_REFUNDS_AFTER_MS);
    const pending = await listStalePendingRefunds(this.db, before, limit);
    for (const refund of pending) {
      if (refund.provider !== this.provider.name) continue;
      try {
        await this.refreshRefund(refund, refund.merchantOrderId);
      } catch (error) {
        this.log.warn(
          { err: error, merchantRefundId: refund.merchantRefundId },
          'refund status poll failed',
        );
      }
    }
    return pending.length;
  }

  /** In the caller's transaction: a medicine order's payments in `from` move to `to` (see moveOrderPayments). */
  async moveOrderPayments(
    tx: Database,
    pharmacyOrderId: number,
    from: 'pending' | 'completed',
    to: 'expired' | 'refunded',
    at: Date,
  ): Promise<number> {
    return moveOrderPayments(tx, pharmacyOrderId, from, to, at);
  }

  /** The latest payment of a medicine order (its reference on the order page), or null. */
  async latestOfOrder(pharmacyOrderId: number): Promise<PaymentRow | null> {
    return latestPaymentOfOrder(this.db, pharmacyOrderId);
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

  /** One run of the reconciliation job: stale pending payments and refunds first, then every sweeper. */
  async reconcile(): Promise<{ polled: number; swept: number }> {
    const polled = (await this.reconcilePending()) + (await this.reconcileRefunds());
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
