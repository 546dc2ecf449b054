// GOOD: linted as apps/api/src/modules/enquiries/fixtureRepository.ts. A repository file runs the query with
// drizzle-orm and the schema: no error expected.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { enquiries } from '../../db/schema';

export async function fixtureByReference(db: Database, reference: string): Promise<number> {
  const rows = await db
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(eq(enquiries.reference, reference));
  return rows.length;
}
