import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { smsOutbox } from '../../db/schema';

/** The demo outbox's messages. Queries only. */

export async function insertOutboxMessage(
  db: Database,
  row: { mobile: string; channel: string; text: string; createdAt: Date },
): Promise<number> {
  const [inserted] = await db.insert(smsOutbox).values(row).returning({ id: smsOutbox.id });
  return inserted?.id ?? 0;
}

/** A mobile's messages, newest first. */
export async function listOutboxMessages(
  db: Database,
  mobile: string,
  limit: number,
): Promise<(typeof smsOutbox.$inferSelect)[]> {
  return db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.mobile, mobile))
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(limit);
}
