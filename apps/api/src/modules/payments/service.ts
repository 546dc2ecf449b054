import type { Language } from '@medibridge/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import { retryOnUniqueViolation } from '../../lib/dbErrors';
import { addWalletEntry } from '../wallet';
import {
  type Payable,
  type PayableHandlers,
  type PayPage,
  type PaymentStart,
  newReference,
  payableOf,
  payPageOf,
} from './payable';
import type { Jobs } from '../../plugins/jobs';
import { OrderChecks } from './orderChecks';
import { FIRST_CHECK_S, PAYMENT_EXPIRE_AFTER_S } from './polling';
import type { GatewayState, PaymentProvider } from './provider';
import type { RefundRow } from './refundRepository';
import { PaymentRefunds } from './refunds';
import {
  type PaymentRow,
  findPayment,
  insertPayment,
  latestPaymentOfOrder,
  listPayablePayments,
  lockedRefundedPaise,
  movePayablePayments,
  movePayment,
  setProviderOrderId,
} from './repository';

export { PAYMENT_EXPIRE_AFTER_S };
export {
  ORDER_POLL_JOB,
  ORDER_WEBHOOK_JOB,
  RECONCILE_AFTER_MS,
  REFUND_WEBHOOK_JOB,
} from './orderChecks';
export { RECONCILE_REFUNDS_AFTER_MS } from './refunds';

/** A merchant order id: 'MB' and 20 random characters; unique in `payments`. */
export function newMerchantOrderId(): string {
  return newReference('MB', 20);
}

export const GATEWAY_DOWN =
  'The payment gateway did not answer. Nothing was charged; please try again in a minute.';

/**
 * Payments: one row per attempt, started the one way (`payFor`), opened with the gateway after the
 * payable's transaction commits, and settled exactly once by guarded state changes whatever the number and
 * order of callbacks, returns and status polls. Each kind of payable registers what its outcomes do.
 */
export class Payments extends PaymentRefunds {
  private readonly handlers = new Map<string, PayableHandlers>();
  private readonly resultPages = new Map<string, (payment: PaymentRow) => Promise<string | null>>();
  private readonly checks: OrderChecks;

  constructor(
    db: Database,
    provider: PaymentProvider,
    clock: () => Date,
    log: FastifyBaseLogger,
    /** Absolute base of our return URL for gateways that need one ('' for a relative one). */
    private readonly returnBase: string,
    private readonly returnPath: (merchantOrderId: string) => string,
  ) {
    super(db, provider, clock, log);
    this.checks = new OrderChecks(db, provider, clock, log, (id, state, providerOrderId) =>
      this.settle(id, state, providerOrderId),
    );
  }

  /** The job queue the status schedule and webhook settlements go on (set by the plugin). */
  useQueue(queue: Pick<Jobs, 'send'>): void {
    this.checks.useQueue(queue);
  }

  /** What a kind of payable does when its payments complete or fail. */
  register(kind: Payable['kind'], handlers: PayableHandlers): void {
    this.handlers.set(kind, handlers);
  }

  /**
   * Pay for something, the one way, for a first payment and a retry alike. `write` runs in one transaction:
   * it writes the payable, or moves it back to awaiting payment (a guarded update; it throws when it cannot),
   * and says what to charge. In that same transaction the wallet part is debited (once: its ledger key) and,
   * when something is left to pay online, a pending payment is inserted. After the commit the gateway is
   * asked for a page; `page` is null when nothing is paid online. A clash of random numbers (the payable's
   * reference or the merchant order id) runs the transaction again. When the payment cannot start (the write
   * refused, or the gateway did not answer), `undo` runs (e.g. removes an upload stored for the payable) and
   * the error goes on to the caller.
   */
  async payFor<T>(
    write: (tx: Database) => Promise<{ subject: T; start: PaymentStart }>,
    options: { undo?: () => Promise<unknown>; language?: Language } = {},
  ): Promise<{ subject: T; page: PayPage | null }> {
    try {
      return await this.startPayment(write, options.language ?? 'en');
    } catch (error) {
      await options.undo?.().catch(() => undefined);
      throw error;
    }
  }

  private async startPayment<T>(
    write: (tx: Database) => Promise<{ subject: T; start: PaymentStart }>,
    language: Language,
  ): Promise<{ subject: T; page: PayPage | null }> {
    const { subject, start, payment } = await retryOnUniqueViolation(() =>
      this.db.transaction(async (tx) => {
        const written = await write(tx);
        const { wallet, userId } = written.start;
        if (wallet)
          await addWalletEntry(tx, {
            userId,
            amountPaise: -wallet.paise,
            kind: wallet.kind,
            reference: wallet.reference,
            note: wallet.note,
          });
        const pending =
          written.start.onlinePaise > 0 ? await this.insertPending(tx, written.start) : null;
        return { ...written, payment: pending };
      }),
    );
    return { subject, page: payment ? await this.open(payment, start, language) : null };
  }

  /** Inserts a pending payment inside the caller's transaction (before the gateway is asked). */
  private async insertPending(tx: Database, start: PaymentStart): Promise<PaymentRow> {
    return insertPayment(tx, {
      userId: start.userId,
      payable: start.payable,
      amountPaise: start.onlinePaise,
      merchantOrderId: newMerchantOrderId(),
      provider: this.provider.name,
      createdAt: this.clock(),
    });
  }

  /**
   * Asks the gateway for a payment page for a pending payment. When the gateway fails, the payment is
   * settled as failed (its payable gives back what it held) and the caller gets a 503 with words.
   */
  private async open(
    payment: PaymentRow,
    { message, messageHi }: Pick<PaymentStart, 'message' | 'messageHi'>,
    language: Language,
  ): Promise<PayPage> {
    try {
      const created = await this.provider.createPayment({
        merchantOrderId: payment.merchantOrderId,
        amountPaise: payment.amountPaise,
        returnUrl: `${this.returnBase}${this.returnPath(payment.merchantOrderId)}`,
        expireAfterSeconds: PAYMENT_EXPIRE_AFTER_S,
        message,
        ...(messageHi ? { messageHi } : {}),
        language,
      });
      await setProviderOrderId(this.db, payment.merchantOrderId, created.providerOrderId);
      await this.checks.schedulePoll(payment, FIRST_CHECK_S);
      return payPageOf({ ...payment, redirectUrl: created.redirectUrl });
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
   * Applies a gateway state to a payment, once: COMPLETED moves pending → completed and lets the payable take
   * the money (or credits the wallet when it no longer can); FAILED moves pending → failed and lets the
   * payable give back what it held; PENDING changes nothing. Returns the payment as it is afterwards.
   */
  async settle(
    merchantOrderId: string,
    state: GatewayState,
    providerOrderId?: string,
  ): Promise<PaymentRow | null> {
    if (state === 'PENDING') return this.find(merchantOrderId);
    const at = this.clock();
    let outcome: 'completed' | 'failed' | 'stale' | null = null;
    const settled = await this.db.transaction(async (tx) => {
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
      const handlers = this.handlers.get(moved.purpose);
      if (!handlers) throw new Error(`No handler for payments of ${moved.purpose}`);
      const payable = payableOf(moved);
      if (state === 'FAILED') {
        if (payable) await handlers.failed(tx, payable.id, moved, at);
        outcome = 'failed';
        return moved;
      }
      if (payable && (await handlers.completed(tx, payable.id, moved, at)) === 'applied') {
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
    const payable = settled && payableOf(settled);
    if (settled && payable && outcome) {
      await this.handlers
        .get(payable.kind)
        ?.settled?.(payable.id, settled, outcome)
        .catch((error: unknown) => {
          this.log.error({ err: error, merchantOrderId }, 'after-payment step failed');
        });
    }
    return settled ?? (await this.find(merchantOrderId));
  }

  /**
   * Closes a payable's payments (it expired unpaid, or was cancelled). With `askFirst`, its pending payments
   * are asked about once more, server-to-server (one that completed meanwhile settles through its handlers
   * first). Then, in one transaction, `close` moves the payable (a guarded update; null when another request
   * got there first) and gives back what it held; when it did, the payable's pending payments expire with
   * it. Returns what `close` returned.
   */
  async expire<T>(
    payable: Payable,
    close: (tx: Database, at: Date) => Promise<T | null>,
    options: { askFirst?: boolean } = {},
  ): Promise<T | null> {
    if (options.askFirst)
      await this.checks.poll(await listPayablePayments(this.db, payable, 'pending'));
    const at = this.clock();
    return this.db.transaction(async (tx) => {
      const closed = await close(tx, at);
      if (closed !== null) await movePayablePayments(tx, payable, 'pending', 'expired', at);
      return closed;
    });
  }

  /** In the caller's transaction: a payable's completed payments (normally one), oldest first. */
  async completedOf(tx: Database, payable: Payable): Promise<PaymentRow[]> {
    return listPayablePayments(tx, payable, 'completed');
  }

  /**
   * In the caller's transaction, before refunding a payable: locks its completed payments and returns what an
   * admin refunded of them already (docs/decisions/0059), which the cancellation does not give back again.
   */
  async lockedRefundedPaiseOf(tx: Database, payable: Payable): Promise<number> {
    return lockedRefundedPaise(tx, payable);
  }

  /**
   * In the caller's transaction: a payable's pending payments are given up on (expired); how many. One that
   * completes later still settles: its handler finds the payable closed and the money goes to the wallet.
   */
  async expirePendingOf(tx: Database, payable: Payable, at: Date): Promise<number> {
    return movePayablePayments(tx, payable, 'pending', 'expired', at);
  }

  /** In the caller's transaction: a payable's completed payments were refunded (to the wallet); how many. */
  async refundCompletedOf(tx: Database, payable: Payable, at: Date): Promise<number> {
    return movePayablePayments(tx, payable, 'completed', 'refunded', at);
  }

  protected async afterRefund(payment: PaymentRow, refund: RefundRow): Promise<void> {
    const payable = payableOf(payment);
    if (payable)
      await this.handlers.get(payable.kind)?.refundSettled?.(payable.id, payment, refund);
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

  /**
   * One run of the reconciliation job: payments and refunds still pending a while after they were opened are
   * asked about. Releasing expired holds and unpaid orders is their own modules' jobs (docs/decisions/0051).
   */
  async reconcile(): Promise<{ polled: number }> {
    return { polled: (await this.reconcilePending()) + (await this.reconcileRefunds()) };
  }

  /**
   * Asks the gateway server-to-server and applies what it says, once (an answer whose amount is not the
   * payment's is recorded and not applied: orderChecks.ts).
   */
  async refresh(merchantOrderId: string): Promise<PaymentRow | null> {
    return this.checks.refresh(merchantOrderId);
  }

  /** A webhook about an order whose authorization was checked: recorded, its settlement queued. */
  async acceptWebhook(merchantOrderId: string, event: string, state: string): Promise<void> {
    return this.checks.acceptWebhook(merchantOrderId, event, state);
  }

  /** A refund webhook: found by any id it names, recorded, its check queued; false when none matches. */
  async acceptRefundWebhook(
    named: { merchantRefundId?: string; providerRefundId?: string; merchantOrderId?: string },
    event: string,
    state: string,
  ): Promise<boolean> {
    return this.checks.acceptRefundWebhook(named, event, state);
  }

  /** The webhook job: asks the gateway and applies its answer; a gateway error fails it (retried). */
  async settleFromWebhook(merchantOrderId: string): Promise<void> {
    await this.checks.refresh(merchantOrderId);
  }

  /** One check of the status schedule; the next one's time (seconds after opening), or null. */
  async pollOrder(merchantOrderId: string): Promise<number | null> {
    return this.checks.pollOrder(merchantOrderId);
  }

  /** The reconciliation job's payment half (the schedule's safety net); how many were asked. */
  async reconcilePending(limit = 100): Promise<number> {
    return this.checks.reconcilePending(limit);
  }
}
