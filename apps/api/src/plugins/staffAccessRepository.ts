import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { staffRoles } from '../db/schema';

/** A staff user's role rows, as the staff guard (staffAccess.ts) reads them. */
export async function staffRoleRowsOf(
  db: Database,
  userId: number,
): Promise<(typeof staffRoles.$inferSelect)[]> {
  return db.select().from(staffRoles).where(eq(staffRoles.userId, userId));
}
