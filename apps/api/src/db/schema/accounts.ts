import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One-time codes sent by SMS to verify a mobile before registration. `uid_hash` is the SHA-256 of the random
 * uid the client holds; `code_hash` the SHA-256 of uid + code (the code itself is never stored). A resend
 * replaces `code_hash` and resets `attempts`; 5 wrong tries set `dead_at`. `verified_at` starts the 30 minutes
 * in which the mobile may register; `consumed_at` marks the registration that used it.
 */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: serial('id').primaryKey(),
    uidHash: text('uid_hash').notNull().unique(),
    mobile: text('mobile').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    sends: integer('sends').notNull().default(1),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    deadAt: timestamp('dead_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('otp_challenges_mobile_idx').on(t.mobile, t.createdAt)],
);

/** One-time password reset links (SHA-256 of the token), valid 30 minutes, used at most once. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('password_resets_user_id_idx').on(t.userId)],
);

/**
 * The wallet: an append-only ledger in paise (credits positive, debits negative); a balance is the sum of a
 * user's rows. `(user_id, kind, reference)` is unique so a credit (a referral bonus, a refund) is applied once.
 */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    kind: text('kind').notNull(),
    reference: text('reference').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wallet_ledger_entry_uq').on(t.userId, t.kind, t.reference)],
);

/**
 * Attempts counted for rate limits that must survive restarts and be shared by replicas (OTP sends per
 * mobile and per IP, failed logins per mobile): one row per attempt, counted over a sliding window.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: serial('id').primaryKey(),
    bucket: text('bucket').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_bucket_idx').on(t.bucket, t.createdAt)],
);

/** Messages of the `outbox` SMS provider (demo and development): readable at GET /api/dev/sms-outbox. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    /** 'sms' or 'whatsapp': the demo outbox stands in for both channels. */
    channel: text('channel').notNull().default('sms'),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sms_outbox_mobile_idx').on(t.mobile, t.createdAt)],
);
