import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * One notification on one channel (modules/notifications): queued by `app.notify.send`, sent once (the
 * `(key, channel)` pair is unique across replicas and retries), then delivered or failed as the provider's
 * delivery report says. `provider_ref` is the provider's id for the message (MSG91's request id, WhatsApp's
 * message id), which delivery reports name.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    channel: text('channel').notNull(),
    kind: text('kind').notNull(),
    mobile: text('mobile').notNull(),
    patientId: integer('patient_id'),
    language: text('language').notNull(),
    vars: jsonb('vars').$type<Record<string, string>>().notNull(),
    /** The rendered text, exactly as the template shows it. */
    text: text('text').notNull(),
    /** queued → sending → sent → delivered | failed (sending → queued again when the provider failed). */
    status: text('status').notNull(),
    provider: text('provider'),
    providerRef: text('provider_ref'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    notBefore: timestamp('not_before', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_key_channel_idx').on(t.key, t.channel),
    index('notifications_mobile_idx').on(t.mobile, t.createdAt),
    index('notifications_provider_ref_idx').on(t.providerRef),
  ],
);

/** Short links on our own domain (`/s/<code>`) for texts: DLT whitelists the `<PUBLIC_URL>/s/` prefix. */
export const shortLinks = pgTable('short_links', {
  code: text('code').primaryKey(),
  targetPath: text('target_path').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
