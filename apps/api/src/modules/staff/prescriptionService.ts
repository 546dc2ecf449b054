import {
  type EPrescriptionForm,
  type Language,
  VIDEO_MESSAGES,
  formatIndiaDate,
} from '@medibridge/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import { recordAudit } from '../../lib/audit';
import type { StaffAccess } from '../../plugins/staffAccess';
import {
  type AppointmentRow,
  answerFollowUpWithPrescription,
  claimServing,
  completeWithPrescription,
  departmentName,
  findAppointmentByNo,
} from '../appointments';
import { type FileStorage, fileUrl, newStorageKey } from '../files';
import { prescribableMedicine } from '../pharmacy';
import type { Notifier } from '../notifications';
import { clip, refVar } from '../notifications';
import { type PrescriptionSheet, prescriptionPdf } from './prescriptionPdf';
import { insertEPrescription } from './repository';
import { NO_APPOINTMENT, detailOf } from './service';
import { assertTpgAllowed } from './tpgCheck';

/** What issuing an e-prescription needs: the database, the file storage, the SMS provider and the clock. */
export interface PrescriptionDeps {
  db: Database;
  files: FileStorage;
  notify: Notifier;
  clock: () => Date;
}

/** An issued e-prescription as the doctor's desk gets it back. */
export interface IssuedPrescription {
  appointment_no: string;
  kind: EPrescriptionForm['kind'];
  url: string;
  state: 'completed' | 'followed_up';
}

/** The catalogue products an e-prescription names (typed generic names have none). */
function productIdsOf(form: EPrescriptionForm): number[] {
  return form.medicines.flatMap((m) => (m.product_id === undefined ? [] : [m.product_id]));
}

/** The sheet of an e-prescription: the doctor, the patient from the booking, the catalogue's medicines. */
async function sheetOf(
  db: Database,
  access: StaffAccess,
  appointment: AppointmentRow,
  form: EPrescriptionForm,
  now: Date,
): Promise<PrescriptionSheet> {
  const medicines: PrescriptionSheet['medicines'] = [];
  for (const [i, m] of form.medicines.entries()) {
    const product =
      m.product_id === undefined ? null : await prescribableMedicine(db, m.product_id);
    if (m.product_id !== undefined && !product)
      throw new HttpError(422, 'A chosen medicine is not in the catalogue.', {
        [`medicines.${String(i)}.product_id`]:
          'This medicine is not in the catalogue (or no longer sold).',
      });
    medicines.push({
      name: product?.title ?? '',
      generic: m.generic_name ?? product?.salts ?? '',
      strength: m.strength,
      dose: m.dose,
      frequency: m.frequency,
      duration: m.duration,
      instructions: m.instructions ?? '',
    });
  }
  const details = appointment.patientDetails;
  // The patient's language, recorded when they booked (docs/decisions/0046).
  const language: Language = appointment.language === 'hi' ? 'hi' : 'en';
  return {
    kind: form.kind,
    appointmentNo: appointment.appointmentNo,
    doctor: {
      name: access.name,
      qualifications: access.qualifications ?? '',
      registrationNo: access.registrationNo ?? '',
      department: await departmentName(db, appointment.departmentId, language),
    },
    patient: {
      name: [appointment.patientName, appointment.patientLastName].filter(Boolean).join(' '),
      age: detailOf(details, 'age'),
      sex: detailOf(details, 'gender'),
    },
    companion: appointment.companionName
      ? {
          name: appointment.companionName,
          relationship: appointment.companionRelationship ?? '',
        }
      : null,
    language,
    date: formatIndiaDate(now, language),
    diagnosis: form.diagnosis,
    provisional: form.provisional,
    medicines,
    advice: form.advice,
    followUpDate: form.follow_up_date ? formatIndiaDate(form.follow_up_date, language) : null,
  };
}

/**
 * Issues a doctor's e-prescription for a consultation of their own department: draws the PDF, stores it,
 * then in one transaction moves the consultation (confirmed → completed, or completed → followed_up for a
 * follow-up answer), claims its serving doctor, keeps the form and writes the audit entry; the stored PDF
 * is removed again when any of that fails. The patient gets an SMS (a failed one is only logged, on `log`).
 */
export async function issueEPrescription(
  deps: PrescriptionDeps,
  access: StaffAccess,
  appointmentNo: string,
  form: EPrescriptionForm,
  log: FastifyBaseLogger,
): Promise<IssuedPrescription> {
  const { db, files } = deps;
  const appointment = await findAppointmentByNo(db, appointmentNo);
  // A doctor writes only for their own department's consultations, whatever other roles they hold.
  if (!appointment || appointment.departmentId !== access.departmentId)
    throw new HttpError(404, NO_APPOINTMENT);
  const kind = form.kind;
  const waiting = kind === 'consultation' ? 'confirmed' : 'completed';
  const notWaiting =
    kind === 'consultation'
      ? 'This consultation is not waiting for a prescription.'
      : 'This consultation is not waiting for a follow-up answer.';
  if (appointment.state !== waiting) throw new HttpError(409, notWaiting);
  // Said early, before the sheet is drawn; the guard itself is the claim in the transaction below.
  if (appointment.servingDoctorId !== null && appointment.servingDoctorId !== access.userId)
    throw new HttpError(403, VIDEO_MESSAGES.otherDoctor);
  // The Telemedicine Practice Guidelines 2020 lists (docs/decisions/0067), before anything is drawn.
  await assertTpgAllowed(db, appointment, form);
  const now = deps.clock();
  const sheet = await sheetOf(db, access, appointment, form, now);
  const key = newStorageKey('documents', 'pdf');
  await files.put(key, Buffer.from(await prescriptionPdf(sheet, now)));
  const issue = db.transaction(async (tx) => {
    const moved =
      kind === 'consultation'
        ? await completeWithPrescription(tx, appointment.id, key, now)
        : await answerFollowUpWithPrescription(tx, appointment.id, key);
    if (!moved) return false;
    // The doctor who writes the prescription serves the consultation, unless another one already does
    // (then nothing of this is kept: the throw rolls the move back).
    if ((await claimServing(tx, appointment.id, access.userId)) === 'taken')
      throw new HttpError(403, VIDEO_MESSAGES.otherDoctor);
    await insertEPrescription(tx, {
      appointmentId: appointment.id,
      kind,
      doctorId: access.userId,
      form: { ...form, medicines: sheet.medicines, productIds: productIdsOf(form) },
      documentKey: key,
      createdAt: now,
    });
    await recordAudit(tx, access, {
      action:
        kind === 'consultation'
          ? 'appointment.e_prescription'
          : 'appointment.follow_up_e_prescription',
      subjectType: 'appointment',
      subject: appointment.appointmentNo,
      detail: `${sheet.provisional ? 'Provisional diagnosis' : 'Diagnosis'}: ${sheet.diagnosis}; ${String(sheet.medicines.length)} medicine(s).`,
      at: now,
    });
    return true;
  });
  const issued = await issue.catch(async (error: unknown) => {
    await files.delete(key).catch(() => undefined);
    throw error;
  });
  if (!issued) {
    await files.delete(key).catch(() => undefined);
    throw new HttpError(409, notWaiting);
  }
  await deps.notify
    .send({
      kind: 'prescription_ready',
      to: { mobile: appointment.patientMobile, patientId: appointment.userId, language: 'en' },
      vars: { doctor: clip(access.name), appt: refVar(appointment.appointmentNo) },
      key: `prescription_ready:${appointment.appointmentNo}:${kind}`,
    })
    .catch((error: unknown) => {
      log.warn({ err: error }, 'prescription SMS not sent');
    });
  return {
    appointment_no: appointment.appointmentNo,
    kind,
    url: fileUrl(key),
    state: kind === 'consultation' ? 'completed' : 'followed_up',
  };
}
