import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appointmentDocuments, appointments, pharmacyOrders, users } from '../../db/schema';

/**
 * True when the stored file is the user's own: their profile photo, a document of their appointments (their
 * uploads and the doctor's prescriptions), or the prescription sent with one of their medicine orders.
 */
export async function isOwnFile(db: Database, userId: number, key: string): Promise<boolean> {
  if (key.startsWith('documents/')) {
    const rows = await db
      .select({ id: appointments.id })
      .from(appointments)
      .where(
        and(
          eq(appointments.userId, userId),
          or(
            eq(appointments.prescriptionKey, key),
            eq(appointments.doctorPrescriptionKey, key),
            eq(appointments.followUpPrescriptionKey, key),
          ),
        ),
      )
      .limit(1);
    if (rows.length) return true;
    const documents = await db
      .select({ id: appointmentDocuments.id })
      .from(appointmentDocuments)
      .where(
        and(eq(appointmentDocuments.userId, userId), eq(appointmentDocuments.documentKey, key)),
      )
      .limit(1);
    if (documents.length) return true;
    const orders = await db
      .select({ id: pharmacyOrders.id })
      .from(pharmacyOrders)
      .where(and(eq(pharmacyOrders.userId, userId), eq(pharmacyOrders.prescriptionFile, key)))
      .limit(1);
    return orders.length > 0;
  }
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.profileImage, key)))
    .limit(1);
  return rows.length > 0;
}

/** The medicine order a stored prescription file was sent with, if any (for the staff read's log entry). */
export async function orderOfPrescriptionFile(
  db: Database,
  key: string,
): Promise<{ userId: number; orderNo: string } | null> {
  const rows = await db
    .select({ userId: pharmacyOrders.userId, orderNo: pharmacyOrders.orderNo })
    .from(pharmacyOrders)
    .where(eq(pharmacyOrders.prescriptionFile, key))
    .limit(1);
  return rows[0] ?? null;
}
