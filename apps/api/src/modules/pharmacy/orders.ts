import { randomInt } from 'node:crypto';
import {
  type AuditActionName,
  type DrugSchedule,
  MIN_ONLINE_PAISE,
  ORDER_STATE_LABELS,
  type OrderQuote,
  type OrderState,
  PATIENT_CANCELLABLE,
  PHARMACY_MESSAGES as M,
  type PharmacyPaymentMethod,
  type PlaceOrderResponse,
  ROUTES,
  buildPath,
  indiaDate,
  needsPrescription,
  orderTotals,
  toWireAmount,
} from '@medibridge/contract';
import type { PlaceOrderFieldsParsed } from '@medibridge/contract/schemas';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import { type AuditActor, recordAudit } from '../../lib/audit';
import { retryOnUniqueViolation } from '../../lib/dbErrors';
import type { SessionUser } from '../../plugins/sessions';
import { listPrescribedAppointments } from '../appointments';
import { type FileStorage, newStorageKey, sniffDocumentType } from '../files';
import type { PaymentPurpose, PaymentRow } from '../payments';
import type { SmsProvider } from '../sms';
import { addWalletEntry, lockedBalancePaise } from '../wallet';
import { type CartLineRow, listCart, takeCart } from './cartRepository';
import {
  type OrderRow,
  addOrderEvent,
  findOrderById,
  findOrderByNo,
  insertOrder,
  insertOrderLines,
  listUnpaidBefore,
  moveOrder,
  saveAddress,
} from './orderRepository';
import { cartLineOf } from './cartView';

const ORDER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 'ORD-' and 8 random characters; unique in `pharmacy_orders`. */
export function newOrderNo(): string {
  let no = 'ORD-';
  for (let i = 0; i < 8; i += 1) no += ORDER_ALPHABET[randomInt(ORDER_ALPHABET.length)];
  return no;
}

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

export interface OrderDeps {
  db: Database;
  clock: () => Date;
  payments: FastifyInstance['payments'];
  files: FileStorage;
  sms: SmsProvider;
  log: FastifyBaseLogger;
}

function fieldError(status: number, field: string, message: string): HttpError {
  return new HttpError(status, message, { [field]: message });
}

const rxTitles = (lines: readonly CartLineRow[]) =>
  lines.filter((l) => needsPrescription(l.schedule as DrugSchedule)).map((l) => l.title);

/** Medicine orders: quote, confirm, pay, cancel, and the pharmacy desk's moves. */
export class Orders {
  constructor(private readonly deps: OrderDeps) {}

  /** What Confirm would charge now for the user's cart (the order summary shows these figures). */
  async quote(
    user: SessionUser,
    method: PharmacyPaymentMethod,
    useWallet: boolean,
  ): Promise<OrderQuote> {
    const { db } = this.deps;
    const lines = await listCart(db, user.id);
    const balance = await db.transaction(async (t) =>
      lockedBalancePaise(t as unknown as Database, user.id),
    );
    const totals = orderTotals(
      lines.map(amountsOf),
      useWallet ? balance : 0,
      method === 'online' ? MIN_ONLINE_PAISE : 0,
    );
    const rx = rxTitles(lines);
    const prescriptions = rx.length ? await listPrescribedAppointments(db, user.id) : [];
    return {
      items: totals.items,
      subtotal: toWireAmount(totals.subtotal),
      savings: toWireAmount(totals.savings),
      delivery: toWireAmount(totals.delivery),
      wallet_applied: toWireAmount(totals.walletApplied),
      total: toWireAmount(totals.total),
      wallet_balance: toWireAmount(balance),
      rx_required: rx.length > 0,
      rx_titles: rx,
      prescriptions: prescriptions.map((p) => ({
        appointment_no: p.appointmentNo,
        department_name: p.departmentName,
        appointment_date: indiaDate(p.date),
      })),
      lines: lines.map(cartLineOf),
    };
  }

  /**
   * Confirm: checks the prescription, then in one transaction takes the cart (of two confirms at once the
   * second finds it empty), freezes today's prices in the lines, spends wallet money under the user's lock,
   * and writes the order (and its pending payment when paying online). Cash on delivery, or an order the
   * wallet covers, is placed at once.
   */
  async place(
    user: SessionUser,
    fields: PlaceOrderFieldsParsed,
    upload: Buffer | null,
  ): Promise<PlaceOrderResponse> {
    const { db } = this.deps;
    const now = this.deps.clock();
    let prescription: {
      source: 'upload' | 'consultation';
      key: string;
      appointmentId: number | null;
    } | null = null;
    let storedKey: string | null = null;
    if (fields.prescription_appointment_no) {
      const found = (await listPrescribedAppointments(db, user.id)).find(
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

    try {
      const { order, payment } = await this.writeOrder(user, fields, prescription, now);
      if (!payment) {
        await this.notify(
          order,
          `your order ${order.orderNo} is placed${order.rxRequired ? '; a pharmacist will check your prescription' : ''}.`,
        );
        return {
          success: true,
          status: 'order_placed',
          message: M.orderPlaced,
          payment_response: orderPath(order.orderNo),
          data: { order_no: order.orderNo },
        };
      }
      return await this.openPayment(order, payment);
    } catch (error) {
      if (storedKey) await this.deps.files.delete(storedKey).catch(() => undefined);
      throw error;
    }
  }

  private async writeOrder(
    user: SessionUser,
    fields: PlaceOrderFieldsParsed,
    prescription: { source: string; key: string; appointmentId: number | null } | null,
    now: Date,
  ): Promise<{ order: OrderRow; payment: PaymentRow | null }> {
    // A clash of random order numbers runs the write again with another (never in practice).
    return retryOnUniqueViolation(() =>
      this.deps.db.transaction(async (t) => {
        const tx = t as unknown as Database;
        const balance = await lockedBalancePaise(tx, user.id);
        const lines = await takeCart(tx, user.id);
        if (lines.length === 0) throw new HttpError(409, M.cartEmpty);
        const rx = rxTitles(lines).length > 0;
        if (rx && !prescription) throw fieldError(422, 'prescription', M.prescriptionRequired);
        const online = fields.payment_method === 'online';
        const totals = orderTotals(
          lines.map(amountsOf),
          fields.use_wallet ? balance : 0,
          online ? MIN_ONLINE_PAISE : 0,
        );
        const placed = !online || totals.total === 0;
        const state: OrderState = placed ? 'placed' : 'awaiting_payment';
        const order = await insertOrder(tx, {
          orderNo: newOrderNo(),
          userId: user.id,
          state,
          paymentMethod: fields.payment_method,
          recipient: `${fields.firstName} ${fields.last_name}`.trim(),
          mobile: fields.mobile,
          email: fields.email,
          address: [
            fields.address,
            fields.locationTown,
            fields.city_district,
            fields.state,
            'India',
          ]
            .filter(Boolean)
            .join(', '),
          pinCode: fields.pinCode,
          items: totals.items,
          subtotalPaise: totals.subtotal,
          savingsPaise: totals.savings,
          deliveryPaise: totals.delivery,
          walletPaise: totals.walletApplied,
          totalPaise: totals.total,
          rxRequired: rx,
          prescriptionSource: rx && prescription ? prescription.source : null,
          prescriptionFile: rx && prescription ? prescription.key : null,
          prescriptionAppointmentId: rx && prescription ? prescription.appointmentId : null,
          prescriptionCheck: rx ? 'pending' : null,
          createdAt: now,
          updatedAt: now,
        });
        await insertOrderLines(
          tx,
          lines.map((line) => ({
            orderId: order.id,
            medicineId: line.id,
            title: line.title,
            composition: line.composition,
            packSize: line.packSize,
            rxRequired: needsPrescription(line.schedule as DrugSchedule),
            quantity: line.quantity,
            salePaise: line.salePaise,
            mrpPaise: line.mrpPaise,
          })),
        );
        await addOrderEvent(tx, order.id, state, '', now);
        await addWalletEntry(tx, {
          userId: user.id,
          amountPaise: -totals.walletApplied,
          kind: 'order_wallet',
          reference: order.orderNo,
          note: `Medicine order ${order.orderNo}`,
        });
        await saveAddress(tx, {
          userId: user.id,
          firstName: fields.firstName,
          lastName: fields.last_name,
          mobile: fields.mobile,
          email: fields.email,
          pinCode: fields.pinCode,
          address: fields.address,
          town: fields.locationTown,
          district: fields.city_district,
          state: fields.state,
          fingerprint: [
            fields.firstName,
            fields.last_name,
            fields.pinCode,
            fields.address,
            fields.locationTown,
            fields.city_district,
            fields.state,
          ]
            .map((v) => v.trim().toLowerCase().replace(/\s+/g, ' '))
            .join('|'),
          lastUsedAt: now,
        });
        const payment = placed
          ? null
          : await this.deps.payments.insertPending(tx, {
              userId: user.id,
              purpose: 'pharmacy',
              appointmentId: null,
              pharmacyOrderId: order.id,
              amountPaise: totals.total,
            });
        return { order, payment };
      }),
    );
  }

  private async openPayment(
    order: OrderRow,
    payment: PaymentRow,
  ): Promise<Extract<PlaceOrderResponse, { status: 'payment_initiated' }>> {
    const opened = await this.deps.payments.open(payment, `Medicine order ${order.orderNo}`);
    return {
      success: true,
      status: 'payment_initiated',
      data: {
        order_no: order.orderNo,
        merchant_order_id: opened.merchantOrderId,
        amount: toWireAmount(opened.amountPaise),
        instrumentResponse: {
          type: 'PAY_PAGE',
          redirectInfo: { url: opened.redirectUrl, method: 'GET' },
        },
      },
    };
  }

  /** A new payment page for the user's order whose online payment failed or is still open. */
  async retry(
    user: SessionUser,
    orderNo: string,
  ): Promise<Extract<PlaceOrderResponse, { status: 'payment_initiated' }>> {
    const now = this.deps.clock();
    const found = await findOrderByNo(this.deps.db, orderNo, user.id);
    if (!found) throw new HttpError(404, M.orderUnknown);
    const { order, payment } = await this.deps.db.transaction(async (t) => {
      const tx = t as unknown as Database;
      const moved = await moveOrder(
        tx,
        found.id,
        ['awaiting_payment', 'payment_failed'],
        'awaiting_payment',
        now,
      );
      if (!moved || moved.paymentMethod !== 'online' || moved.totalPaise <= 0)
        throw new HttpError(409, M.orderNotPayable);
      const pending = await this.deps.payments.insertPending(tx, {
        userId: user.id,
        purpose: 'pharmacy',
        appointmentId: null,
        pharmacyOrderId: moved.id,
        amountPaise: moved.totalPaise,
      });
      return { order: moved, payment: pending };
    });
    return this.openPayment(order, payment);
  }

  /**
   * Cancels an order from one of `from` (the patient's, a pharmacist's or the sweeper's list), once: the
   * wallet part and anything paid online go back to the wallet in the same transaction, as one ledger row;
   * a payment still open is given up on (if it completes later, Payments credits the wallet).
   */
  async cancel(
    order: OrderRow,
    from: readonly OrderState[],
    note: string,
    patch: { prescriptionCheck?: string; prescriptionReason?: string } = {},
    by?: StaffStep,
  ): Promise<OrderRow> {
    const now = this.deps.clock();
    const cancelled = await this.deps.db.transaction(async (t) => {
      const tx = t as unknown as Database;
      const moved = await moveOrder(tx, order.id, from, 'cancelled', now, patch);
      if (!moved) return null;
      await addOrderEvent(tx, moved.id, 'cancelled', note, now);
      if (by) await auditStep(tx, by, moved.orderNo, note, now);
      await this.deps.payments.moveOrderPayments(tx, moved.id, 'pending', 'expired', now);
      const paidOnline =
        (await this.deps.payments.moveOrderPayments(tx, moved.id, 'completed', 'refunded', now)) >
        0;
      const back = moved.walletPaise + (paidOnline ? moved.totalPaise : 0);
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
    const refund =
      cancelled.back > 0
        ? ` ₹${toWireAmount(cancelled.back)} is back in your MediBridge wallet.`
        : '';
    await this.notify(
      cancelled.moved,
      `your order ${cancelled.moved.orderNo} is cancelled.${refund}`,
    );
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
    patch: { prescriptionCheck?: string } = {},
    by?: StaffStep,
  ): Promise<OrderRow> {
    const now = this.deps.clock();
    const moved = await this.deps.db.transaction(async (t) => {
      const tx = t as unknown as Database;
      const row = await moveOrder(tx, order.id, from, to, now, patch);
      if (row) await addOrderEvent(tx, row.id, to, note, now);
      if (row && by) await auditStep(tx, by, row.orderNo, note || `Moved to ${to}.`, now);
      return row;
    });
    if (!moved) throw new HttpError(409, M.statusNotAllowed);
    await this.notify(
      moved,
      `your order ${moved.orderNo}: ${ORDER_STATE_LABELS[to].toLowerCase()}.`,
    );
    return moved;
  }

  /** The payment purpose 'pharmacy': a completed payment places the order, a failed one marks it so. */
  readonly purpose: PaymentPurpose = {
    completed: async (tx, payment, at) => {
      if (payment.pharmacyOrderId === null) return 'stale';
      const moved = await moveOrder(
        tx,
        payment.pharmacyOrderId,
        ['awaiting_payment', 'payment_failed'],
        'placed',
        at,
      );
      if (!moved) return 'stale';
      await addOrderEvent(tx, moved.id, 'placed', 'Paid online', at);
      return 'applied';
    },
    failed: async (tx, payment, at) => {
      if (payment.pharmacyOrderId === null) return;
      const moved = await moveOrder(
        tx,
        payment.pharmacyOrderId,
        ['awaiting_payment'],
        'payment_failed',
        at,
      );
      if (moved) await addOrderEvent(tx, moved.id, 'payment_failed', '', at);
    },
    settled: async (payment, outcome) => {
      if (outcome !== 'completed' || payment.pharmacyOrderId === null) return;
      const order = await findOrderById(this.deps.db, payment.pharmacyOrderId);
      if (order)
        await this.notify(
          order,
          `we received ₹${toWireAmount(payment.amountPaise)}; your order ${order.orderNo} is placed.`,
        );
    },
  };

  /** The sweeper: online orders left unpaid for UNPAID_ORDER_MINUTES are cancelled (the wallet part goes back). */
  async cancelUnpaid(limit = 50): Promise<number> {
    const before = new Date(this.deps.clock().getTime() - UNPAID_ORDER_MINUTES * 60_000);
    const stale = await listUnpaidBefore(this.deps.db, before, limit);
    let done = 0;
    for (const order of stale) {
      try {
        await this.cancel(order, ['awaiting_payment', 'payment_failed'], 'Not paid in time');
        done += 1;
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
      }
    }
    return done;
  }

  private async notify(order: OrderRow, what: string): Promise<void> {
    try {
      await this.deps.sms.send({
        mobile: order.mobile,
        template: 'order',
        text: `MediBridge: ${what}`,
        vars: { text: what },
      });
    } catch (error) {
      this.deps.log.error({ err: error, orderNo: order.orderNo }, 'order SMS not sent');
    }
  }
}

function amountsOf(line: CartLineRow): { salePaise: number; mrpPaise: number; quantity: number } {
  return { salePaise: line.salePaise, mrpPaise: line.mrpPaise, quantity: line.quantity };
}
