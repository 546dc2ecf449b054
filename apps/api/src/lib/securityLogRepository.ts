import type { SecurityLogQuery } from '@medibridge/contract';
import { type SQL, and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { securityEvents, users } from '../db/schema';

/** Writes one security log row (securityLog.ts holds what goes in it). */
export async function insertSecurityEvent(
  db: Database,
  row: typeof securityEvents.$inferInsert,
): Promise<void> {
  await db.insert(securityEvents).values(row);
}

export type SecurityEventRow = typeof securityEvents.$inferSelect & { actorName: string | null };

/** A page of the log, newest first, with the actor's name. `from`/`to` are instants (the caller's day bounds). */
export async function securityEventPage(
  db: Database,
  q: SecurityLogQuery,
  range: { from: Date | null; toExclusive: Date | null },
): Promise<{ rows: SecurityEventRow[]; total: number }> {
  const where: SQL[] = [];
  if (q.kind) where.push(eq(securityEvents.kind, q.kind));
  if (q.user_id) where.push(eq(securityEvents.userId, q.user_id));
  if (range.from) where.push(gte(securityEvents.createdAt, range.from));
  if (range.toExclusive) where.push(lt(securityEvents.createdAt, range.toExclusive));
  const filter = where.length ? and(...where) : undefined;
  const rows = await db
    .select({
      id: securityEvents.id,
      kind: securityEvents.kind,
      userId: securityEvents.userId,
      actorId: securityEvents.actorId,
      actorRole: securityEvents.actorRole,
      subject: securityEvents.subject,
      detail: securityEvents.detail,
      ip: securityEvents.ip,
      createdAt: securityEvents.createdAt,
      actorName: users.name,
    })
    .from(securityEvents)
    .leftJoin(users, eq(users.id, securityEvents.actorId))
    .where(filter)
    .orderBy(desc(securityEvents.createdAt), desc(securityEvents.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  const totals = await db.select({ n: count() }).from(securityEvents).where(filter);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

/**
 * Deletes the rows older than `before`: the one DELETE the table's trigger lets through, because this
 * transaction alone sets `medibridge.security_purge` (migration 0029).
 */
export async function purgeSecurityEventsBefore(db: Database, before: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('medibridge.security_purge', 'on', true)`);
    const gone = await tx
      .delete(securityEvents)
      .where(lt(securityEvents.createdAt, before))
      .returning({ id: securityEvents.id });
    return gone.length;
  });
}
