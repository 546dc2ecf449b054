import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appointments, departments } from '../../db/schema';

/** What other modules may read of a patient's consultations (the pharmacy's Rx orders). */

export interface PrescribedAppointment {
  id: number;
  appointmentNo: string;
  departmentName: string;
  /** The consultation's day (its slot date, else when it was booked). */
  date: Date;
  /** The doctor's prescription file (a storage key). */
  prescriptionKey: string;
}

/** The patient's consultations whose doctor's prescription can go with an Rx order, newest first. */
export async function listPrescribedAppointments(
  db: Database,
  userId: number,
): Promise<PrescribedAppointment[]> {
  const rows = await db
    .select({
      id: appointments.id,
      appointmentNo: appointments.appointmentNo,
      departmentName: departments.name,
      date: appointments.createdAt,
      slotDate: appointments.slotDate,
      prescriptionKey: appointments.doctorPrescriptionKey,
    })
    .from(appointments)
    .innerJoin(departments, eq(departments.id, appointments.departmentId))
    .where(
      and(
        eq(appointments.userId, userId),
        isNotNull(appointments.doctorPrescriptionKey),
        inArray(appointments.state, ['completed', 'followed_up']),
      ),
    )
    .orderBy(desc(appointments.createdAt))
    .limit(20);
  return rows.map((r) => ({
    id: r.id,
    appointmentNo: r.appointmentNo,
    departmentName: r.departmentName,
    date: r.slotDate ? new Date(`${r.slotDate}T00:00:00+05:30`) : r.date,
    prescriptionKey: r.prescriptionKey ?? '',
  }));
}

/** An appointment's number by its row id, or null. */
export async function appointmentNoById(db: Database, id: number): Promise<string | null> {
  const rows = await db
    .select({ no: appointments.appointmentNo })
    .from(appointments)
    .where(eq(appointments.id, id))
    .limit(1);
  return rows[0]?.no ?? null;
}
