import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The security log (DPDP Rules 2025 r.6, docs/decisions/0061): logins, failed logins, password resets, staff
 * reads of a patient's records, exports, erasures, breach notices. Append-only: a trigger (migration 0029)
 * refuses UPDATE, DELETE and TRUNCATE unless the purge job's transaction set `medibridge.security_purge`.
 * `user_id` is a plain number, not a foreign key, so no cascade can delete a row; `actor_id` is who did it
 * (the staff user of a staff read; the patient for their own events).
 */
export const securityEvents = pgTable(
  'security_events',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    /** Whose account or record the event concerns (null: a mobile with no account). */
    userId: integer('user_id'),
    actorId: integer('actor_id'),
    /** The staff role the actor read in, or 'patient'. */
    actorRole: text('actor_role'),
    /** The record (APT-…, ORD-…, a masked mobile for unknown logins, a breach reference). */
    subject: text('subject').notNull().default(''),
    detail: text('detail').notNull().default(''),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('security_events_created_idx').on(t.createdAt),
    index('security_events_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * A personal-data breach recorded by an admin (DPDP Rules 2025 r.7): what happened, when, which data, the
 * filter that chose the affected patients, and the notice's sending (once: `notified_at` is set by a guarded
 * update and only its winner texts).
 */
export const breaches = pgTable(
  'breaches',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    what: text('what').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    dataAffected: text('data_affected').notNull(),
    filter: jsonb('filter').$type<Record<string, unknown>>().notNull(),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    patientCount: integer('patient_count').notNull().default(0),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    notifiedBy: integer('notified_by').references(() => users.id, { onDelete: 'set null' }),
    textedCount: integer('texted_count').notNull().default(0),
  },
  (t) => [check('breaches_counts_ck', sql`${t.patientCount} >= 0 and ${t.textedCount} >= 0`)],
);

/** The patients a breach affects, chosen when it was recorded; one notice each (the primary key). */
export const breachPatients = pgTable(
  'breach_patients',
  {
    breachId: integer('breach_id')
      .notNull()
      .references(() => breaches.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    textedAt: timestamp('texted_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.breachId, t.userId] })],
);
