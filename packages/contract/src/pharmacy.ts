import { z } from 'zod';
import {
  CART_LINE_MAX_QTY,
  DRUG_SCHEDULES,
  ORDER_NO_PATTERN,
  PRODUCT_AVAILABILITY,
  ORDER_STATES,
  PAYMENT_METHODS,
  PHARMACY_MESSAGES as M,
  STAFF_ORDER_SEARCH_MAX,
} from './pharmacyRules';
import { STAFF_PAGE_SIZE_MAX } from './enquiryRules';

/** The pharmacy's shapes (SPEC §3 Product and Cart item, §7 pharmacy calls) and ours (orders). */

/** A product as lists show it: SPEC's id, slug, title, main_image, sale_price, and what a pharmacist adds. */
export const productSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** Image path under the API root (an SVG we draw). */
  main_image: z.string(),
  /** Rupees, two decimals ('42.50'). */
  sale_price: z.string(),
  mrp: z.string(),
  /** Salt and strength ('Paracetamol 500 mg'). */
  composition: z.string(),
  /** Tablet, capsule, syrup, injection, cream… */
  form: z.string(),
  /** 'Strip of 10 tablets'. */
  pack_size: z.string(),
  /** A fictional maker. */
  manufacturer: z.string(),
  schedule: z.enum(DRUG_SCHEDULES),
  rx_required: z.boolean(),
  /** Out of stock or discontinued: the page says so and the cart refuses it (docs/decisions/0058). */
  availability: z.enum(PRODUCT_AVAILABILITY),
});
export type Product = z.infer<typeof productSchema>;

/** The product page: the product, how to keep it, and substitutes (same composition, cheapest first). */
export const productDetailSchema = productSchema.extend({
  storage: z.string(),
  category: z.string(),
  substitutes: z.array(productSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** One suggestion of `our-products/{text}`: SPEC's slug and title, with the composition to tell brands apart. */
export const productSuggestionSchema = z.object({
  slug: z.string(),
  title: z.string(),
  composition: z.string(),
  rx_required: z.boolean(),
});
export type ProductSuggestion = z.infer<typeof productSuggestionSchema>;

export const productSuggestResponseSchema = z.object({ data: z.array(productSuggestionSchema) });

/** Path `{text}` of the suggestions; `{slug}` of the list and detail calls. */
export const productTextParamsSchema = z.object({
  text: z.string().trim().min(1, 'Type a medicine name.').max(100, 'The search is too long.'),
});
export const productSlugParamsSchema = z.object({
  slug: z.string().trim().min(1, 'Type a medicine name.').max(160, 'The search is too long.'),
});

/**
 * `products-with-name/{slug}` (SPEC: products list and product.original.data): `products` is the list the
 * screen shows (the product the slug names first, then what matches the text); `product.original.data` is
 * the product the slug names, or null when the slug is free text.
 */
export const productListResponseSchema = z.object({
  count: z.number().int(),
  products: z.array(productSchema),
  product: z.object({ original: z.object({ data: productSchema.nullable() }) }),
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

/** An id that may come as a number or a string of digits. */
const idField = (message: string) =>
  z
    .union(
      [
        z.number().int().positive(),
        z
          .string()
          .trim()
          .regex(/^\d{1,9}$/, message),
      ],
      {
        message,
      },
    )
    .transform((v) => Number(v));

/** SPEC's user_id in a body: optional; when sent it must be the session's own (403 otherwise). */
const ownUserId = z.union([z.string().trim().max(20), z.number()]).optional();

/** POST add-product-in-session-cart/ {product_id, user_id}. */
export const cartAddSchema = z.object({
  product_id: idField(M.productUnknown),
  user_id: ownUserId,
});
export type CartAddRequest = z.input<typeof cartAddSchema>;

/** POST update-user-cart-quantity {session_cart_id, type}. */
export const cartQuantitySchema = z.object({
  session_cart_id: idField(M.cartLineUnknown),
  type: z.enum(['add', 'remove'], { message: 'type must be add or remove.' }),
});
export type CartQuantityRequest = z.input<typeof cartQuantitySchema>;

/** POST remove-item-from-cart {session_cart_id, user_id}. */
export const cartRemoveSchema = z.object({
  session_cart_id: idField(M.cartLineUnknown),
  user_id: ownUserId,
});
export type CartRemoveRequest = z.input<typeof cartRemoveSchema>;

/** Path `{userId}` of the cart call: must be the session's own user. */
export const cartUserParamsSchema = z.object({
  userId: z
    .string()
    .trim()
    .regex(/^\d{1,12}$/, 'This is not a user id.'),
});

/** A cart line: SPEC's session_cart_id and session_qty plus the product. */
export const cartLineSchema = productSchema.extend({
  session_cart_id: z.number().int(),
  session_qty: z.number().int().min(1).max(CART_LINE_MAX_QTY),
  /** sale price × quantity, rupees. */
  line_total: z.string(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** The server's figures for a cart or an order, rupees (contract `orderTotals`). */
export const orderAmountsSchema = z.object({
  items: z.number().int(),
  subtotal: z.string(),
  savings: z.string(),
  delivery: z.string(),
  wallet_applied: z.string(),
  total: z.string(),
});
export type OrderAmounts = z.infer<typeof orderAmountsSchema>;

export const cartResponseSchema = z.object({
  data: z.array(cartLineSchema),
  summary: orderAmountsSchema.extend({
    rx_required: z.boolean(),
    wallet_balance: z.string(),
  }),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;

/** The answer of the cart's changes: SPEC shows the message. */
export const cartChangeResponseSchema = z.object({
  status: z.literal(200),
  message: z.string(),
  data: z.object({ session_cart_id: z.number().int(), session_qty: z.number().int() }).nullable(),
});
export type CartChangeResponse = z.infer<typeof cartChangeResponseSchema>;

const text = (max: number, message: string) =>
  z.string({ message }).trim().min(1, message).max(max, `At most ${max} characters.`);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .optional()
    .transform((v) => v ?? '');

const flag = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false', 'on', ''])])
  .optional()
  .transform((v) => v === true || v === '1' || v === 'true' || v === 'on');

/**
 * SPEC's place-order draft (firstName, last_name, mobile, email, pinCode, address, locationTown,
 * city_district, state; country is India) plus how to pay and the prescription. Multipart: a `prescription`
 * file may come with it.
 */
export const placeOrderFieldsSchema = z.object({
  firstName: text(100, M.firstNameRequired),
  last_name: optionalText(100),
  mobile: z
    .string({ message: M.mobileInvalid })
    .trim()
    .regex(/^[6-9]\d{9}$/, M.mobileInvalid),
  email: z.string({ message: M.emailInvalid }).trim().max(190).email(M.emailInvalid),
  pinCode: z
    .string({ message: M.pinCodeInvalid })
    .trim()
    .regex(/^\d{6}$/, M.pinCodeInvalid),
  address: z
    .string({ message: M.addressTooShort })
    .trim()
    .min(10, M.addressTooShort)
    .max(300, 'At most 300 characters.'),
  locationTown: text(100, M.townRequired),
  city_district: text(100, M.districtRequired),
  state: text(100, M.stateRequired),
  payment_method: z.enum(PAYMENT_METHODS, { message: M.paymentMethodRequired }),
  use_wallet: flag,
  /** One of the patient's consultations whose doctor's prescription covers the Rx lines. */
  prescription_appointment_no: z
    .string()
    .trim()
    .regex(/^(APT-[A-Z0-9]{8})?$/, M.prescriptionUnknown)
    .optional()
    .transform((v) => v || null),
  user_id: ownUserId,
});
export type PlaceOrderFields = z.input<typeof placeOrderFieldsSchema>;
export type PlaceOrderFieldsParsed = z.output<typeof placeOrderFieldsSchema>;

/** The order summary's figures before Confirm: POST pharmacy/order-quote {payment_method, use_wallet}. */
export const orderQuoteRequestSchema = z.object({
  payment_method: z.enum(PAYMENT_METHODS, { message: M.paymentMethodRequired }),
  use_wallet: flag,
});
export type OrderQuoteRequest = z.input<typeof orderQuoteRequestSchema>;

/** A consultation whose doctor's prescription can go with an Rx order. */
export const prescriptionChoiceSchema = z.object({
  appointment_no: z.string(),
  department_name: z.string(),
  appointment_date: z.string(),
});

/** The GST included in an order's lines at one rate (rupees; `rate` in per cent, '5'). */
export const gstAtRateSchema = z.object({
  rate: z.string(),
  /** What the lines at this rate cost, GST included. */
  value: z.string(),
  /** The value before GST. */
  taxable: z.string(),
  /** The GST included. */
  gst: z.string(),
});

/**
 * The bill's GST (docs/decisions/0046): prices include GST; the operator's GSTIN from configuration, or null
 * when not registered for GST (then the screens say so and show no GST lines).
 */
export const orderGstSchema = z.object({
  gstin: z.string().nullable(),
  rates: z.array(gstAtRateSchema),
});
export type OrderGst = z.infer<typeof orderGstSchema>;

export const orderQuoteResponseSchema = z.object({
  data: orderAmountsSchema.extend({
    wallet_balance: z.string(),
    rx_required: z.boolean(),
    rx_titles: z.array(z.string()),
    prescriptions: z.array(prescriptionChoiceSchema),
    lines: z.array(cartLineSchema),
    /** The GST the items include, at today's rates (Confirm freezes them in the lines). */
    gst: orderGstSchema,
  }),
});
export type OrderQuote = z.infer<typeof orderQuoteResponseSchema>['data'];

/** Confirm's answers: placed at once (cash on delivery, or the wallet covered it), or the gateway hand-off. */
export const orderPlacedSchema = z.object({
  success: z.literal(true),
  status: z.literal('order_placed'),
  message: z.string(),
  /** Where the browser goes: the order's page. */
  payment_response: z.string(),
  data: z.object({ order_no: z.string() }),
});
export const orderPaymentRedirectSchema = z.object({
  success: z.literal(true),
  status: z.literal('payment_initiated'),
  data: z.object({
    order_no: z.string(),
    merchant_order_id: z.string(),
    amount: z.string(),
    instrumentResponse: z.object({
      type: z.literal('PAY_PAGE'),
      redirectInfo: z.object({ url: z.string(), method: z.literal('GET') }),
    }),
  }),
});
export const placeOrderResponseSchema = z.union([orderPlacedSchema, orderPaymentRedirectSchema]);
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;

/** A saved delivery address (the address book). */
export const deliveryAddressSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  last_name: z.string(),
  mobile: z.string(),
  email: z.string(),
  pinCode: z.string(),
  address: z.string(),
  locationTown: z.string(),
  city_district: z.string(),
  state: z.string(),
  last_used_at: z.string(),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

export const addressDeleteSchema = z.object({ id: idField('This is not a saved address.') });

export const orderNoParamsSchema = z.object({
  order_no: z.string().regex(ORDER_NO_PATTERN, 'This is not an order number.'),
});

export const orderStateSchema = z.enum(ORDER_STATES);

/** One order line, its price frozen when the order was placed. */
export const orderLineSchema = z.object({
  product_id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  main_image: z.string(),
  composition: z.string(),
  pack_size: z.string(),
  rx_required: z.boolean(),
  quantity: z.number().int(),
  sale_price: z.string(),
  mrp: z.string(),
  line_total: z.string(),
  /** The GST rate the price includes, per cent ('5'), and the HSN code, both frozen at Confirm. */
  gst_rate: z.string(),
  hsn_code: z.string(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderEventSchema = z.object({
  status: orderStateSchema,
  at: z.string(),
  note: z.string(),
});

/** An order as My orders lists it. */
export const orderSummarySchema = orderAmountsSchema.extend({
  order_no: z.string(),
  status: orderStateSchema,
  status_label: z.string(),
  created_at: z.string(),
  payment_method: z.enum(PAYMENT_METHODS),
  rx_required: z.boolean(),
  first_title: z.string(),
  /** How many medicines the order has (My orders: "Dolo 650 Tablet and 2 more"). */
  line_count: z.number().int(),
  can_cancel: z.boolean(),
  can_pay: z.boolean(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** An order's page: the summary with the recipient, the lines, the prescription check and the history. */
export const orderDetailSchema = orderSummarySchema.extend({
  recipient: z.string(),
  mobile: z.string(),
  email: z.string(),
  address: z.string(),
  pin_code: z.string(),
  lines: z.array(orderLineSchema),
  prescription: z
    .object({
      /** 'upload' or the consultation it came from. */
      source: z.string(),
      appointment_no: z.string().nullable(),
      /** Where its owner (and staff) can open it. */
      url: z.string().nullable(),
      check: z.enum(['pending', 'approved', 'rejected']),
      reason: z.string(),
      /** A line is in Schedule H1: approval asks for the prescriber (docs/decisions/0068). */
      h1_required: z.boolean(),
      /** The prescriber as the pharmacist recorded it at approval ('' when not recorded). */
      prescriber_name: z.string(),
      prescriber_reg_no: z.string(),
    })
    .nullable(),
  /** The online payment's reference, when there is one. */
  payment_reference: z.string().nullable(),
  /** The GST the lines include, at the rates frozen in them. */
  gst: orderGstSchema,
  events: z.array(orderEventSchema),
  /** For staff: the patient's name and mobile. */
  patient: z.object({ id: z.number().int(), name: z.string(), mobile: z.string() }).optional(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderListResponseSchema = z.object({ data: z.array(orderSummarySchema) });
export const orderDetailResponseSchema = z.object({ data: orderDetailSchema });

export const orderCancelResponseSchema = z.object({
  status: z.literal(200),
  message: z.string(),
  data: orderDetailSchema,
});

/**
 * Staff: a page of orders of one status, every open one (placed to dispatched, when none is given) or `all`,
 * optionally matching `q` (order number, patient's or recipient's name, mobile); the total with it. Open
 * states come oldest first (the queue), delivered, cancelled and `all` newest first.
 */
export const staffOrderListQuerySchema = z.object({
  status: z
    .enum([...ORDER_STATES, 'all'], {
      error: `status must be one of ${ORDER_STATES.join(', ')} or all.`,
    })
    .optional(),
  q: z
    .string()
    .trim()
    .max(STAFF_ORDER_SEARCH_MAX, {
      error: `Search with at most ${String(STAFF_ORDER_SEARCH_MAX)} characters.`,
    })
    .optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(STAFF_PAGE_SIZE_MAX).default(20),
});
export type StaffOrderQuery = z.output<typeof staffOrderListQuerySchema>;

/** An order in the pharmacy desk's list: the summary with the patient's account name and mobile. */
export const staffOrderSummarySchema = orderSummarySchema.extend({
  patient: z.object({ name: z.string(), mobile: z.string() }),
});
export type StaffOrderSummary = z.infer<typeof staffOrderSummarySchema>;

export const staffOrderPageSchema = z.object({
  data: z.array(staffOrderSummarySchema),
  meta: z.object({ page: z.number(), per_page: z.number(), total: z.number() }),
});

/** Staff: the pharmacist's prescription check. */
export const prescriptionCheckSchema = z
  .object({
    decision: z.enum(['approve', 'reject'], { message: 'decision must be approve or reject.' }),
    reason: z
      .string()
      .trim()
      .max(300)
      .optional()
      .transform((v) => v ?? ''),
    /**
     * The prescriber as written on the prescription (docs/decisions/0068): the server asks for both when the
     * order has a Schedule H1 medicine, for the H1 register.
     */
    prescriber_name: z
      .string()
      .trim()
      .max(120, { message: 'Keep the doctor’s name within 120 characters.' })
      .optional()
      .transform((v) => v ?? ''),
    prescriber_reg_no: z
      .string()
      .trim()
      .max(40, { message: 'Keep the registration number within 40 characters.' })
      .optional()
      .transform((v) => v ?? ''),
  })
  .refine((v) => v.decision === 'approve' || v.reason.length > 0, {
    message: M.rejectReasonRequired,
    path: ['reason'],
  });

/** Staff: move an order along (packed, dispatched, delivered). */
export const orderStatusChangeSchema = z.object({
  status: z.enum(['packed', 'dispatched', 'delivered'], {
    message: 'status must be packed, dispatched or delivered.',
  }),
  note: z
    .string()
    .trim()
    .max(300)
    .optional()
    .transform((v) => v ?? ''),
});

/** Staff: cancel with a reason (the paid amount goes back to the wallet). */
export const staffOrderCancelSchema = z.object({
  reason: z.string().trim().min(1, 'Please give the reason for cancelling.').max(300),
});
