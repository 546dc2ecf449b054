import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';

/** Queries of the sessions plugin (sessions.ts): session rows, keyed by the token's hash. */

/** Drops a user's sessions that expired before `now` or were revoked. */
export async function deleteDeadSessions(db: Database, userId: number, now: Date): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        or(lt(sessions.expiresAt, now), sql`${sessions.revokedAt} is not null`),
      ),
    );
}

export async function insertSession(
  db: Database,
  row: { userId: number; tokenHash: string; userAgent: string | null; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(row);
}

/** Revokes the session with this token hash (none when there is no such session). */
export async function revokeSession(db: Database, tokenHash: string, at: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: at }).where(eq(sessions.tokenHash, tokenHash));
}

/** Revokes every live session of a user, except the one with `keepHash` when given. */
export async function revokeUserSessions(
  db: Database,
  userId: number,
  at: Date,
  keepHash?: string,
): Promise<void> {
  const keep = keepHash ? sql` and ${sessions.tokenHash} <> ${keepHash}` : sql``;
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(sql`${sessions.userId} = ${userId} and ${sessions.revokedAt} is null${keep}`);
}

/** A live session (not revoked, not expired at `now`) and its user. */
export interface LiveSessionRow {
  sessionId: number;
  lastUsedAt: Date;
  id: number;
  name: string;
  mobile: string;
  role: 'patient' | 'staff';
}

/** The live session with this token hash and its user, or null. */
export async function findLiveSession(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<LiveSessionRow | null> {
  const rows = await db
    .select({
      sessionId: sessions.id,
      lastUsedAt: sessions.lastUsedAt,
      id: users.id,
      name: users.name,
      mobile: users.mobile,
      role: users.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        // A disabled staff user's sessions are revoked when disabled; this also refuses one a login raced in.
        isNull(users.disabledAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** Marks a session used at `at`, sliding its expiry to `expiresAt`. */
export async function touchSession(
  db: Database,
  sessionId: number,
  at: Date,
  expiresAt: Date,
): Promise<void> {
  await db.update(sessions).set({ lastUsedAt: at, expiresAt }).where(eq(sessions.id, sessionId));
}
