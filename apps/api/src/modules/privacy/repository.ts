import { and, asc, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { consents, dataExports } from '../../db/schema';

/** The consent ledger and the download rows of the privacy module (docs/decisions/0060). */

export type ConsentRow = typeof consents.$inferSelect;
export type NewConsent = typeof consents.$inferInsert;
export type ExportRow = typeof dataExports.$inferSelect;

/** Appends consent records (never updates one: the table refuses it). */
export async function insertConsents(db: Database, rows: NewConsent[]): Promise<void> {
  if (rows.length) await db.insert(consents).values(rows);
}

/** The newest record of each purpose of a user's. */
export async function latestConsents(db: Database, userId: number): Promise<ConsentRow[]> {
  return db
    .selectDistinctOn([consents.purpose])
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(consents.purpose, desc(consents.id));
}

/** Every consent record of a user's, oldest first (the archive, the count). */
export async function consentHistory(db: Database, userId: number): Promise<ConsentRow[]> {
  return db.select().from(consents).where(eq(consents.userId, userId)).orderBy(asc(consents.id));
}

export async function insertExport(
  db: Database,
  row: typeof dataExports.$inferInsert,
): Promise<void> {
  await db.insert(dataExports).values(row);
}

export async function findExport(db: Database, id: string): Promise<ExportRow | null> {
  const rows = await db.select().from(dataExports).where(eq(dataExports.id, id)).limit(1);
  return rows[0] ?? null;
}

/** A user's downloads, newest first. */
export async function listExports(db: Database, userId: number, limit = 5): Promise<ExportRow[]> {
  return db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.requestedAt), desc(dataExports.id))
    .limit(limit);
}

/** Moves a download on, only from the state it is expected in (false when it had moved already). */
export async function settleExport(
  db: Database,
  id: string,
  from: ExportRow['state'],
  set: Partial<Omit<ExportRow, 'id' | 'userId'>>,
): Promise<boolean> {
  const rows = await db
    .update(dataExports)
    .set(set)
    .where(and(eq(dataExports.id, id), eq(dataExports.state, from)))
    .returning({ id: dataExports.id });
  return rows.length > 0;
}

/** Ready downloads whose time is up. */
export async function expiredExports(db: Database, now: Date): Promise<ExportRow[]> {
  return db
    .select()
    .from(dataExports)
    .where(
      and(
        inArray(dataExports.state, ['ready', 'failed']),
        isNotNull(dataExports.expiresAt),
        lte(dataExports.expiresAt, now),
      ),
    );
}

/** Downloads still being prepared for a user (at most one at a time). */
export async function preparingCount(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), eq(dataExports.state, 'preparing')));
  return row?.n ?? 0;
}
