import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { departments } from '../../db/schema';

/** A department's name (printed on e-prescriptions), or '' when there is none. */
export async function departmentNameOf(db: Database, id: number): Promise<string> {
  const rows = await db
    .select({ name: departments.name })
    .from(departments)
    .where(eq(departments.id, id))
    .limit(1);
  return rows[0]?.name ?? '';
}
