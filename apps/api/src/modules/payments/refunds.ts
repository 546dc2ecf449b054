import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { addWalletEntry } from '../wallet';
import type { PaymentProvider, RefundState } from './provider';
import {
  type RefundRow,
  findRefund,
  findRefundWithOrder,
  insertRefund,
  listStalePendingRefunds,
  moveRefund,
  setProviderRefundId,
} from './refundRepository';
import { type PaymentRow, findPaymentById, movePayment, takeRefund } from './repository';

/** After how long a refund still pending at the gateway is asked about by the job. */
export const RECONCILE_REFUNDS_AFTER_MS = 30_000;

/** Our refund id for a payment: one per payment, so a second request for it can never refund twice. */
export function merchantRefundIdOf(payment: Pick<PaymentRow, 'merchantOrderId'>): string {
  return `R${payment.merchantOrderId}`;
}

/**
 * Refunds to the payment method (docs/decisions/0026): recorded once in the cancelling transaction, asked of
 * the gateway after it commits with an id that can never refund twice, and settled once by guarded updates;
 * a failed one is credited to the wallet. The payments service builds on this.
 */
export abstract class PaymentRefunds {
  constructor(
    protected readonly db: Database,
    readonly provider: PaymentProvider,
    protected readonly clock: () => Date,
    protected readonly log: FastifyBaseLogger,
  ) {}

  /** After a refund settled (once): the payable's notifications. */
  protected abstract afterRefund(payment: PaymentRow, refund: RefundRow): Promise<void>;

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
    // What an admin gave back already (docs/decisions/0059) is not refunded twice; the caller read the payment
    // under its row lock (`lockedRefundedPaiseOf`).
    const left = payment.amountPaise - payment.refundedPaise;
    const moved = await movePayment(tx, payment.merchantOrderId, 'completed', 'refunded', at);
    if (!moved || left <= 0) return null;
    return insertRefund(tx, {
      merchantRefundId: merchantRefundIdOf(moved),
      paymentId: moved.id,
      userId: moved.userId,
      amountPaise: left,
      provider: moved.provider,
      createdAt: at,
    });
  }

  /**
   * In the caller's transaction: an admin's refund of `amountPaise` of a completed payment (docs/decisions/
   * 0059). The amount is taken by one guarded update (`takeRefund`: never more than paid minus refunded; the
   * payment becomes refunded when nothing is left); to the wallet it is a ledger row, to the payment method a
   * recorded refund sent after the transaction commits (`sendRefund`), like a cancellation's. Null when the
   * payment has not that much left to refund.
   */
  async recordPartRefund(
    tx: Database,
    input: {
      payment: PaymentRow;
      amountPaise: number;
      to: 'wallet' | 'source';
      reference: string;
      note: string;
      at: Date;
    },
  ): Promise<{ payment: PaymentRow; refund: RefundRow | null } | null> {
    const { payment, amountPaise, to, reference, at } = input;
    const taken = await takeRefund(tx, payment.id, amountPaise, at);
    if (!taken) return null;
    if (to === 'wallet') {
      await addWalletEntry(tx, {
        userId: taken.userId,
        amountPaise,
        kind: 'admin_refund',
        reference,
        note: input.note,
        createdAt: at,
      });
      return { payment: taken, refund: null };
    }
    const refund = await insertRefund(tx, {
      merchantRefundId: reference,
      paymentId: taken.id,
      userId: taken.userId,
      amountPaise,
      provider: taken.provider,
      createdAt: at,
    });
    return { payment: taken, refund };
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
    const moved = await this.db.transaction(async (tx) => {
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
        if (payment) await this.afterRefund(payment, moved);
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
}
