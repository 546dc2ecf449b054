import { z } from 'zod';
import { STAFF_PAGE_SIZE_MAX } from './enquiryRules';
import { isIndianMobile } from './mobile';

/**
 * The wire shapes of money the operator sees (issue 32 §5, docs/decisions/0059): payments and refunds found
 * by state, gateway, India date, patient mobile and appointment or order number; one payment's history;
 * the daily settlement; an admin's refund.
 */

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const perPage = z.coerce.number().int().min(1).max(STAFF_PAGE_SIZE_MAX).default(20);
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use a date like 2026-03-05.' })
  .refine((v) => !Number.isNaN(new Date(`${v}T00:00:00Z`).getTime()), {
    error: 'Use a real calendar date like 2026-03-05.',
  });
const pageMeta = z.object({ page: z.number(), per_page: z.number(), total: z.number() });

export const STAFF_PAYMENT_STATES = [
  'pending',
  'completed',
  'failed',
  'expired',
  'refunded',
] as const;
export const STAFF_PAYMENT_GATEWAYS = ['sandbox', 'phonepe'] as const;

export const staffPaymentQuerySchema = z.object({
  page,
  per_page: perPage,
  state: z.enum(STAFF_PAYMENT_STATES, { error: 'Pick a state from the list.' }).optional(),
  gateway: z.enum(STAFF_PAYMENT_GATEWAYS, { error: 'Pick sandbox or phonepe.' }).optional(),
  /** India dates, inclusive: when the payment was opened. */
  from: isoDate.optional(),
  to: isoDate.optional(),
  mobile: z
    .string()
    .trim()
    .refine(isIndianMobile, { error: 'Enter a 10-digit Indian mobile number.' })
    .optional(),
  /** An appointment (APT-…), medicine order (ORD-…) or merchant order (MB…) number. */
  number: z.string().trim().min(3).max(40).optional(),
});
export type StaffPaymentQuery = z.output<typeof staffPaymentQuerySchema>;

export const staffPaymentSchema = z.object({
  merchant_order_id: z.string(),
  state: z.enum(STAFF_PAYMENT_STATES),
  gateway: z.string(),
  amount_paise: z.number().int(),
  refunded_paise: z.number().int(),
  purpose: z.string(),
  /** The appointment or medicine order number it paid for (null when none). */
  number: z.string().nullable(),
  patient_name: z.string(),
  patient_mobile: z.string(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
});
export type StaffPayment = z.infer<typeof staffPaymentSchema>;
export const staffPaymentListSchema = z.object({
  data: z.array(staffPaymentSchema),
  meta: pageMeta,
});

export const staffPaymentParamsSchema = z.object({
  merchant_order_id: z.string().regex(/^[A-Za-z0-9_-]{3,63}$/, { error: 'Must be a payment id.' }),
});

/** One line of a payment's history, oldest first: opened, each transition and each gateway answer. */
export const paymentHistoryEntrySchema = z.object({
  at: z.string(),
  /** `opened`, `transition`, `webhook`, `refund_webhook`, `amount_mismatch`, `status_check`, `refund`. */
  kind: z.string(),
  detail: z.string(),
});
export const staffRefundSchema = z.object({
  /** `source` (the payment method, through the gateway) or `wallet`. */
  to: z.enum(['source', 'wallet']),
  amount_paise: z.number().int(),
  /** A refund to the payment method: pending, completed or failed; a wallet credit is completed at once. */
  state: z.string(),
  reference: z.string(),
  /** An admin's reason; null for a cancellation's refund. */
  reason: z.string().nullable(),
  by: z.string().nullable(),
  created_at: z.string(),
});
export type StaffRefund = z.infer<typeof staffRefundSchema>;
export const staffPaymentDetailSchema = z.object({
  data: staffPaymentSchema.extend({
    history: z.array(paymentHistoryEntrySchema),
    refunds: z.array(staffRefundSchema),
    /** What an admin may still refund: paid minus refunded, while the payment is completed. */
    refundable_paise: z.number().int(),
    /** Whether the gateway can take a refund back to the payment method for this payment. */
    can_refund_to_source: z.boolean(),
  }),
});
export type StaffPaymentDetail = z.infer<typeof staffPaymentDetailSchema>['data'];

export const staffPaymentRecheckSchema = z.object({
  code: z.literal(200),
  message: z.string(),
  data: staffPaymentDetailSchema.shape.data,
});

export const staffRefundBodySchema = z.object({
  /** The client's key for this refund: the same key again is the same refund, never a second one. */
  idempotency_key: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, {
      error: 'The request has no valid refund key; reload and try again.',
    }),
  amount_paise: z.coerce
    .number({ error: 'Enter an amount in rupees.' })
    .int({ error: 'Enter an amount in whole paise.' })
    .min(100, { error: 'A refund is at least ₹1.' })
    .max(100_000_000, { error: 'That amount is too large.' }),
  to: z.enum(['wallet', 'source'], { error: 'Pick the wallet or the payment method.' }),
  reason: z
    .string()
    .trim()
    .min(5, { error: 'Write the reason in a few words (at least 5 letters).' })
    .max(300, { error: 'Keep the reason under 300 letters.' }),
});
export type StaffRefundBody = z.input<typeof staffRefundBodySchema>;
export const staffRefundResponseSchema = z.object({
  code: z.literal(200),
  message: z.string(),
  data: staffPaymentDetailSchema.shape.data,
});

/** India dates, inclusive; by default the last 30 days to today. At most 92 days. */
export const settlementQuerySchema = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
});
/** One India date: paid through the gateway, refunded to payment methods, credited to wallets, and net. */
export const settlementDaySchema = z.object({
  date: z.string(),
  payments: z.number().int(),
  paid_paise: z.number().int(),
  refunded_paise: z.number().int(),
  wallet_paise: z.number().int(),
  net_paise: z.number().int(),
});
export type SettlementDay = z.infer<typeof settlementDaySchema>;
export const settlementSchema = z.object({
  data: z.array(settlementDaySchema),
  meta: z.object({
    from: z.string(),
    to: z.string(),
    totals: settlementDaySchema.omit({ date: true }),
  }),
});
