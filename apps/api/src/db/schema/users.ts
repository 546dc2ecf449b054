import { pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const userRole = pgEnum('user_role', ['patient', 'staff']);

/** Accounts. Minimal for the session mechanism; the accounts issue adds the profile fields of SPEC §3. */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  lastName: text('last_name'),
  mobile: text('mobile').notNull().unique(),
  email: text('email'),
  passwordHash: text('password_hash'),
  role: userRole('role').notNull().default('patient'),
  shareCode: text('share_code').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
