import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Every consent a patient gave or withdrew (module `privacy`, docs/decisions/0060; DPDP Act 2023 s. 6):
 * append-only (a trigger in the migration refuses UPDATE and DELETE), so the standing of a purpose is its
 * newest row and the history is the proof the Act asks the data fiduciary to keep (s. 6(10)).
 */
export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose').notNull(),
    granted: boolean('granted').notNull(),
    noticeVersion: text('notice_version').notNull(),
    language: text('language').notNull(),
    channel: text('channel').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('consents_user_idx').on(t.userId, t.purpose, t.id),
    check('consents_purpose_ck', sql`${t.purpose} in ('care','payments','reminders','offers')`),
    check('consents_language_ck', sql`${t.language} in ('en','hi')`),
  ],
);

/**
 * A download of all a patient's data (the right of access, DPDP Act s. 11): prepared by a job into one zip in
 * file storage, offered until `expires_at`, then the file is deleted by the purge job (`state` expired).
 */
export const dataExports = pgTable(
  'data_exports',
  {
    /** Unguessable: the download's URL names it. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    state: text('state').notNull(),
    storageKey: text('storage_key'),
    bytes: integer('bytes'),
    error: text('error'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.requestedAt),
    index('data_exports_expiry_idx').on(t.state, t.expiresAt),
    check('data_exports_state_ck', sql`${t.state} in ('preparing','ready','failed','expired')`),
  ],
);
