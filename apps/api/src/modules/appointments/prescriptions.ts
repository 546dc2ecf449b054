import type { Database } from '../../db/client';
import { listPrescribedRows } from './bookingRepository';

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
  const rows = await listPrescribedRows(db, userId);
  return rows.map((r) => ({
    id: r.id,
    appointmentNo: r.appointmentNo,
    departmentName: r.departmentName,
    date: r.slotDate ? new Date(`${r.slotDate}T00:00:00+05:30`) : r.date,
    prescriptionKey: r.prescriptionKey ?? '',
  }));
}
