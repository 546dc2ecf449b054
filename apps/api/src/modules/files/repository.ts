import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appointments, users } from '../../db/schema';

/** True when the stored file is the user's own: their profile photo or a document of their appointments. */
export async function isOwnFile(db: Database, userId: number, key: string): Promise<boolean> {
  if (key.startsWith('documents/')) {
    const rows = await db
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.userId, userId), eq(appointments.prescriptionKey, key)))
      .limit(1);
    return rows.length > 0;
  }
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.profileImage, key)))
    .limit(1);
  return rows.length > 0;
}
