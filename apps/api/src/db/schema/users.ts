import {
  type AnyPgColumn,
  date,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { cities } from './cities';
import { countries } from './countries';
import { states } from './states';

export const userRole = pgEnum('user_role', ['patient', 'staff']);

/**
 * Accounts with the profile fields of SPEC §3. `mobile` is the login name; `password_hash` is argon2id (PHC
 * string). `share_code` is the person's Refer & Earn code; `referred_by` the user whose code they registered
 * with. `profile_image` is a storage key (e.g. `profile/<random>.jpg`), never a client-chosen name.
 */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  lastName: text('last_name'),
  mobile: text('mobile').notNull().unique(),
  email: text('email'),
  passwordHash: text('password_hash'),
  role: userRole('role').notNull().default('patient'),
  shareCode: text('share_code').unique(),
  referredBy: integer('referred_by').references((): AnyPgColumn => users.id, {
    onDelete: 'set null',
  }),
  dob: date('dob', { mode: 'string' }),
  bloodGroup: text('blood_group'),
  address: text('address'),
  cityId: integer('city_id').references(() => cities.id, { onDelete: 'set null' }),
  stateId: integer('state_id').references(() => states.id, { onDelete: 'set null' }),
  countryId: integer('country_id').references(() => countries.id, { onDelete: 'set null' }),
  pinCode: text('pin_code'),
  profileImage: text('profile_image'),
  /** Source of the registration (SPEC's fixed product identifier). */
  source: text('source'),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  /** When an admin disabled this staff user (null: active). A disabled user cannot log in or use a session. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  /**
   * When the patient closed the account (DPDP Act s.12(3), docs/decisions/0061): the row stays as a tombstone
   * the kept invoices and prescriptions point at, with no name, mobile or contact left.
   */
  closedAt: timestamp('closed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
