import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications, shortLinks } from '../../db/schema';

/** Notifications per channel and short links. Queries only. */

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

/** Stores a notification for one channel once: the existing row when its (key, channel) is taken. */
export async function insertNotification(
  db: Database,
  row: NewNotification,
): Promise<NotificationRow> {
  const [inserted] = await db
    .insert(notifications)
    .values(row)
    .onConflictDoNothing({ target: [notifications.key, notifications.channel] })
    .returning();
  if (inserted) return inserted;
  const [existing] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.key, row.key), eq(notifications.channel, row.channel)));
  if (!existing) throw new Error(`notification ${row.key}/${row.channel} vanished`);
  return existing;
}

/** Takes a queued notification for sending (one taker across replicas); null when it is not queued. */
export async function claimNotification(db: Database, id: number): Promise<NotificationRow | null> {
  const [row] = await db
    .update(notifications)
    .set({ status: 'sending', attempts: sql`${notifications.attempts} + 1` })
    .where(and(eq(notifications.id, id), eq(notifications.status, 'queued')))
    .returning();
  return row ?? null;
}

/** After the provider's answer: sent (accepted, with its id), queued again (to retry) or failed for good. */
export async function settleNotification(
  db: Database,
  id: number,
  change: {
    status: 'sent' | 'queued' | 'failed';
    provider?: string;
    providerRef?: string | null;
    error?: string | null;
    sentAt?: Date;
  },
): Promise<void> {
  await db.update(notifications).set(change).where(eq(notifications.id, id));
}

/**
 * A provider's report on one message it knows by `ref` (on `channel`, sent through `provider`; on `mobile`
 * when the report names it): the new status, only from one of the statuses in `from` (the caller's rule of
 * which way states move). Answers how many messages changed.
 */
export async function reportDelivery(
  db: Database,
  report: {
    provider: string;
    channel: 'sms' | 'whatsapp';
    ref: string;
    mobile?: string;
    status: 'delivered' | 'read' | 'failed';
    from: readonly string[];
    error: string | null;
    at: Date;
  },
): Promise<number> {
  if (report.from.length === 0) return 0;
  const rows = await db
    .update(notifications)
    .set({ status: report.status, error: report.error, reportedAt: report.at })
    .where(
      and(
        eq(notifications.provider, report.provider),
        eq(notifications.channel, report.channel),
        eq(notifications.providerRef, report.ref),
        ...(report.mobile ? [eq(notifications.mobile, report.mobile)] : []),
        inArray(notifications.status, [...report.from]),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/** A mobile's notifications, newest first. */
export async function listNotifications(
  db: Database,
  mobile: string,
  limit: number,
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.mobile, mobile))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function findNotification(db: Database, id: number): Promise<NotificationRow | null> {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  return row ?? null;
}

/** Stores a short link; false when the code is taken (the caller draws another). */
export async function insertShortLink(
  db: Database,
  row: typeof shortLinks.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(shortLinks)
    .values(row)
    .onConflictDoNothing()
    .returning({ code: shortLinks.code });
  return inserted.length > 0;
}

export async function findShortLink(
  db: Database,
  code: string,
): Promise<typeof shortLinks.$inferSelect | null> {
  const [row] = await db.select().from(shortLinks).where(eq(shortLinks.code, code));
  return row ?? null;
}
