import {
  VIDEO_MESSAGES,
  type CallRole,
  type VideoNext,
  type VideoRoom,
  callWindow,
  callWindowState,
  signalPath,
} from '@medibridge/contract';
import type { VideoConfig } from '../../config';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import { recordAudit } from '../../lib/audit';
import type { SessionUser } from '../../plugins/sessions';
import { claimServing } from '../appointments';
import { isDoctorOfDepartment } from '../staff';
import { iceServersFor } from './ice';
import { liveKitToken } from './livekit';
import { type CallAppointment, confirmedAppointmentsOf, findCallAppointment } from './repository';

/**
 * Why a staff user may not serve an appointment, in words, or null when they may (join its call as the
 * doctor, close it): a doctor of the appointment's department, and — once one of them serves it — only that
 * doctor (issue 13: only the patient and the doctor serving it may join).
 */
async function servingRefusal(
  db: Database,
  staffUser: SessionUser,
  appointment: CallAppointment,
): Promise<string | null> {
  if (staffUser.role !== 'staff') return VIDEO_MESSAGES.notServing;
  if (!(await isDoctorOfDepartment(db, staffUser.id, appointment.departmentId)))
    return VIDEO_MESSAGES.notServing;
  if (appointment.servingDoctorId !== null && appointment.servingDoctorId !== staffUser.id)
    return VIDEO_MESSAGES.otherDoctor;
  return null;
}

/** Whether a staff user may serve an appointment: a doctor of its department, the one serving it if any. */
export async function mayServe(
  db: Database,
  staffUser: SessionUser,
  appointment: CallAppointment,
): Promise<boolean> {
  return (await servingRefusal(db, staffUser, appointment)) === null;
}

/** Someone admitted to an appointment's room, as who. */
export interface Admission {
  appointment: CallAppointment;
  role: CallRole;
}

/**
 * Who the session user is in an appointment's room: its patient, or a staff user who may serve it. Others get
 * 404 (another patient learns nothing of the appointment) or 403 (staff who may not serve it).
 */
export async function admit(
  db: Database,
  user: SessionUser,
  appointmentNo: string,
): Promise<Admission> {
  const appointment = await findCallAppointment(db, appointmentNo);
  if (!appointment) throw new HttpError(404, VIDEO_MESSAGES.notFound);
  if (user.role === 'staff') {
    const refusal = await servingRefusal(db, user, appointment);
    if (refusal === null) return { appointment, role: 'doctor' };
    throw new HttpError(403, refusal);
  }
  if (appointment.userId === user.id) return { appointment, role: 'patient' };
  throw new HttpError(404, VIDEO_MESSAGES.notFound);
}

/**
 * A doctor joining (or closing) the call becomes the appointment's serving doctor, if no one is yet, with an
 * audit entry in the same transaction: the claim is the database's conditional update, so of two doctors
 * joining at once one wins and the other gets 403 with words. Nothing for the patient.
 */
export async function claimToServe(
  db: Database,
  { appointment, role }: Admission,
  user: SessionUser,
  now: Date,
): Promise<void> {
  if (role !== 'doctor') return;
  const claim = await db.transaction(async (tx) => {
    const outcome = await claimServing(tx, appointment.id, user.id);
    if (outcome === 'claimed')
      await recordAudit(
        tx,
        { userId: user.id, acting: 'doctor' },
        {
          action: 'appointment.serve',
          subjectType: 'appointment',
          subject: appointment.appointmentNo,
          detail: 'Joined the consultation call: serves this consultation.',
          at: now,
        },
      );
    return outcome;
  });
  if (claim === 'taken') throw new HttpError(403, VIDEO_MESSAGES.otherDoctor);
}

const REASONS = {
  not_yet: VIDEO_MESSAGES.notYet,
  over: VIDEO_MESSAGES.over,
  closed: VIDEO_MESSAGES.closed,
  unavailable: VIDEO_MESSAGES.unavailable,
} as const;

/** The room's state now and, when it cannot be joined, why. */
export function roomState(
  appointment: CallAppointment,
  now: Date,
): { state: VideoRoom['state']; reason: string | null } {
  const window = callWindow(appointment);
  const state = callWindowState(appointment.state, window, appointment.closedAt !== null, now);
  return { state, reason: state === 'open' ? null : REASONS[state] };
}

/** What the page needs to show and join a room (the join answer). */
export function roomView(
  { appointment, role }: Admission,
  user: SessionUser,
  video: VideoConfig,
  now: Date,
): VideoRoom {
  const window = callWindow(appointment);
  const { state, reason } = roomState(appointment, now);
  const livekit =
    video.provider === 'livekit' && state === 'open' && window
      ? {
          url: video.livekitUrl,
          room: appointment.appointmentNo,
          token: liveKitToken({
            apiKey: video.apiKey,
            apiSecret: video.apiSecret,
            room: appointment.appointmentNo,
            identity: `${role}-${String(user.id)}`,
            name: user.name,
            expiresAt: window.closesAt,
            now,
          }),
        }
      : null;
  return {
    appointment_no: appointment.appointmentNo,
    role,
    mode: appointment.mode,
    other_party: role === 'doctor' ? appointment.patientName : null,
    department: appointment.departmentName,
    opens_at: window ? window.opensAt.toISOString() : null,
    closes_at: window ? window.closesAt.toISOString() : null,
    state,
    can_join: state === 'open',
    reason,
    provider: video.provider,
    // Only to someone who may connect now: TURN credentials from TURN_SECRET expire with the window.
    ice_servers:
      state === 'open' && window ? iceServersFor(video.ice, user.id, window.closesAt) : [],
    ice_transport_policy: video.ice.transportPolicy,
    signal_path: signalPath(appointment.appointmentNo),
    livekit,
  };
}

/** The patient's call that is open now, else the next one that opens later (null: none). */
export async function nextCall(db: Database, userId: number, now: Date): Promise<VideoNext | null> {
  const candidates = (await confirmedAppointmentsOf(db, userId))
    .map((appointment) => ({ appointment, ...roomState(appointment, now) }))
    .filter((c) => c.state === 'open' || c.state === 'not_yet');
  const pick = candidates.find((c) => c.state === 'open') ?? candidates[0];
  if (!pick) return null;
  const window = callWindow(pick.appointment);
  return {
    appointment_no: pick.appointment.appointmentNo,
    department: pick.appointment.departmentName,
    mode: pick.appointment.mode,
    opens_at: window ? window.opensAt.toISOString() : null,
    closes_at: window ? window.closesAt.toISOString() : null,
    state: pick.state === 'open' ? 'open' : 'not_yet',
  };
}
