import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { payments } from './appointments';
import { users } from './users';

/**
 * Refunds to the original payment method through the gateway (docs/decisions/0026): one for a cancellation,
 * and one per admin part refund (docs/decisions/0059), each keyed by our unique merchant refund id. Written in the same transaction that moves
 * the payment completed → refunded, so a refund is recorded exactly once. `state` moves pending → completed |
 * failed by guarded updates; a failed one puts its amount in the wallet in the same transaction.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    merchantRefundId: text('merchant_refund_id').notNull().unique(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    provider: text('provider').notNull(),
    /** The gateway's id for the refund, once it has answered. */
    providerRefundId: text('provider_refund_id'),
    state: text('state').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('refunds_state_idx').on(t.state, t.createdAt),
    index('refunds_payment_idx').on(t.paymentId),
    check('refunds_state_ck', sql`${t.state} in ('pending','completed','failed')`),
    check('refunds_amount_ck', sql`${t.amountPaise} > 0`),
  ],
);

/**
 * The sandbox gateway's own book of refunds (PAYMENT_PROVIDER=sandbox), like `sandbox_orders`: what a real
 * gateway keeps on its side. A refund reads PENDING until `settles_at`, then COMPLETED (or what a test set).
 */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  merchantRefundId: text('merchant_refund_id').primaryKey(),
  merchantOrderId: text('merchant_order_id').notNull(),
  providerRefundId: text('provider_refund_id').notNull().unique(),
  amountPaise: integer('amount_paise').notNull(),
  state: text('state').notNull().default('PENDING'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  settlesAt: timestamp('settles_at', { withTimezone: true }).notNull(),
});

/**
 * What the gateway told us about a payment, kept for staff (docs/decisions/0048): each webhook as it was
 * received (before it is acknowledged; its settlement runs as a job) and each status answer whose amount did
 * not match the payment's (recorded and not applied). Unique by (merchant order id, kind, detail): the same
 * webhook sent ten times is one row.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    merchantOrderId: text('merchant_order_id').notNull(),
    /**
     * `webhook`, `refund_webhook`, `amount_mismatch`, `transition` (a state change, recorded from migration
     * 0025 on) or `status_check` (an admin asked the gateway again: its answer).
     */
    kind: text('kind').notNull(),
    detail: text('detail').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_events_once_idx').on(t.merchantOrderId, t.kind, t.detail),
    index('payment_events_kind_idx').on(t.kind, t.createdAt),
  ],
);

/**
 * Refunds an admin made from the console (docs/decisions/0059): full or part, to the wallet or to the payment
 * method, with a reason. `idempotency_key` (the client's, unique) makes a repeated request the same refund;
 * the amount is taken from the payment by a guarded update of `payments.refunded_paise` in the same
 * transaction, so two admins can never refund more than was paid.
 */
export const adminRefunds = pgTable(
  'admin_refunds',
  {
    id: serial('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    /** `wallet` or `source`. */
    destination: text('destination').notNull(),
    reason: text('reason').notNull(),
    staffUserId: integer('staff_user_id').notNull(),
    /** For `source`: our merchant refund id in `refunds`. */
    merchantRefundId: text('merchant_refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_refunds_payment_idx').on(t.paymentId),
    check('admin_refunds_amount_ck', sql`${t.amountPaise} > 0`),
    check('admin_refunds_destination_ck', sql`${t.destination} in ('wallet','source')`),
  ],
);
