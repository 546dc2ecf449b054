import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Jobs } from '../../plugins/jobs';
import { insertPaymentEvent } from './eventRepository';
import { findRefundNamed } from './refundRepository';
import { LAST_CHECK_S, nextCheckAfter, orderMayChange } from './polling';
import type { GatewayState, OrderStatus, PaymentProvider } from './provider';
import { type PaymentRow, findPayment, listExpiredSince, listStalePending } from './repository';

/** After how long the minute job asks about a payment itself (the per-payment schedule asks earlier). */
export const RECONCILE_AFTER_MS = 2 * 60_000;

/** Jobs on the queue (docs/decisions/0048): a webhook's settlement, the status schedule, a refund's. */
export const ORDER_WEBHOOK_JOB = 'payments.order-webhook';
export const ORDER_POLL_JOB = 'payments.order-poll';
export const REFUND_WEBHOOK_JOB = 'payments.refund-webhook';

/** States a payment can still leave on the gateway's word (an expired one still takes a late COMPLETED). */
const OPEN_STATES = new Set(['pending', 'expired']);

/**
 * Asking the gateway about orders (docs/decisions/0048): on a webhook (acknowledged at once, settled by a
 * keyed job), on PhonePe's status schedule (a keyed delayed job per check), and by the minute job as a
 * safety net. Every answer's amount is checked against the payment's before it is applied.
 */
export class OrderChecks {
  private queue: Pick<Jobs, 'send'> | null = null;

  constructor(
    private readonly db: Database,
    private readonly provider: PaymentProvider,
    private readonly clock: () => Date,
    private readonly log: FastifyBaseLogger,
    private readonly settle: (
      merchantOrderId: string,
      state: GatewayState,
      providerOrderId?: string,
    ) => Promise<PaymentRow | null>,
  ) {}

  useQueue(queue: Pick<Jobs, 'send'>): void {
    this.queue = queue;
  }

  /** Asks the gateway server-to-server and applies what it says, once. */
  async refresh(merchantOrderId: string): Promise<PaymentRow | null> {
    return (await this.check(merchantOrderId)).payment;
  }

  /**
   * The gateway's answer and the payment afterwards. An answer whose amount is not the payment's is
   * recorded (payment_events, once, and an error in the log) and not applied: the payment stays as it is.
   */
  private async check(
    merchantOrderId: string,
  ): Promise<{ status: OrderStatus; payment: PaymentRow | null }> {
    const status = await this.provider.orderStatus(merchantOrderId);
    const payment = await findPayment(this.db, merchantOrderId);
    if (payment && status.state !== 'PENDING' && !amountMatches(payment, status)) {
      const detail = `${status.state}: the gateway says ${status.amountPaise ?? 'no amount'} paise, the payment is ${payment.amountPaise} paise`;
      const first = await insertPaymentEvent(this.db, {
        merchantOrderId,
        kind: 'amount_mismatch',
        detail,
        createdAt: this.clock(),
      });
      if (first) this.log.error({ merchantOrderId, detail }, 'gateway amount differs: not applied');
      return { status, payment };
    }
    return {
      status,
      payment: await this.settle(merchantOrderId, status.state, status.providerOrderId),
    };
  }

  /**
   * A webhook about an order, after its authorization was checked: recorded, and its settlement queued (a
   * job keyed by order, event and state, so the same webhook from any number of replicas or retries is
   * settled once). The caller answers the gateway at once; the job asks the gateway and applies its answer.
   */
  async acceptWebhook(merchantOrderId: string, event: string, state: string): Promise<void> {
    await insertPaymentEvent(this.db, {
      merchantOrderId,
      kind: 'webhook',
      detail: `${event} ${state}`,
      createdAt: this.clock(),
    });
    if (!this.queue) throw new Error('payments: no job queue');
    await this.queue.send(
      ORDER_WEBHOOK_JOB,
      { merchantOrderId },
      { key: `${merchantOrderId}:${event}:${state}` },
    );
  }

  /**
   * A refund webhook, after its authorization was checked: the refund is found by whatever the webhook names
   * (our merchant refund id, which PhonePe's callback data may leave out, else PhonePe's refund id, else the
   * order), the webhook recorded and the refund's status check queued (keyed, once). False when no refund
   * matches.
   */
  async acceptRefundWebhook(
    named: { merchantRefundId?: string; providerRefundId?: string; merchantOrderId?: string },
    event: string,
    state: string,
  ): Promise<boolean> {
    const refund = await findRefundNamed(this.db, named);
    if (!refund) return false;
    await insertPaymentEvent(this.db, {
      merchantOrderId: refund.merchantOrderId,
      kind: 'refund_webhook',
      detail: `${event} ${state} ${refund.merchantRefundId}`,
      createdAt: this.clock(),
    });
    if (!this.queue) throw new Error('payments: no job queue');
    await this.queue.send(
      REFUND_WEBHOOK_JOB,
      { merchantRefundId: refund.merchantRefundId },
      { key: `${refund.merchantRefundId}:${event}:${state}` },
    );
    return true;
  }

  /**
   * One check of the status schedule (polling.ts): asks the gateway about a payment that can still change
   * and queues the next check; stops when the payment settled, the gateway gave a final answer or the
   * order's life is over. A gateway error only waits for the next check. Returns when the next check is due
   * (seconds after the payment was opened), or null when there is none.
   */
  async pollOrder(merchantOrderId: string): Promise<number | null> {
    const before = await findPayment(this.db, merchantOrderId);
    if (!before || !OPEN_STATES.has(before.state)) return null;
    const now = this.clock();
    if (!orderMayChange(before.createdAt, now)) return null;
    try {
      const { status, payment } = await this.check(merchantOrderId);
      if (status.state !== 'PENDING' || !payment || !OPEN_STATES.has(payment.state)) return null;
    } catch (error) {
      this.log.warn({ err: error, merchantOrderId }, 'status poll failed');
    }
    const next = nextCheckAfter((now.getTime() - before.createdAt.getTime()) / 1000);
    if (next !== null) await this.schedulePoll(before, next);
    return next;
  }

  /** Queues the schedule's check at `atS` seconds after the payment opened (once: keyed by both). */
  async schedulePoll(payment: PaymentRow, atS: number): Promise<void> {
    if (!this.queue) return;
    const dueMs = payment.createdAt.getTime() + atS * 1000 - this.clock().getTime();
    try {
      await this.queue.send(
        ORDER_POLL_JOB,
        { merchantOrderId: payment.merchantOrderId },
        { key: `${payment.merchantOrderId}:${atS}`, delaySeconds: Math.max(0, dueMs / 1000) },
      );
    } catch (error) {
      // The minute job asks about it anyway.
      this.log.error({ err: error, merchantOrderId: payment.merchantOrderId }, 'poll not queued');
    }
  }

  /**
   * The reconciliation job's payment half, the schedule's safety net: every payment still pending a while
   * after it was opened, and every expired one whose order may still complete (money that arrives after the
   * hold goes to the wallet), is asked about and settled. Driven by the database, so a restart loses nothing.
   * Returns how many were asked.
   */
  async reconcilePending(limit = 100): Promise<number> {
    const now = this.clock().getTime();
    const before = new Date(now - RECONCILE_AFTER_MS);
    const stale = await listStalePending(this.db, before, limit);
    const late = await listExpiredSince(
      this.db,
      new Date(now - LAST_CHECK_S * 1000),
      before,
      limit,
    );
    await this.poll([...stale, ...late]);
    return stale.length + late.length;
  }

  /** Asks the gateway about each payment and applies what it says; one it cannot answer waits for the job. */
  async poll(pending: readonly PaymentRow[]): Promise<void> {
    for (const payment of pending) {
      try {
        await this.refresh(payment.merchantOrderId);
      } catch (error) {
        this.log.warn(
          { err: error, merchantOrderId: payment.merchantOrderId },
          'status poll failed',
        );
      }
    }
  }
}

/** A final answer must name the payment's amount (COMPLETED always; FAILED when it names one). */
function amountMatches(payment: PaymentRow, status: OrderStatus): boolean {
  if (status.amountPaise === undefined) return status.state !== 'COMPLETED';
  return status.amountPaise === payment.amountPaise;
}
