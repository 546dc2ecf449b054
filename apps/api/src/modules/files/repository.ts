import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

/** True when the stored file is the user's own (today: their profile photo). */
export async function isOwnFile(db: Database, userId: number, key: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.profileImage, key)))
    .limit(1);
  return rows.length > 0;
}
