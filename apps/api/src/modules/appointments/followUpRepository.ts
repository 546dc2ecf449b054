import { and, asc, count, eq, exists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appointmentDocuments, appointmentFollowUps, appointments } from '../../db/schema';

/** Follow-ups and documents of appointments. Queries only. */

export type FollowUpRow = typeof appointmentFollowUps.$inferSelect;
export type DocumentRow = typeof appointmentDocuments.$inferSelect;

/**
 * Inserts the follow-up of an appointment; null when it already has one (the unique appointment id decides,
 * not a read first).
 */
export async function insertFollowUp(
  tx: Database,
  row: typeof appointmentFollowUps.$inferInsert,
): Promise<FollowUpRow | null> {
  const rows = await tx
    .insert(appointmentFollowUps)
    .values(row)
    .onConflictDoNothing({ target: appointmentFollowUps.appointmentId })
    .returning();
  return rows[0] ?? null;
}

export async function listFollowUps(db: Database, appointmentId: number): Promise<FollowUpRow[]> {
  return db
    .select()
    .from(appointmentFollowUps)
    .where(eq(appointmentFollowUps.appointmentId, appointmentId))
    .orderBy(asc(appointmentFollowUps.id));
}

export async function insertDocuments(
  tx: Database,
  rows: (typeof appointmentDocuments.$inferInsert)[],
): Promise<DocumentRow[]> {
  if (!rows.length) return [];
  return tx.insert(appointmentDocuments).values(rows).returning();
}

export async function listDocuments(db: Database, appointmentId: number): Promise<DocumentRow[]> {
  return db
    .select()
    .from(appointmentDocuments)
    .where(eq(appointmentDocuments.appointmentId, appointmentId))
    .orderBy(asc(appointmentDocuments.id));
}

/**
 * Locks the appointment's row for the rest of the transaction and counts its documents, so two uploads at once
 * cannot both pass the cap.
 */
export async function lockedDocumentCount(tx: Database, appointmentId: number): Promise<number> {
  await tx
    .select({ id: appointments.id })
    .from(appointments)
    .where(eq(appointments.id, appointmentId))
    .for('update');
  const rows = await tx
    .select({ n: count() })
    .from(appointmentDocuments)
    .where(eq(appointmentDocuments.appointmentId, appointmentId));
  return Number(rows[0]?.n ?? 0);
}

/**
 * Answers a completed consultation's follow-up with the doctor's prescription (completed → followed_up),
 * guarded: only while it is completed and its patient has sent a follow-up. False otherwise.
 */
export async function setFollowUpAnswer(
  tx: Database,
  id: number,
  prescriptionKey: string,
): Promise<boolean> {
  const rows = await tx
    .update(appointments)
    .set({ followUpPrescriptionKey: prescriptionKey, state: 'followed_up' })
    .where(
      and(
        eq(appointments.id, id),
        eq(appointments.state, 'completed'),
        exists(
          tx
            .select({ one: sql`1` })
            .from(appointmentFollowUps)
            .where(eq(appointmentFollowUps.appointmentId, id)),
        ),
      ),
    )
    .returning({ id: appointments.id });
  return rows.length === 1;
}

/** Sets the doctor's prescription (or follow-up answer) while moving the state, guarded. */
export async function setPrescription(
  tx: Database,
  id: number,
  from: string,
  to: string,
  set: Partial<typeof appointments.$inferInsert>,
): Promise<boolean> {
  const rows = await tx
    .update(appointments)
    .set({ ...set, state: to })
    .where(and(eq(appointments.id, id), eq(appointments.state, from)))
    .returning({ id: appointments.id });
  return rows.length === 1;
}
