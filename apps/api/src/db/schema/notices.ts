import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { ePrescriptions } from './staff';
import { users } from './users';

/**
 * A patient's notification choices (module `reminders`, docs/decisions/0050): the channels their messages
 * go by and whether they agreed to promotional texts ("offers", off until they say yes). No row = defaults.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    sms: boolean('sms').notNull().default(true),
    whatsapp: boolean('whatsapp').notNull().default(false),
    offers: boolean('offers').notNull().default(false),
    /** The language their messages are written in: the one the screen was in when they last saved. */
    language: text('language').notNull().default('en'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('notification_preferences_language_ck', sql`${t.language} in ('en','hi')`)],
);

/**
 * A medicine of an e-prescription its patient asked to be reminded of: one row per (prescription, medicine),
 * with the unguessable token of its stop link; `stopped_at` once stopped (from the screen or the link).
 */
export const medicineReminders = pgTable(
  'medicine_reminders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    prescriptionId: integer('prescription_id')
      .notNull()
      .references(() => ePrescriptions.id, { onDelete: 'cascade' }),
    medicineIndex: integer('medicine_index').notNull(),
    medicine: text('medicine').notNull(),
    dose: text('dose').notNull(),
    stopToken: text('stop_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('medicine_reminders_item_uq').on(t.prescriptionId, t.medicineIndex),
    uniqueIndex('medicine_reminders_token_uq').on(t.stopToken),
    index('medicine_reminders_user_idx').on(t.userId),
  ],
);

/**
 * Notices due at an instant of the app's clock (appointment reminders, medicine doses): the every-minute job
 * hands those due to `app.notify` under their `key` (sent once however many workers see them) and marks them
 * sent or dropped (the appointment moved or was cancelled, the medicine's reminders stopped).
 */
export const scheduledNotices = pgTable(
  'scheduled_notices',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    kind: text('kind').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    appointmentId: integer('appointment_id').references(() => appointments.id, {
      onDelete: 'cascade',
    }),
    medicineReminderId: integer('medicine_reminder_id').references(() => medicineReminders.id, {
      onDelete: 'cascade',
    }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    vars: jsonb('vars').$type<Record<string, string>>().notNull().default({}),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    droppedAt: timestamp('dropped_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('scheduled_notices_key_uq').on(t.key),
    index('scheduled_notices_due_idx')
      .on(t.dueAt)
      .where(sql`${t.sentAt} is null and ${t.droppedAt} is null`),
    check(
      'scheduled_notices_kind_ck',
      sql`${t.kind} in ('appointment_reminder_24h','appointment_reminder_15m','medicine_reminder')`,
    ),
  ],
);
