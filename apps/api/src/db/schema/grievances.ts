import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** The number behind GRV-<year>-NNNNNN: one sequence, so a reference is never given twice. */
export const grievanceNumberSequence = pgSequence('grievance_number_seq', { startWith: 1 });

/**
 * Patients' grievances (DPDP Act 2023 s.13, E-Commerce Rules 2020 r.4(5); docs/decisions/0066). `state` moves
 * open → answered → closed by guarded updates; `escalated_at` is set once by the `grievances.escalate` job
 * when an open grievance passes `due_at`. Erased with the account (retention row `grievances`).
 */
export const grievances = pgTable(
  'grievances',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    appointmentNo: text('appointment_no'),
    orderNo: text('order_no'),
    description: text('description').notNull(),
    state: text('state').notNull().default('open'),
    filedAt: timestamp('filed_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: integer('answered_by'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: integer('closed_by'),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('grievances_reference_unique').on(t.reference),
    index('grievances_user_idx').on(t.userId, t.filedAt),
    index('grievances_due_idx').on(t.state, t.dueAt),
    check('grievances_state_check', sql`${t.state} in ('open', 'answered', 'closed')`),
  ],
);
