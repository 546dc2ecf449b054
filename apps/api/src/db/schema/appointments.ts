import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { pharmacyOrders } from './pharmacy';
import { users } from './users';

/**
 * Departments patients book a consultation with (SPEC's Department: id, name, fee, fee_discount_percent).
 * Ids are stable: the seed assigns them, and SPEC's department 12 is booked without a schedule.
 */
export const departments = pgTable('departments', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** Hindi beside the English (docs/decisions/0042): null reads as the English. */
  nameHi: text('name_hi'),
  description: text('description').notNull(),
  descriptionHi: text('description_hi'),
  feePaise: integer('fee_paise').notNull(),
  /** Whole percent, 0–100 (SPEC: discount = fee × fee_discount_percent / 100). */
  feeDiscountPercent: integer('fee_discount_percent').notNull().default(0),
  /** False: booked without a date and time (the next free doctor calls back). */
  hasSchedule: boolean('has_schedule').notNull().default(true),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull(),
});

/**
 * Ids of departments an admin creates (docs/decisions/0057): the seed's stable ids are small, so the operator's
 * start far above them and a later seed never takes one.
 */
export const departmentIdSequence = pgSequence('departments_operator_id_seq', { startWith: 1000 });
/** Ids of schedule rows generated from an admin's weekly hours, far above the seed's (department × 10 000 …). */
export const scheduleIdSequence = pgSequence('department_schedules_operator_id_seq', {
  startWith: 100_000_000,
});

/**
 * A department closed on a date or a range of dates (a holiday, a doctor on leave), both ends included, India
 * dates: no slot is offered on it. Written by an admin after the bookings on it were shown and cancelled.
 */
export const departmentClosures = pgTable(
  'department_closures',
  {
    id: serial('id').primaryKey(),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('department_closures_department_idx').on(t.departmentId, t.fromDate),
    check('department_closures_range_ck', sql`${t.toDate} >= ${t.fromDate}`),
  ],
);

/** A department's weekly slot, India time: weekday 0 (Sunday) to 6, minutes from midnight, seats. */
export const departmentSchedules = pgTable(
  'department_schedules',
  {
    id: integer('id').primaryKey(),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id),
    weekday: smallint('weekday').notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
    capacity: smallint('capacity').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    // One active slot per department, weekday and start: a switched-off row (kept while bookings point at it)
    // may share its start with the row that replaced it (docs/decisions/0057).
    uniqueIndex('department_schedules_slot_uq')
      .on(t.departmentId, t.weekday, t.startMinute)
      .where(sql`${t.active}`),
    check('department_schedules_weekday_ck', sql`${t.weekday} between 0 and 6`),
    check(
      'department_schedules_minutes_ck',
      sql`${t.startMinute} >= 0 and ${t.endMinute} > ${t.startMinute} and ${t.endMinute} <= 1440`,
    ),
    check('department_schedules_capacity_ck', sql`${t.capacity} > 0`),
  ],
);

/**
 * Seats taken in one schedule on one date. A seat is claimed by an atomic increment guarded by
 * `booked < capacity` (and by the check constraint), never by reading first: the database decides who gets
 * the last seat. `capacity` is the schedule's at the first claim of that date.
 */
export const appointmentSlots = pgTable(
  'appointment_slots',
  {
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => departmentSchedules.id),
    slotDate: date('slot_date', { mode: 'string' }).notNull(),
    capacity: smallint('capacity').notNull(),
    booked: smallint('booked').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.scheduleId, t.slotDate] }),
    index('appointment_slots_date_idx').on(t.slotDate),
    check('appointment_slots_booked_ck', sql`${t.booked} >= 0 and ${t.booked} <= ${t.capacity}`),
  ],
);

/**
 * Consultation bookings. `state` is contract's appointment state machine (appointmentStates.ts); every change
 * is a guarded update (`where state = …`), so a transition happens once however many requests race for it.
 * Money is in paise and computed by the server: fee, fee discount, wallet used, and what is paid online.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: serial('id').primaryKey(),
    appointmentNo: text('appointment_no').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id),
    /** Null for the department booked without a schedule. */
    scheduleId: integer('schedule_id').references(() => departmentSchedules.id),
    slotDate: date('slot_date', { mode: 'string' }),
    startMinute: smallint('start_minute'),
    endMinute: smallint('end_minute'),
    mode: text('mode').notNull(),
    symptoms: text('symptoms').notNull(),
    /**
     * The language of the booking request ('en' | 'hi', its `Accept-Language`): what the patient reads, so the
     * e-prescription drawn later is labelled in it (docs/decisions/0046).
     */
    language: text('language').notNull().default('en'),
    patientName: text('patient_name').notNull(),
    patientLastName: text('patient_last_name').notNull().default(''),
    patientMobile: text('patient_mobile').notNull(),
    patientEmail: text('patient_email').notNull().default(''),
    /** The step-one health answers as sent (gender, age, height, weight, diabetic, …); null: not given. */
    patientDetails: jsonb('patient_details')
      .$type<Record<string, string | number | null>>()
      .notNull(),
    /**
     * The adult who accompanies a patient under 18 (Telemedicine Practice Guidelines 2020; docs/decisions/0067):
     * name and relationship, asked at step one when the age is below 18; null for an adult patient.
     */
    companionName: text('companion_name'),
    companionRelationship: text('companion_relationship'),
    feePaise: integer('fee_paise').notNull(),
    feeDiscountPaise: integer('fee_discount_paise').notNull(),
    walletPaise: integer('wallet_paise').notNull(),
    /** What is paid through the gateway: fee − discount − wallet. */
    amountPaise: integer('amount_paise').notNull(),
    state: text('state').notNull().default('pending_payment'),
    /** Whether this booking holds a seat of its slot right now (claimed, not yet given back). */
    seatHeld: boolean('seat_held').notNull().default(false),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** Storage key of the prescription the patient attached, if any. */
    prescriptionKey: text('prescription_key'),
    /** Storage key of the doctor's prescription (the consultation is completed). */
    doctorPrescriptionKey: text('doctor_prescription_key'),
    /** Storage key of the doctor's answer to the follow-up. */
    followUpPrescriptionKey: text('follow_up_prescription_key'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /**
     * The doctor serving this consultation: the first doctor of its department to join its call or write its
     * prescription (issue 13 §2). Claimed by a conditional update (set when null), never moved to another.
     */
    servingDoctorId: integer('serving_doctor_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('appointments_user_idx').on(t.userId, t.createdAt),
    index('appointments_hold_idx').on(t.state, t.holdExpiresAt),
    check('appointments_language_ck', sql`${t.language} in ('en','hi')`),
    check(
      'appointments_state_ck',
      sql`${t.state} in ('pending_payment','payment_failed','expired','confirmed','cancelled','completed','followed_up','no_show')`,
    ),
    check(
      'appointments_money_ck',
      sql`${t.feePaise} >= 0 and ${t.feeDiscountPaise} >= 0 and ${t.walletPaise} >= 0 and ${t.amountPaise} >= 0`,
    ),
  ],
);

/**
 * Payments through a gateway, one row per attempt, keyed by our unique merchant order id. `state` moves
 * pending → completed | failed | expired and completed → refunded, each by a guarded update applied once
 * whatever the number and order of callbacks, returns and status polls.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    merchantOrderId: text('merchant_order_id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the payment is for: 'appointment' (later 'service'). */
    purpose: text('purpose').notNull(),
    appointmentId: integer('appointment_id').references(() => appointments.id, {
      onDelete: 'cascade',
    }),
    /** For purpose 'service': the service booking paid for. */
    serviceBookingId: integer('service_booking_id').references(
      (): AnyPgColumn => serviceBookings.id,
      {
        onDelete: 'cascade',
      },
    ),
    /** For purpose 'pharmacy': the medicine order paid for. */
    pharmacyOrderId: integer('pharmacy_order_id').references((): AnyPgColumn => pharmacyOrders.id, {
      onDelete: 'cascade',
    }),
    amountPaise: integer('amount_paise').notNull(),
    /**
     * How much of `amount_paise` has been given back (docs/decisions/0059): an admin's part refunds add to it
     * by a guarded update that can never pass the amount; a full refund (completed → refunded) sets it whole.
     */
    refundedPaise: integer('refunded_paise').notNull().default(0),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id'),
    state: text('state').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_state_idx').on(t.state, t.createdAt),
    index('payments_appointment_idx').on(t.appointmentId),
    index('payments_pharmacy_order_idx').on(t.pharmacyOrderId),
    check(
      'payments_state_ck',
      sql`${t.state} in ('pending','completed','failed','expired','refunded')`,
    ),
    check('payments_amount_ck', sql`${t.amountPaise} > 0`),
    check(
      'payments_refunded_ck',
      sql`${t.refundedPaise} >= 0 and ${t.refundedPaise} <= ${t.amountPaise}`,
    ),
  ],
);

/**
 * The sandbox gateway's own book of orders (PAYMENT_PROVIDER=sandbox): what a real gateway keeps on its
 * side. Our `payments` never read it directly; they ask the sandbox through the provider interface.
 */
export const sandboxOrders = pgTable('sandbox_orders', {
  merchantOrderId: text('merchant_order_id').primaryKey(),
  providerOrderId: text('provider_order_id').notNull().unique(),
  amountPaise: integer('amount_paise').notNull(),
  state: text('state').notNull().default('PENDING'),
  redirectUrl: text('redirect_url').notNull(),
  message: text('message').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Paid services (SPEC's service booking, menu "Make Payment"): the amount the patient agreed with our team,
 * recorded here and charged exactly; `state` pending_payment → paid | payment_failed | expired, guarded.
 */
export const serviceBookings = pgTable(
  'service_bookings',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    service: text('service').notNull(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    remarks: text('remarks').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    state: text('state').notNull().default('pending_payment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('service_bookings_user_idx').on(t.userId, t.createdAt),
    check(
      'service_bookings_state_ck',
      sql`${t.state} in ('pending_payment','paid','payment_failed','expired')`,
    ),
    check('service_bookings_amount_ck', sql`${t.amountPaise} > 0`),
  ],
);

/** The patient's follow-up of a completed consultation: one per appointment (SPEC: the form hides after). */
export const appointmentFollowUps = pgTable('appointment_follow_ups', {
  id: serial('id').primaryKey(),
  appointmentId: integer('appointment_id')
    .notNull()
    .unique()
    .references(() => appointments.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  message: text('message').notNull(),
  documentKey: text('document_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Reports and documents a patient added to an appointment (follow-up documents, `documentFirst`…). */
export const appointmentDocuments = pgTable(
  'appointment_documents',
  {
    id: serial('id').primaryKey(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    documentKey: text('document_key').notNull().unique(),
    remarks: text('remarks').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('appointment_documents_appointment_idx').on(t.appointmentId),
    check('appointment_documents_kind_ck', sql`${t.kind} in ('follow_up','report')`),
  ],
);
