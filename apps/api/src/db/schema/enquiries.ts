import { index, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { packages } from './catalogue';
import { cities } from './cities';
import { users } from './users';

/** Where staff are with an enquiry. */
export const enquiryStatus = pgEnum('enquiry_status', ['new', 'contacted', 'closed']);

/**
 * Every enquiry of `store-contact-inquiry` (SPEC §3 payload), with the form and page it came from, the
 * logged-in user when there was one, and the reference the acknowledgement SMS carries. `fingerprint` (a hash
 * of the validated payload) finds a double submit.
 */
export const enquiries = pgTable(
  'enquiries',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    enquiryType: text('enquiry_type').notNull(),
    form: text('form').notNull(),
    status: enquiryStatus('status').notNull().default('new'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    mobile: text('mobile').notNull(),
    email: text('email'),
    problems: text('problems'),
    cityId: integer('city_id').references(() => cities.id),
    packageId: integer('package_id').references(() => packages.id),
    hospitalId: integer('hospital_id'),
    hospitalName: text('hospital_name'),
    passportNo: text('passport_no'),
    age: integer('age'),
    gender: text('gender'),
    nationality: text('nationality'),
    messages: text('messages'),
    serviceId: integer('service_id'),
    page: text('page'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ip: text('ip'),
    fingerprint: text('fingerprint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('enquiries_fingerprint_idx').on(t.fingerprint, t.createdAt),
    index('enquiries_created_idx').on(t.createdAt),
    index('enquiries_type_status_idx').on(t.enquiryType, t.status),
  ],
);
