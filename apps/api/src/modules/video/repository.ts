import type { AppointmentState } from '@medibridge/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appointments, departments, users, videoRooms } from '../../db/schema';

/** What the call's rules read of an appointment. */
export interface CallAppointment {
  id: number;
  appointmentNo: string;
  userId: number;
  departmentId: number;
  departmentName: string;
  state: AppointmentState;
  mode: 'video' | 'audio';
  patientName: string;
  slotDate: string | null;
  startMinute: number | null;
  endMinute: number | null;
  confirmedAt: Date | null;
  closedAt: Date | null;
  /** The doctor serving it (the first of the department to join its call or write its prescription). */
  servingDoctorId: number | null;
}

const columns = {
  id: appointments.id,
  appointmentNo: appointments.appointmentNo,
  userId: appointments.userId,
  departmentId: appointments.departmentId,
  departmentName: departments.name,
  state: appointments.state,
  mode: appointments.mode,
  patientName: appointments.patientName,
  slotDate: appointments.slotDate,
  startMinute: appointments.startMinute,
  endMinute: appointments.endMinute,
  confirmedAt: appointments.confirmedAt,
  closedAt: videoRooms.closedAt,
  servingDoctorId: appointments.servingDoctorId,
};

type Row = Omit<CallAppointment, 'state' | 'mode'> & { state: string; mode: string };

function toCall(row: Row): CallAppointment {
  return {
    ...row,
    state: row.state as AppointmentState,
    mode: row.mode === 'audio' ? 'audio' : 'video',
  };
}

/** An appointment with its department and whether its room was closed, by its APT number. */
export async function findCallAppointment(
  db: Database,
  appointmentNo: string,
): Promise<CallAppointment | null> {
  const rows = await db
    .select(columns)
    .from(appointments)
    .innerJoin(departments, eq(departments.id, appointments.departmentId))
    .leftJoin(videoRooms, eq(videoRooms.appointmentId, appointments.id))
    .where(eq(appointments.appointmentNo, appointmentNo))
    .limit(1);
  const row = rows[0];
  return row ? toCall(row) : null;
}

/** A patient's confirmed appointments (oldest slot first), for the next call. */
export async function confirmedAppointmentsOf(
  db: Database,
  userId: number,
): Promise<CallAppointment[]> {
  const rows = await db
    .select(columns)
    .from(appointments)
    .innerJoin(departments, eq(departments.id, appointments.departmentId))
    .leftJoin(videoRooms, eq(videoRooms.appointmentId, appointments.id))
    .where(and(eq(appointments.userId, userId), inArray(appointments.state, ['confirmed'])))
    .orderBy(asc(appointments.slotDate), asc(appointments.startMinute))
    .limit(200);
  return rows.map(toCall);
}

/** Marks a room closed, once: the first close wins (true), later ones change nothing (false). */
export async function closeRoom(
  db: Database,
  appointmentId: number,
  closedBy: number,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .insert(videoRooms)
    .values({ appointmentId, closedAt: at, closedBy })
    .onConflictDoNothing({ target: videoRooms.appointmentId })
    .returning({ appointmentId: videoRooms.appointmentId });
  return rows.length === 1;
}

/** A user's display name. */
export async function userName(db: Database, userId: number): Promise<string | null> {
  const rows = await db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0]?.name ?? null;
}
