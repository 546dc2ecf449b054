import {
  type AppointmentDocument,
  type AppointmentRecord,
  BOOKING_MESSAGES,
  type FollowUp,
  VIDEO_MESSAGES,
  indiaDateTime,
} from '@medibridge/contract';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import { type AuditActor, recordAudit } from '../../lib/audit';
import { departmentScopeOf, type StaffAccess } from '../../plugins/staffAccess';
import { type FileStorage, fileUrl, newStorageKey, sniffDocumentType } from '../files';
import {
  type AppointmentView,
  findAppointmentByNo,
  findUserAppointment,
} from './bookingRepository';
import {
  type DocumentRow,
  type FollowUpRow,
  insertDocuments,
  insertFollowUp,
  listDocuments,
  listFollowUps,
  lockedDocumentCount,
  setFollowUpAnswer,
  setPrescription,
} from './followUpRepository';
import { appointmentRecord } from './records';
import { claimServing } from './serving';

/** Whether a staff user may act on a consultation of this department (a doctor: only their own). */
export function inDepartmentScope(access: StaffAccess, departmentId: number): boolean {
  const scope = departmentScopeOf(access);
  return scope === null || scope === departmentId;
}

/**
 * Completes a confirmed consultation with the doctor's prescription (a storage key): the state machine's
 * confirmed → completed, guarded, inside the caller's transaction. False when it was not confirmed. The one
 * way a consultation is completed (an uploaded prescription or an issued e-prescription).
 */
export async function completeWithPrescription(
  tx: Database,
  appointmentId: number,
  prescriptionKey: string,
  now: Date,
): Promise<boolean> {
  return setPrescription(tx, appointmentId, 'confirmed', 'completed', {
    doctorPrescriptionKey: prescriptionKey,
    completedAt: now,
  });
}

/**
 * Answers the follow-up of a completed consultation with the doctor's follow-up prescription (completed →
 * followed_up), guarded, inside the caller's transaction; the same move as the staff upload's. False when
 * it is not completed or its patient has sent no follow-up (there is nothing to answer).
 */
export async function answerFollowUpWithPrescription(
  tx: Database,
  appointmentId: number,
  prescriptionKey: string,
): Promise<boolean> {
  return setFollowUpAnswer(tx, appointmentId, prescriptionKey);
}

/**
 * Marks a confirmed consultation whose slot has begun as a no-show (confirmed → no_show), guarded, with its
 * audit entry in the same transaction. False when it was not confirmed.
 */
export async function markNoShow(
  db: Database,
  appointmentId: number,
  actor: AuditActor,
  appointmentNo: string,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const moved = await setPrescription(tx, appointmentId, 'confirmed', 'no_show', {});
    if (moved)
      await recordAudit(tx, actor, {
        action: 'appointment.no_show',
        subjectType: 'appointment',
        subject: appointmentNo,
        detail: 'The patient did not join.',
        at: now,
      });
    return moved;
  });
}

/** At most this many documents stay with one appointment. */
export const DOCUMENTS_PER_APPOINTMENT = 10;
const PRESCRIPTION_REQUIRED = 'Attach the doctor’s prescription (JPG, PNG or PDF).';
const NO_APPOINTMENT = 'There is no such appointment.';

/** What the follow-up rules need: the database, the file storage and the clock. */
export interface FollowUpDeps {
  db: Database;
  files: FileStorage;
  clock: () => Date;
}

/** A stored upload: its storage key and type. */
interface Stored {
  key: string;
  type: 'jpg' | 'png' | 'pdf';
}

/** Checks and stores uploads under random names; 415 for anything but JPEG, PNG or PDF. */
async function store(files: FileStorage, uploads: Buffer[]): Promise<Stored[]> {
  const typed = uploads.map((data) => ({ data, type: sniffDocumentType(data) }));
  if (typed.some((f) => f.type === null))
    throw new HttpError(415, BOOKING_MESSAGES.documentWrongType);
  const stored: Stored[] = [];
  for (const file of typed) {
    const type = file.type as Stored['type'];
    const key = newStorageKey('documents', type);
    await files.put(key, file.data);
    stored.push({ key, type });
  }
  return stored;
}

async function discard(files: FileStorage, stored: Stored[]): Promise<void> {
  for (const file of stored) await files.delete(file.key).catch(() => undefined);
}

/** 422 with the form field's words when a call that needs a document came without one. */
function requireUpload(uploads: Buffer[], field: string, message: string): void {
  if (!uploads.length) throw new HttpError(422, message, { [field]: message });
}

function documentOut(row: DocumentRow, appointmentNo: string): AppointmentDocument {
  const type = row.documentKey.slice(row.documentKey.lastIndexOf('.') + 1);
  return {
    id: row.id,
    appt_no: appointmentNo,
    kind: row.kind === 'follow_up' ? 'follow_up' : 'report',
    url: fileUrl(row.documentKey),
    file_type: type === 'pdf' ? 'pdf' : type === 'png' ? 'png' : 'jpg',
    remarks: row.remarks,
    created_at: indiaDateTime(row.createdAt),
  };
}

function followUpOut(row: FollowUpRow, appointment: AppointmentView): FollowUp {
  return {
    id: row.id,
    appt_no: appointment.appointmentNo,
    message: row.message,
    document_url: fileUrl(row.documentKey),
    follow_up_prescription: appointment.followUpPrescriptionKey
      ? fileUrl(appointment.followUpPrescriptionKey)
      : null,
    created_at: indiaDateTime(row.createdAt),
  };
}

/**
 * The patient's own appointment named in a follow-up form: 403 when the form names another user id, 404
 * for a number that is not theirs.
 */
async function ownAppointment(
  db: Database,
  userId: number,
  fields: { userId?: string | number; appt_no: string },
): Promise<AppointmentView> {
  if (
    fields.userId !== undefined &&
    fields.userId !== '' &&
    String(fields.userId).trim() !== String(userId)
  )
    throw new HttpError(403, 'You can see and change only your own appointments.');
  const appointment = await findUserAppointment(db, userId, fields.appt_no);
  if (!appointment) throw new HttpError(404, BOOKING_MESSAGES.appointmentUnknown);
  return appointment;
}

/**
 * A patient's follow-up of a completed consultation, with its one document (also kept among the
 * appointment's documents); 409 when it is not completed or already has a follow-up.
 */
export async function sendFollowUp(
  deps: FollowUpDeps,
  userId: number,
  fields: { userId?: string | number; appt_no: string; message: string },
  uploads: Buffer[],
): Promise<FollowUp> {
  const appointment = await ownAppointment(deps.db, userId, fields);
  if (appointment.state !== 'completed')
    throw new HttpError(409, BOOKING_MESSAGES.followUpNotAllowed);
  requireUpload(uploads, 'documentFirst', BOOKING_MESSAGES.followUpDocumentRequired);
  const stored = await store(deps.files, uploads);
  const document = stored[0];
  if (!document) throw new HttpError(422, BOOKING_MESSAGES.followUpDocumentRequired);
  const saved = await deps.db.transaction(async (tx) => {
    const row = await insertFollowUp(tx, {
      appointmentId: appointment.id,
      userId,
      message: fields.message,
      documentKey: document.key,
      createdAt: deps.clock(),
    });
    if (!row) return null;
    await insertDocuments(tx, [
      {
        appointmentId: appointment.id,
        userId,
        kind: 'follow_up',
        documentKey: document.key,
        remarks: fields.message.slice(0, 1000),
        createdAt: deps.clock(),
      },
    ]);
    return row;
  });
  if (!saved) {
    await discard(deps.files, stored);
    throw new HttpError(409, BOOKING_MESSAGES.followUpNotAllowed);
  }
  return followUpOut(saved, appointment);
}

/**
 * A patient's reports for a confirmed, completed or followed-up consultation; 409 past
 * DOCUMENTS_PER_APPOINTMENT (counted under a lock, so two uploads at once cannot both pass).
 */
export async function storeReports(
  deps: FollowUpDeps,
  userId: number,
  fields: { userId?: string | number; appt_no: string; remarks?: string },
  uploads: Buffer[],
): Promise<AppointmentDocument[]> {
  const appointment = await ownAppointment(deps.db, userId, fields);
  if (!['confirmed', 'completed', 'followed_up'].includes(appointment.state))
    throw new HttpError(409, BOOKING_MESSAGES.followUpNotAllowed);
  requireUpload(uploads, 'documentFirst', BOOKING_MESSAGES.followUpDocumentRequired);
  const stored = await store(deps.files, uploads);
  const rows = await deps.db
    .transaction(async (tx) => {
      if (
        (await lockedDocumentCount(tx, appointment.id)) + stored.length >
        DOCUMENTS_PER_APPOINTMENT
      )
        throw new HttpError(409, BOOKING_MESSAGES.documentsTooMany);
      return insertDocuments(
        tx,
        stored.map((file) => ({
          appointmentId: appointment.id,
          userId,
          kind: 'report',
          documentKey: file.key,
          remarks: fields.remarks,
          createdAt: deps.clock(),
        })),
      );
    })
    .catch(async (error: unknown) => {
      await discard(deps.files, stored);
      throw error;
    });
  return rows.map((row) => documentOut(row, appointment.appointmentNo));
}

/** The documents of the patient's own appointment, oldest first. */
export async function documentsOfAppointment(
  db: Database,
  userId: number,
  fields: { userId?: string | number; appt_no: string },
): Promise<AppointmentDocument[]> {
  const appointment = await ownAppointment(db, userId, fields);
  const rows = await listDocuments(db, appointment.id);
  return rows.map((row) => documentOut(row, appointment.appointmentNo));
}

/** The follow-ups of the patient's own appointment, oldest first. */
export async function followUpsOfAppointment(
  db: Database,
  userId: number,
  fields: { userId?: string | number; appt_no: string },
): Promise<FollowUp[]> {
  const appointment = await ownAppointment(db, userId, fields);
  return (await listFollowUps(db, appointment.id)).map((row) => followUpOut(row, appointment));
}

/**
 * A staff step with the doctor's uploaded document: completing a confirmed consultation (`to` completed) or
 * answering a completed one's follow-up (`to` followed_up), with its audit entry; a doctor who uploads also
 * becomes its serving doctor (403 when another already is). Answers the patient's record of it.
 */
export async function staffPrescriptionStep(
  deps: FollowUpDeps,
  actor: StaffAccess,
  step: { appointmentNo: string; from: string; to: string },
  uploads: Buffer[],
): Promise<AppointmentRecord> {
  const { appointmentNo, from, to } = step;
  requireUpload(uploads, 'prescription', PRESCRIPTION_REQUIRED);
  const appointment = await findAppointmentByNo(deps.db, appointmentNo);
  // Another department's consultation reads as unknown to a doctor (numbers cannot be probed).
  if (!appointment || !inDepartmentScope(actor, appointment.departmentId))
    throw new HttpError(404, NO_APPOINTMENT);
  const [stored] = await store(deps.files, uploads);
  if (!stored) throw new HttpError(422, PRESCRIPTION_REQUIRED);
  const now = deps.clock();
  const moving = deps.db.transaction(async (tx) => {
    const done =
      to === 'completed'
        ? await completeWithPrescription(tx, appointment.id, stored.key, now)
        : await answerFollowUpWithPrescription(tx, appointment.id, stored.key);
    // A doctor who uploads the prescription serves the consultation, unless another doctor already
    // does (the throw rolls the move back). A coordinator uploads on the doctor's behalf.
    if (
      done &&
      actor.acting === 'doctor' &&
      (await claimServing(tx, appointment.id, actor.userId)) === 'taken'
    )
      throw new HttpError(403, VIDEO_MESSAGES.otherDoctor);
    if (done)
      await recordAudit(tx, actor, {
        action: to === 'completed' ? 'appointment.complete' : 'appointment.follow_up_answer',
        subjectType: 'appointment',
        subject: appointmentNo,
        detail: 'Prescription uploaded.',
        at: now,
      });
    return done;
  });
  const moved = await moving.catch(async (error: unknown) => {
    await discard(deps.files, [stored]);
    throw error;
  });
  if (!moved) {
    await discard(deps.files, [stored]);
    throw new HttpError(
      409,
      `This appointment is not ${from === 'confirmed' ? 'confirmed' : 'waiting for a follow-up answer'}.`,
    );
  }
  const view = await findUserAppointment(deps.db, appointment.userId, appointmentNo);
  if (!view) throw new HttpError(404, NO_APPOINTMENT);
  return appointmentRecord(view, now);
}
