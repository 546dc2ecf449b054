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
 * Refunds to the original payment method through the gateway (docs/decisions/0026): at most one per payment
 * (`payment_id` unique), keyed by our unique merchant refund id. Written in the same transaction that moves
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
      .unique()
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
    /** `webhook`, `refund_webhook` or `amount_mismatch`. */
    kind: text('kind').notNull(),
    detail: text('detail').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_events_once_idx').on(t.merchantOrderId, t.kind, t.detail),
    index('payment_events_kind_idx').on(t.kind, t.createdAt),
  ],
);
