import {
  type DrugSchedule,
  MIN_ONLINE_PAISE,
  type OrderQuote,
  type OrderState,
  PHARMACY_MESSAGES as M,
  type PharmacyPaymentMethod,
  fillMessage,
  indiaDate,
  needsPrescription,
  orderTotals,
  soldOnline,
  toWireAmount,
  type Language,
} from '@medibridge/contract';
import { PHARMACY_MESSAGES_HI } from '@medibridge/contract/hi-pharmacy';
import type { PlaceOrderFieldsParsed } from '@medibridge/contract/schemas';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import type { SessionUser } from '../../plugins/sessions';
import { listPrescribedAppointments } from '../appointments';
import { type PaymentStart, newReference } from '../payments';
import { lockedBalancePaise } from '../wallet';
import { type CartLineRow, listCart, takeCart } from './cartRepository';
import { cartLineOf } from './cartView';
import {
  type OrderRow,
  addOrderEvent,
  insertOrder,
  insertOrderLines,
  saveAddress,
} from './orderRepository';
import { orderGstOf } from './orderView';
import { type StockShortfall, markStockTaken, takeStock } from './stockRepository';

/**
 * Checkout: what Confirm would charge for a cart, and the write that turns the cart into an order at
 * today's prices (inside the payment's transaction, see Orders.place).
 */

/** 'ORD-' and 8 random characters; unique in `pharmacy_orders`. */
export function newOrderNo(): string {
  return newReference('ORD-');
}

/** The online payment of an order: its total while it awaits payment, nothing otherwise. */
export function orderPaymentOf(order: OrderRow): Omit<PaymentStart, 'wallet'> {
  return {
    payable: { kind: 'pharmacy', id: order.id },
    userId: order.userId,
    onlinePaise: order.state === 'awaiting_payment' ? order.totalPaise : 0,
    message: `Medicine order ${order.orderNo}`,
    messageHi: `दवाओं का ऑर्डर ${order.orderNo}`,
  };
}

export function fieldError(status: number, field: string, message: string): HttpError {
  return new HttpError(status, message, { [field]: message });
}

const rxTitles = (lines: readonly CartLineRow[]) =>
  lines.filter((l) => needsPrescription(l.schedule as DrugSchedule)).map((l) => l.title);

function amountsOf(line: CartLineRow): { salePaise: number; mrpPaise: number; quantity: number } {
  return { salePaise: line.salePaise, mrpPaise: line.mrpPaise, quantity: line.quantity };
}

/**
 * Confirm's refusal when a product has too few packs (or is no longer sold): 409 in the patient's language,
 * naming the product (its Hindi title in Hindi). The words are filled here because the answer's translation
 * works on whole messages; a filled Hindi message passes it unchanged.
 */
export function stockRefusal(
  shortfall: StockShortfall,
  lines: readonly CartLineRow[],
  language: Language,
): HttpError {
  const line = lines.find((l) => l.id === shortfall.medicineId);
  const hi = language === 'hi';
  const product = (hi && line?.titleHi) || line?.title || '';
  const key =
    shortfall.left === null
      ? 'confirmDiscontinued'
      : shortfall.left === 0
        ? 'confirmOutOfStock'
        : 'confirmFewLeft';
  const text = hi ? PHARMACY_MESSAGES_HI[key] : M[key];
  return new HttpError(409, fillMessage(text, { product, left: String(shortfall.left ?? 0) }));
}

/** What Confirm would charge now for the user's cart (the order summary shows these figures). */
export async function quoteOrder(
  db: Database,
  user: SessionUser,
  method: PharmacyPaymentMethod,
  useWallet: boolean,
  lang: Language,
  gstin: string | null,
): Promise<OrderQuote> {
  const lines = await listCart(db, user.id);
  const balance = await db.transaction(async (tx) => lockedBalancePaise(tx, user.id));
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
    lines: lines.map((line) => cartLineOf(line, lang)),
    gst: orderGstOf(lines, gstin),
  };
}

/**
 * In the order's transaction: reads the wallet under the user's lock, takes the cart, writes the order with
 * today's prices and says what to charge (the wallet part and, when paying online, the rest).
 */
export async function writeOrder(
  tx: Database,
  user: SessionUser,
  fields: PlaceOrderFieldsParsed,
  prescription: { source: string; key: string; appointmentId: number | null } | null,
  now: Date,
  language: Language = 'en',
): Promise<{ subject: OrderRow; start: PaymentStart }> {
  const balance = await lockedBalancePaise(tx, user.id);
  const lines = await takeCart(tx, user.id);
  if (lines.length === 0) throw new HttpError(409, M.cartEmpty);
  // A Schedule X / NDPS medicine put in the cart before the rule (or by any other door) is refused here too.
  if (lines.some((l) => !soldOnline(l.schedule))) throw new HttpError(409, M.cartHasNotSoldOnline);
  const rx = rxTitles(lines).length > 0;
  if (rx && !prescription) throw fieldError(422, 'prescription', M.prescriptionRequired);
  // The packs are taken here, at Confirm, whatever the payment (docs/decisions/0065); a refusal rolls the
  // whole transaction back, so the cart stays as it was.
  const shortfall = await takeStock(
    tx,
    lines.map((line) => ({ medicineId: line.id, quantity: line.quantity })),
  );
  if (shortfall) throw stockRefusal(shortfall, lines, language);
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
    address: [fields.address, fields.locationTown, fields.city_district, fields.state, 'India']
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
      titleHi: line.titleHi,
      composition: line.composition,
      packSize: line.packSize,
      packSizeHi: line.packSizeHi,
      rxRequired: needsPrescription(line.schedule as DrugSchedule),
      quantity: line.quantity,
      salePaise: line.salePaise,
      mrpPaise: line.mrpPaise,
      // Frozen like the price: a later change of the catalogue's rate does not touch this order.
      gstRateBp: line.gstRateBp,
      hsnCode: line.hsnCode,
    })),
  );
  await markStockTaken(tx, order.id);
  await addOrderEvent(tx, order.id, state, '', now);
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
  return {
    subject: order,
    start: {
      ...orderPaymentOf(order),
      wallet: {
        paise: totals.walletApplied,
        kind: 'order_wallet',
        reference: order.orderNo,
        note: `Medicine order ${order.orderNo}`,
      },
    },
  };
}
