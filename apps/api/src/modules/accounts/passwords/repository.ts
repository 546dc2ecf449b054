import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { passwordResets, users } from '../../../db/schema';

export async function findLoginFacts(
  db: Database,
  userId: number,
): Promise<{ mobile: string; passwordHash: string | null } | null> {
  const [user] = await db
    .select({ mobile: users.mobile, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return user ?? null;
}

/** Stores a new password hash; every reset link still out there (for the old password) stops working. */
export async function setPasswordHash(
  db: Database,
  userId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
    .where(eq(users.id, userId));
  await retireResetLinks(db, userId, now);
}

// --- Password reset links ---------------------------------------------------------------------------------

export type ResetLink = typeof passwordResets.$inferSelect;

/** Every unused link of the user stops working (only the newest one does). */
export async function retireResetLinks(db: Database, userId: number, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

export async function insertResetLink(
  db: Database,
  values: { userId: number; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values(values);
}

export async function findLiveResetLink(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<ResetLink | null> {
  const rows = await db
    .select()
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** Uses the link once, atomically: its user, or null when it was used or expired meanwhile. */
export async function claimResetLink(db: Database, id: number, now: Date): Promise<number | null> {
  const [claimed] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.id, id),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return claimed?.userId ?? null;
}
