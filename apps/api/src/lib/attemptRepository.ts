import { and, asc, count, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitHits } from '../db/schema';

/** Queries of the attempt limiter (attemptLimiter.ts): one `rate_limit_hits` row per attempt. */

/** Attempts of a bucket made after `since`. */
export async function countAttemptsSince(
  db: Database,
  bucket: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, bucket), gt(rateLimitHits.createdAt, since)));
  return Number(row?.n ?? 0);
}

/** When the oldest attempt of a bucket made after `since` was made, or null when there is none. */
export async function oldestAttemptSince(
  db: Database,
  bucket: string,
  since: Date,
): Promise<Date | null> {
  const [oldest] = await db
    .select({ at: rateLimitHits.createdAt })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, bucket), gt(rateLimitHits.createdAt, since)))
    .orderBy(asc(rateLimitHits.createdAt))
    .limit(1);
  return oldest?.at ?? null;
}

/** Records an attempt; its row id (0 if none came back). */
export async function insertAttempt(db: Database, bucket: string, at: Date): Promise<number> {
  const [row] = await db
    .insert(rateLimitHits)
    .values({ bucket, createdAt: at })
    .returning({ id: rateLimitHits.id });
  return row?.id ?? 0;
}

/** Drops a bucket's attempts made before `before`. */
export async function deleteAttemptsBefore(
  db: Database,
  bucket: string,
  before: Date,
): Promise<void> {
  await db
    .delete(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, bucket), lt(rateLimitHits.createdAt, before)));
}

/** Takes one attempt back by its row id. */
export async function deleteAttempt(db: Database, id: number): Promise<void> {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.id, id));
}

/** Drops every attempt of a bucket. */
export async function deleteBucket(db: Database, bucket: string): Promise<void> {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.bucket, bucket));
}
