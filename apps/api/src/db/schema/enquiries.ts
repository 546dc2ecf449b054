import { type SQL, sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { packages } from './catalogue';
import { cities } from './cities';
import { users } from './users';

/** Where staff are with an enquiry. */
export const enquiryStatus = pgEnum('enquiry_status', ['new', 'contacted', 'closed']);

/**
 * The text the staff inbox search reads (`q`): name, mobile, email and reference, lower-cased. The trigram index
 * below is on exactly this expression, so a search spells it the same way (repository.ts) and uses the index.
 * Only immutable parts (`||`, `coalesce`, `lower`): `concat_ws` could not be indexed.
 */
export function enquirySearchText(t: {
  firstName: AnyPgColumn;
  lastName: AnyPgColumn;
  mobile: AnyPgColumn;
  email: AnyPgColumn;
  reference: AnyPgColumn;
}): SQL {
  return sql`lower(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '') || ' ' || ${t.mobile} || ' ' || coalesce(${t.email}, '') || ' ' || ${t.reference})`;
}

/**
 * Every enquiry of `store-contact-inquiry` (SPEC §3 payload), with the form and page it came from, the
 * logged-in user when there was one, and the reference the acknowledgement SMS carries. `fingerprint` (a hash
 * of the validated payload) finds a double submit. `call_back_at` is when a coordinator means to call the
 * person back (null: no call-back set).
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
    callBackAt: timestamp('call_back_at', { withTimezone: true }),
  },
  (t) => [
    index('enquiries_fingerprint_idx').on(t.fingerprint, t.createdAt),
    index('enquiries_created_idx').on(t.createdAt),
    index('enquiries_type_status_idx').on(t.enquiryType, t.status),
    index('enquiries_call_back_idx')
      .on(t.callBackAt)
      .where(sql`${t.callBackAt} is not null`),
    index('enquiries_search_trgm_idx').using('gin', sql`${enquirySearchText(t)} gin_trgm_ops`),
  ],
);

/** Coordinators' notes on an enquiry: who wrote what, when. Append-only. */
export const enquiryNotes = pgTable(
  'enquiry_notes',
  {
    id: serial('id').primaryKey(),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('enquiry_notes_enquiry_idx').on(t.enquiryId, t.createdAt),
    check('enquiry_notes_body_ck', sql`char_length(${t.body}) between 1 and 1000`),
  ],
);
