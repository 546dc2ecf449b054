/**
 * Consultation call rules both sides share (no zod): when a room is open, what the signalling WebSocket
 * carries, and the words of a refusal (issue 13 §2, deviation 7, docs/decisions/0028).
 */
import type { AppointmentState } from './appointmentStates';

/** A scheduled call opens this many minutes before the slot starts and closes when the slot ends. */
export const CALL_EARLY_MINUTES = 10;
/** Consult Now (no slot) is open from the payment's confirmation for this long, or until the doctor closes it. */
export const CONSULT_NOW_CALL_MINUTES = 120;
/** States in which a call may take place: a paid consultation that is not done yet. */
export const CALL_STATES: readonly AppointmentState[] = ['confirmed'];
/** The longest signalling message a client may send (an SDP offer with many candidates fits easily). */
export const SIGNAL_MAX_BYTES = 64 * 1024;

/** Who is in a room: the appointment's patient and the doctor serving it. */
export type CallRole = 'patient' | 'doctor';
/** Where a room stands now: not open yet, open, past its window, or closed by the doctor. */
export type CallWindowState = 'not_yet' | 'open' | 'over' | 'closed' | 'unavailable';

/** The window of a call: from `opensAt` to `closesAt` (ISO instants). */
export interface CallWindow {
  opensAt: Date;
  closesAt: Date;
}

/**
 * The window of an appointment's call: a slot's from 10 minutes before its start to its end (India time);
 * Consult Now's from the confirmation for two hours. Null when the booking was never confirmed.
 */
export function callWindow(appointment: {
  slotDate: string | null;
  startMinute: number | null;
  endMinute: number | null;
  confirmedAt: Date | null;
}): CallWindow | null {
  const { slotDate, startMinute, endMinute } = appointment;
  if (slotDate && startMinute !== null && endMinute !== null) {
    const midnight = new Date(`${slotDate}T00:00:00+05:30`).getTime();
    return {
      opensAt: new Date(midnight + (startMinute - CALL_EARLY_MINUTES) * 60_000),
      closesAt: new Date(midnight + endMinute * 60_000),
    };
  }
  if (!appointment.confirmedAt) return null;
  const from = appointment.confirmedAt.getTime();
  return { opensAt: new Date(from), closesAt: new Date(from + CONSULT_NOW_CALL_MINUTES * 60_000) };
}

/** Where a call stands at `now`, from the appointment's state, its window and whether the doctor closed it. */
export function callWindowState(
  state: AppointmentState,
  window: CallWindow | null,
  closed: boolean,
  now: Date,
): CallWindowState {
  if (closed) return 'closed';
  if (!CALL_STATES.includes(state) || !window) return 'unavailable';
  if (now.getTime() < window.opensAt.getTime()) return 'not_yet';
  if (now.getTime() >= window.closesAt.getTime()) return 'over';
  return 'open';
}

/** What a participant sends over the signalling WebSocket. */
export type ClientSignal =
  | { type: 'offer'; sdp: string }
  | { type: 'answer'; sdp: string }
  | { type: 'ice'; candidate: IceCandidate | null }
  | { type: 'mode'; mode: 'video' | 'audio' }
  | { type: 'ping' };

/** An ICE candidate as RTCIceCandidate.toJSON() gives it. */
export interface IceCandidate {
  candidate: string;
  sdpMid?: string | null;
  sdpMLineIndex?: number | null;
  usernameFragment?: string | null;
}

/** What the server sends: the room's presence, the other side's signals, the end, or a refusal. */
export type ServerSignal =
  | { type: 'welcome'; role: CallRole; peer: { role: CallRole; name: string } | null }
  | { type: 'peer-joined'; role: CallRole; name: string }
  | { type: 'peer-left'; role: CallRole }
  /** The call is over for good: the doctor closed it, or its window ended (`reason` in words). */
  | { type: 'ended'; reason: string }
  | { type: 'error'; message: string }
  | { type: 'pong' }
  | { type: 'offer'; sdp: string; from: CallRole }
  | { type: 'answer'; sdp: string; from: CallRole }
  | { type: 'ice'; candidate: IceCandidate | null; from: CallRole }
  | { type: 'mode'; mode: 'video' | 'audio'; from: CallRole };

/** WebSocket close codes the page reads (4000–4999 are the application's). */
export const SIGNAL_CLOSE = {
  /** Not admitted: not this person's call, not open now, or no session. */
  refused: 4403,
  /** Two people are in the room already. */
  full: 4409,
  /** The call is over: the doctor closed the room, or its window ended. */
  ended: 4410,
  /** The same person joined again elsewhere: this older connection gives way. */
  replaced: 4411,
} as const;

/** The signalling WebSocket's path for an appointment's room (same origin as the API). */
export function signalPath(apptNo: string): string {
  return `/api/video/rooms/${encodeURIComponent(apptNo)}/signal`;
}

/** Words of the call's refusals and states, shown to people. */
export const VIDEO_MESSAGES = {
  notFound: 'We could not find this consultation in your account.',
  notServing: 'Only the doctor serving this consultation can join its call.',
  otherDoctor: 'Another doctor of the department is already serving this consultation.',
  notYet: 'The call opens 10 minutes before your appointment. Please come back then.',
  over: 'The time of this consultation has passed.',
  closed: 'The doctor has ended this consultation call.',
  timeUp: 'The time of this consultation is over, so the call has ended.',
  unavailable:
    'This appointment has no call: only a paid consultation that is not done yet has one.',
  full: 'Two people are already in this call.',
  badMessage: 'That message could not be read.',
  tooLarge: 'That message is too large.',
  origin: 'This call can only be opened from the MediBridge site.',
  relayDown:
    'Our call service is having trouble connecting you to the other person. We are trying again; please stay on this page.',
} as const;
