import type { Database } from '../db/client';
import { auditLog } from '../db/schema';

/** Writes one audit log row (audit.ts holds what goes in it). */
export async function insertAuditEntry(
  db: Database,
  row: typeof auditLog.$inferInsert,
): Promise<void> {
  await db.insert(auditLog).values(row);
}
