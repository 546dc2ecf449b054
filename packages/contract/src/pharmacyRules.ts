/**
 * The pharmacy's rules, one home for both sides: cart limits, the order arithmetic (deviation 1: total =
 * Σ sale price × quantity), the delivery fee, the order lifecycle and the messages people see.
 */

/** A cart line holds 1 to 20 of one product. */
export const CART_LINE_MIN_QTY = 1;
export const CART_LINE_MAX_QTY = 20;
/** A cart holds at most this many different products. */
export const CART_MAX_LINES = 30;

/** Delivery is free from this subtotal (paise, ₹499) and costs DELIVERY_FEE_PAISE below it. */
export const FREE_DELIVERY_FROM_PAISE = 49_900;
export const DELIVERY_FEE_PAISE = 4_900;

/** Suggestions: at most this many, for texts of at least this many characters. */
export const SUGGEST_LIMIT = 10;
export const SUGGEST_MIN_CHARS = 2;
/** The suggestion box waits this long after the last keystroke (deviation 6). */
export const SUGGEST_DEBOUNCE_MS = 250;
/** A product list page holds at most this many products. */
export const PRODUCT_LIST_LIMIT = 60;

/** Drug schedules of India's Drugs and Cosmetics Rules: H, H1 and X need a prescription, OTC does not. */
export const DRUG_SCHEDULES = ['OTC', 'H', 'H1', 'X'] as const;
export type DrugSchedule = (typeof DRUG_SCHEDULES)[number];
/**
 * Schedules never sold online: Schedule X and the narcotic and psychotropic medicines of the NDPS Act 1985
 * (the catalogue files those under 'X'). Drugs and Cosmetics Rules 1945 r.65(9)(a) asks for a prescription in
 * duplicate the pharmacy keeps, and the draft e-pharmacy rules (G.S.R. 817(E), 28 August 2018) bar them from
 * online sale (docs/decisions/0068). The product page shows them, with why, and no Add button.
 */
export const NOT_SOLD_ONLINE_SCHEDULES: readonly DrugSchedule[] = ['X'];
export function soldOnline(schedule: DrugSchedule | string): boolean {
  return !NOT_SOLD_ONLINE_SCHEDULES.includes(schedule as DrugSchedule);
}
/** Schedule H1: every sale is written in the H1 register (docs/decisions/0068). */
export function inH1Register(schedule: DrugSchedule | string): boolean {
  return schedule === 'H1';
}
/**
 * Whether a product can be ordered: in stock, out of stock (0 packs), discontinued (docs/decisions/0058), or
 * not sold online at all (Schedule X / NDPS, docs/decisions/0068).
 */
export const PRODUCT_AVAILABILITY = [
  'in_stock',
  'out_of_stock',
  'discontinued',
  'not_sold_online',
] as const;
export type ProductAvailability = (typeof PRODUCT_AVAILABILITY)[number];
export function availabilityOf(p: {
  stock: number;
  discontinued: boolean;
  schedule?: string;
}): ProductAvailability {
  if (p.schedule !== undefined && !soldOnline(p.schedule)) return 'not_sold_online';
  if (p.discontinued) return 'discontinued';
  return p.stock > 0 ? 'in_stock' : 'out_of_stock';
}
export function needsPrescription(schedule: DrugSchedule): boolean {
  return schedule !== 'OTC';
}

export interface CartLineAmounts {
  /** Sale price of one unit, paise. */
  salePaise: number;
  /** MRP of one unit, paise. */
  mrpPaise: number;
  quantity: number;
}

export interface OrderTotals {
  /** Σ sale price × quantity, paise. */
  subtotal: number;
  /** Σ (MRP − sale price) × quantity, paise: what the patient saves against MRP. */
  savings: number;
  /** Delivery fee, paise: 0 from FREE_DELIVERY_FROM_PAISE. */
  delivery: number;
  /** Wallet money applied, paise. */
  walletApplied: number;
  /** What is left to pay (online, or in cash at the door), paise. */
  total: number;
  /** Number of units. */
  items: number;
}

/** Delivery fee of a subtotal, paise (an empty cart costs nothing). */
export function deliveryFee(subtotalPaise: number): number {
  if (subtotalPaise <= 0) return 0;
  return subtotalPaise >= FREE_DELIVERY_FROM_PAISE ? 0 : DELIVERY_FEE_PAISE;
}

/**
 * The order's arithmetic (deviation 1): subtotal = Σ sale × quantity, delivery by the rule above, then the
 * wallet (at most what is due; when paying online it leaves 0 or at least `minOnlinePaise`, the gateway's
 * minimum). The server charges exactly this; the screens show the server's figures.
 */
export function orderTotals(
  lines: readonly CartLineAmounts[],
  walletPaise = 0,
  minOnlinePaise = 0,
): OrderTotals {
  let subtotal = 0;
  let savings = 0;
  let items = 0;
  for (const line of lines) {
    subtotal += line.salePaise * line.quantity;
    savings += Math.max(0, line.mrpPaise - line.salePaise) * line.quantity;
    items += line.quantity;
  }
  const delivery = deliveryFee(subtotal);
  const due = subtotal + delivery;
  let walletApplied = Math.max(0, Math.min(walletPaise, due));
  const rest = due - walletApplied;
  if (rest > 0 && rest < minOnlinePaise) walletApplied = Math.max(0, due - minOnlinePaise);
  return { subtotal, savings, delivery, walletApplied, total: due - walletApplied, items };
}

/** A line's part of the bill's GST: catalogue prices include GST (docs/decisions/0046). */
export interface GstLineAmounts {
  /** Sale price of one unit, paise, GST included. */
  salePaise: number;
  quantity: number;
  /** The line's GST rate in basis points (500 = 5 %). */
  gstRateBp: number;
}

/** The GST included in the lines of one rate, paise. */
export interface GstAtRate {
  rateBp: number;
  /** Σ sale price × quantity of the lines at this rate (GST included). */
  valuePaise: number;
  /** The value before GST: value − GST. */
  taxablePaise: number;
  /** GST included: value × rate / (100 % + rate), rounded to the paisa once per rate. */
  gstPaise: number;
}

/** The GST a bill's tax-inclusive lines include, one entry per rate, lowest rate first. */
export function gstIncluded(lines: readonly GstLineAmounts[]): GstAtRate[] {
  const byRate = new Map<number, number>();
  for (const line of lines)
    byRate.set(line.gstRateBp, (byRate.get(line.gstRateBp) ?? 0) + line.salePaise * line.quantity);
  return [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rateBp, valuePaise]) => {
      const gstPaise = Math.round((valuePaise * rateBp) / (10_000 + rateBp));
      return { rateBp, valuePaise, taxablePaise: valuePaise - gstPaise, gstPaise };
    });
}

/** A rate in basis points as the bill prints it, in per cent: 500 → '5', 25 → '0.25', 1800 → '18'. */
export function gstRateText(rateBp: number): string {
  return String(rateBp / 100);
}

/** How the rest of an order is paid. */
export const PAYMENT_METHODS = ['online', 'cod'] as const;
export type PharmacyPaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * The order lifecycle. An order waits for a pharmacist's check when a line needs a prescription; otherwise it
 * goes from placed straight to packing.
 */
export const ORDER_STATES = [
  /** Online payment opened, not yet paid. */
  'awaiting_payment',
  /** The online payment failed or ran out; the patient may pay again or cancel. */
  'payment_failed',
  /** Paid (or cash on delivery): with the pharmacy. */
  'placed',
  /** A pharmacist approved the prescription. */
  'prescription_checked',
  'packed',
  'dispatched',
  /** Final. */
  'delivered',
  /** Cancelled (by the patient, a pharmacist, a rejected prescription or an unpaid order); what was paid went back to the wallet. Final. */
  'cancelled',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** The orders waiting for the pharmacy (the desk's list when no status is chosen), oldest first. */
export const OPEN_ORDER_STATES: readonly OrderState[] = [
  'placed',
  'prescription_checked',
  'packed',
  'dispatched',
];

/** The pharmacy desk's search: an order number, a patient's or recipient's name, or a mobile number. */
export const STAFF_ORDER_SEARCH_MAX = 60;

export const ORDER_TRANSITIONS: Readonly<Record<OrderState, readonly OrderState[]>> = {
  awaiting_payment: ['placed', 'payment_failed', 'cancelled'],
  payment_failed: ['awaiting_payment', 'placed', 'cancelled'],
  placed: ['prescription_checked', 'packed', 'cancelled'],
  prescription_checked: ['packed', 'cancelled'],
  packed: ['dispatched', 'cancelled'],
  dispatched: ['delivered'],
  delivered: [],
  cancelled: [],
};

export function canMoveOrder(from: OrderState, to: OrderState): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** States from which the patient may still cancel (nothing has left the pharmacy). */
export const PATIENT_CANCELLABLE: readonly OrderState[] = [
  'awaiting_payment',
  'payment_failed',
  'placed',
  'prescription_checked',
];

/** The steps a patient follows on the tracking screen, in order. */
export const ORDER_TRACK: readonly OrderState[] = [
  'placed',
  'prescription_checked',
  'packed',
  'dispatched',
  'delivered',
];

/** A person's words for each state (English; Hindi in hi-pharmacy). */
export const ORDER_STATE_LABELS: Readonly<Record<OrderState, string>> = {
  awaiting_payment: 'Awaiting payment',
  payment_failed: 'Payment failed',
  placed: 'Order placed',
  prescription_checked: 'Prescription checked',
  packed: 'Packed',
  dispatched: 'On the way',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** An order number: 'ORD-' and 8 characters. */
export const ORDER_NO_PATTERN = /^ORD-[A-Z0-9]{8}$/;

/** Messages of the pharmacy calls and screens (server and client alike). */
export const PHARMACY_MESSAGES = {
  productUnknown: 'This medicine is not in our catalogue any more.',
  outOfStock: 'This medicine is out of stock just now, so it cannot be added to your cart.',
  discontinued: 'This medicine is no longer sold, so it cannot be added to your cart.',
  addedToCart: 'Added to your cart.',
  alreadyInCart: 'This medicine is already in your cart; we added one more.',
  cartLineMax: 'You can order at most 20 of one medicine.',
  cartLineMin: 'The quantity cannot go below 1. Use × to remove the medicine.',
  cartFull: 'Your cart can hold at most 30 different medicines.',
  cartLineUnknown: 'This item is no longer in your cart.',
  quantityUpdated: 'Quantity updated.',
  removedFromCart: 'Item removed from your cart.',
  cartEmpty: 'Your cart is empty.',
  loginToAdd: 'Please log in to add medicines to your cart.',
  firstNameRequired: 'Please enter the recipient’s name.',
  mobileInvalid: 'Please enter a 10-digit mobile number.',
  emailInvalid: 'Please enter a valid email address.',
  pinCodeInvalid: 'PIN code must be exactly 6 digits.',
  pinCodeUnknown: 'We could not find this PIN code. Please check it.',
  addressTooShort: 'Please write the full address: house, street and area.',
  townRequired: 'Please enter the town or locality.',
  districtRequired: 'Please enter the city or district.',
  stateRequired: 'Please enter the state.',
  prescriptionRequired:
    'Some medicines in your cart need a doctor’s prescription. Please upload one, or choose one from your consultations.',
  prescriptionUnknown: 'We could not find this prescription among your consultations.',
  prescriptionTooLarge: 'The file is too large. Please choose a JPG, PNG or PDF of at most 5 MB.',
  prescriptionWrongType: 'The prescription must be a JPG, PNG or PDF.',
  paymentMethodRequired: 'Please choose how you will pay.',
  orderUnknown: 'We could not find this order in your account.',
  orderPlaced: 'Your order has been placed.',
  orderNotCancellable: 'This order can no longer be cancelled: it has left the pharmacy.',
  orderCancelled: 'Your order has been cancelled. Anything you paid is back in your wallet.',
  orderNotPayable: 'This order does not need a payment any more.',
  statusNotAllowed: 'An order cannot move to that status from where it is now.',
  rejectReasonRequired: 'Please give the reason the prescription was not accepted.',
  notSoldOnline:
    'This medicine is not sold online: Schedule X and narcotic (NDPS) medicines are given only at a pharmacy counter, against a doctor’s written prescription.',
  cartHasNotSoldOnline:
    'Your cart has a medicine that is not sold online (Schedule X or narcotic). Please remove it to place your order.',
  h1PrescriberRequired:
    'This order has a Schedule H1 medicine: please enter the doctor’s name and registration number as written on the prescription.',
  rxNotApproved:
    'This order needs a prescription a pharmacist has approved before it can be packed or dispatched.',
  /** Confirm's refusals name the product: templates, filled by `fillMessage` (docs/decisions/0065). */
  confirmOutOfStock:
    '{product} is out of stock just now. Please remove it from your cart, then confirm again.',
  confirmFewLeft:
    'Only {left} of {product} left in stock. Please lower its quantity in your cart, then confirm again.',
  confirmDiscontinued:
    '{product} is no longer sold. Please remove it from your cart, then confirm again.',
} as const;

/** A message template with its `{name}` places filled (a value not given leaves the place empty). */
export function fillMessage(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}
