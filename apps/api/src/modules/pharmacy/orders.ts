import { amountVar, clip, refVar } from '../notifications';
import type { MessageKind } from '../notifications';
import {
  type AuditActionName,
  type OrderQuote,
  type OrderState,
  PATIENT_CANCELLABLE,
  PHARMACY_MESSAGES as M,
  type PharmacyPaymentMethod,
  type PlaceOrderResponse,
  ROUTES,
  buildPath,
  type Language,
} from '@medibridge/contract';
import type { PlaceOrderFieldsParsed } from '@medibridge/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import { type AuditActor, recordAudit } from '../../lib/audit';
import type { SessionUser } from '../../plugins/sessions';
import { listPrescribedAppointments } from '../appointments';
import { newStorageKey, sniffDocumentType } from '../files';
import { type PayableHandlers, type PaymentInitiated, paymentInitiated } from '../payments';
import { addWalletEntry } from '../wallet';
import { fieldError, orderPaymentOf, quoteOrder, writeOrder } from './checkout';
import { writeH1Entries } from './h1Register';
import {
  type OrderRow,
  addOrderEvent,
  findOrderById,
  findOrderByNo,
  listUnpaidBefore,
  moveOrder,
} from './orderRepository';
import { returnStock } from './stockRepository';

export { newOrderNo } from './checkout';

/** An online order not paid yet: its payment is open or failed. */
const UNPAID: readonly OrderState[] = ['awaiting_payment', 'payment_failed'];

/** An order's payment as the place-order call answers it: the gateway hand-off under `order_no`. */
type PaymentAnswer = PaymentInitiated<'order_no'>;

/** An order's page (where Confirm and the gateway's return land). */
export function orderPath(orderNo: string): string {
  return buildPath(ROUTES.orderDetail, { order_no: orderNo });
}

/** An unpaid online order is cancelled this long after its last payment was opened. */
export const UNPAID_ORDER_MINUTES = 30;

/** A pharmacist's step, for the audit log: who, and the action's name. */
export interface StaffStep {
  actor: AuditActor;
  action: AuditActionName;
}

async function auditStep(
  tx: Database,
  by: StaffStep,
  orderNo: string,
  detail: string,
  at: Date,
): Promise<void> {
  await recordAudit(tx, by.actor, {
    action: by.action,
    subjectType: 'pharmacyOrder',
    subject: orderNo,
    detail,
    at,
  });
}

/** What orders need from the app. */
export type OrderDeps = Pick<FastifyInstance, 'db' | 'payments' | 'files' | 'notify' | 'log'> & {
  clock: () => Date;
  /** The operator's GSTIN (config `GSTIN`), null when not registered for GST. */
  gstin: string | null;
};

/** Medicine orders: quote, confirm, pay, cancel, and the pharmacy desk's moves. */
type OrderKind = Extract<MessageKind, `order_${string}`>;

/** The text a move to each state sends (none for the states the patient's own steps already announce). */
const STATE_KINDS: Partial<Record<OrderState, OrderKind>> = {
  prescription_checked: 'order_rx_approved',
  packed: 'order_packed',
  dispatched: 'order_dispatched',
  delivered: 'order_delivered',
};

export class Orders {
  constructor(private readonly deps: OrderDeps) {}

  /** What Confirm would charge now for the user's cart (the order summary shows these figures). */
  async quote(
    user: SessionUser,
    method: PharmacyPaymentMethod,
    useWallet: boolean,
    lang: Language,
  ): Promise<OrderQuote> {
    return quoteOrder(this.deps.db, user, method, useWallet, lang, this.deps.gstin);
  }

  /**
   * Confirm: checks the prescription, then in one transaction takes the cart (of two confirms at once the
   * second finds it empty), takes each line's packs from stock (409 naming the product when too few), freezes
   * today's prices in the lines, spends wallet money under the user's lock, and writes the order (and its pending payment when paying online). Cash on delivery, or an order the
   * wallet covers, is placed at once.
   */
  async place(
    user: SessionUser,
    fields: PlaceOrderFieldsParsed,
    upload: Buffer | null,
    language: Language = 'en',
  ): Promise<PlaceOrderResponse> {
    const now = this.deps.clock();
    let prescription: {
      source: 'upload' | 'consultation';
      key: string;
      appointmentId: number | null;
    } | null = null;
    let storedKey: string | null = null;
    if (fields.prescription_appointment_no) {
      const found = (await listPrescribedAppointments(this.deps.db, user.id)).find(
        (p) => p.appointmentNo === fields.prescription_appointment_no,
      );
      if (!found) throw fieldError(422, 'prescription_appointment_no', M.prescriptionUnknown);
      prescription = {
        source: 'consultation',
        key: found.prescriptionKey,
        appointmentId: found.id,
      };
    } else if (upload) {
      const type = sniffDocumentType(upload);
      if (!type) throw fieldError(415, 'prescription', M.prescriptionWrongType);
      storedKey = newStorageKey('documents', type);
      await this.deps.files.put(storedKey, upload);
      prescription = { source: 'upload', key: storedKey, appointmentId: null };
    }

    const { subject: order, page } = await this.deps.payments.payFor(
      (tx) => writeOrder(tx, user, fields, prescription, now, language),
      { undo: async () => storedKey && this.deps.files.delete(storedKey), language },
    );
    if (page) return paymentInitiated('order_no', order.orderNo, page);
    await this.notify(order, 'order_confirmed', { amount: amountVar(order.totalPaise) }, language);
    return {
      success: true,
      status: 'order_placed',
      message: M.orderPlaced,
      payment_response: orderPath(order.orderNo),
      data: { order_no: order.orderNo },
    };
  }

  /** A new payment page for the user's order whose online payment failed or is still open. */
  async retry(
    user: SessionUser,
    orderNo: string,
    language: Language = 'en',
  ): Promise<PaymentAnswer> {
    const now = this.deps.clock();
    const found = await findOrderByNo(this.deps.db, orderNo, user.id);
    if (!found) throw new HttpError(404, M.orderUnknown);
    const { subject: order, page } = await this.deps.payments.payFor(
      async (tx) => {
        const moved = await moveOrder(tx, found.id, UNPAID, 'awaiting_payment', now);
        if (!moved || moved.paymentMethod !== 'online' || moved.totalPaise <= 0)
          throw new HttpError(409, M.orderNotPayable);
        return { subject: moved, start: orderPaymentOf(moved) };
      },
      { language },
    );
    if (!page) throw new HttpError(409, M.orderNotPayable);
    return paymentInitiated('order_no', order.orderNo, page);
  }

  /**
   * Cancels an order from one of `from` (the patient's, a pharmacist's or the sweeper's list), once: its
   * packs go back to stock, the wallet part and anything paid online go back to the wallet in the same transaction, as one ledger row;
   * a payment still open is given up on (if it completes later, Payments credits the wallet).
   */
  async cancel(
    order: OrderRow,
    from: readonly OrderState[],
    note: string,
    patch: { prescriptionCheck?: string; prescriptionReason?: string } = {},
    by?: StaffStep,
  ): Promise<OrderRow> {
    const payable = { kind: 'pharmacy', id: order.id } as const;
    const cancelled = await this.deps.payments.expire(payable, async (tx, now) => {
      const moved = await moveOrder(tx, order.id, from, 'cancelled', now, patch);
      if (!moved) return null;
      // Its packs go back to the shelf, once (a guarded flag; docs/decisions/0065).
      await returnStock(tx, moved.id);
      await addOrderEvent(tx, moved.id, 'cancelled', note, now);
      if (by) await auditStep(tx, by, moved.orderNo, note, now);
      // What an admin refunded already is not given back twice (docs/decisions/0059).
      const already = await this.deps.payments.lockedRefundedPaiseOf(tx, payable);
      const paidOnline = (await this.deps.payments.refundCompletedOf(tx, payable, now)) > 0;
      const back = moved.walletPaise + (paidOnline ? moved.totalPaise - already : 0);
      await addWalletEntry(tx, {
        userId: moved.userId,
        amountPaise: back,
        kind: 'order_refund',
        reference: moved.orderNo,
        note: `Medicine order ${moved.orderNo} cancelled`,
      });
      return { moved, back };
    });
    if (!cancelled) {
      const now2 = await findOrderById(this.deps.db, order.id);
      if (now2?.state === 'cancelled') return now2;
      throw new HttpError(409, M.orderNotCancellable);
    }
    if (patch.prescriptionCheck === 'rejected')
      await this.notify(cancelled.moved, 'order_rx_rejected', {
        reason: clip(patch.prescriptionReason || 'not accepted'),
      });
    else
      await this.notify(cancelled.moved, 'order_cancelled', {
        amount: amountVar(cancelled.back),
      });
    return cancelled.moved;
  }

  /** The patient cancels their own order while nothing has left the pharmacy. */
  async cancelByPatient(user: SessionUser, orderNo: string): Promise<OrderRow> {
    const found = await findOrderByNo(this.deps.db, orderNo, user.id);
    if (!found) throw new HttpError(404, M.orderUnknown);
    if (found.state === 'cancelled') return found;
    if (!PATIENT_CANCELLABLE.includes(found.state as OrderState))
      throw new HttpError(409, M.orderNotCancellable);
    return this.cancel(found, PATIENT_CANCELLABLE, 'Cancelled by you');
  }

  /** A pharmacist's move (packed, dispatched, delivered, prescription approved), once, with an SMS. */
  async advance(
    order: OrderRow,
    from: readonly OrderState[],
    to: OrderState,
    note: string,
    patch: { prescriptionCheck?: string; prescriberName?: string; prescriberRegNo?: string } = {},
    by?: StaffStep,
  ): Promise<OrderRow> {
    const now = this.deps.clock();
    const moved = await this.deps.db.transaction(async (tx) => {
      const row = await moveOrder(tx, order.id, from, to, now, patch);
      // Dispatch is the supply: its H1 register entries are written with it, or neither (docs/decisions/0068).
      if (row && to === 'dispatched') await writeH1Entries(tx, row, now, by?.actor.userId ?? null);
      if (row) await addOrderEvent(tx, row.id, to, note, now);
      if (row && by) await auditStep(tx, by, row.orderNo, note || `Moved to ${to}.`, now);
      return row;
    });
    if (!moved) throw new HttpError(409, M.statusNotAllowed);
    const kind = STATE_KINDS[to];
    if (kind) await this.notify(moved, kind, {});
    return moved;
  }

  /** Payments of kind 'pharmacy': a completed payment places the order, a failed one marks it so. */
  readonly purpose: PayableHandlers = {
    completed: async (tx, orderId, _payment, at) => {
      const moved = await moveOrder(tx, orderId, UNPAID, 'placed', at);
      if (!moved) return 'stale';
      await addOrderEvent(tx, moved.id, 'placed', 'Paid online', at);
      return 'applied';
    },
    failed: async (tx, orderId, _payment, at) => {
      const moved = await moveOrder(tx, orderId, ['awaiting_payment'], 'payment_failed', at);
      if (moved) await addOrderEvent(tx, moved.id, 'payment_failed', '', at);
    },
    settled: async (orderId, payment, outcome) => {
      if (outcome !== 'completed') return;
      const order = await findOrderById(this.deps.db, orderId);
      if (order)
        await this.notify(order, 'order_confirmed', { amount: amountVar(payment.amountPaise) });
    },
  };

  /** The sweeper: online orders left unpaid for UNPAID_ORDER_MINUTES are cancelled (the wallet part goes back). */
  async cancelUnpaid(limit = 50): Promise<number> {
    const before = new Date(this.deps.clock().getTime() - UNPAID_ORDER_MINUTES * 60_000);
    const stale = await listUnpaidBefore(this.deps.db, before, limit);
    let done = 0;
    for (const order of stale) {
      try {
        await this.cancel(order, UNPAID, 'Not paid in time');
        done += 1;
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
      }
    }
    return done;
  }

  /** The patient's text about their order (key: the order and the kind, so each goes once). */
  private async notify(
    order: OrderRow,
    kind: OrderKind,
    vars: Record<string, string>,
    language: Language = 'en',
  ): Promise<void> {
    try {
      await this.deps.notify.send({
        kind,
        to: { mobile: order.mobile, patientId: order.userId, language },
        vars: { order: refVar(order.orderNo), ...vars },
        key: `${kind}:${order.orderNo}`,
      });
    } catch (error) {
      this.deps.log.error({ err: error, orderNo: order.orderNo }, 'order SMS not sent');
    }
  }
}
