import {
  type AuditEntry,
  type DeskAppointment,
  type EPrescriptionForm,
  type StaffRole,
  VIDEO_MESSAGES,
  addDays,
  formatIndiaDate,
  indiaDate,
  indiaDateTime,
  minutesToDisplay,
} from '@medibridge/contract';
import { auditQuerySchema, deskQuerySchema } from '@medibridge/contract/schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { routeContract } from '../../contractRoute';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import { recordAudit } from '../../lib/audit';
import { type StaffAccess, departmentScopeOf, staffAccessOf } from '../../plugins/staffAccess';
import { validateWith } from '../../plugins/validation';
import {
  type AppointmentRow,
  answerFollowUpWithPrescription,
  appointmentRecord,
  claimServing,
  completeWithPrescription,
  findAppointmentByNo,
  findUserAppointment,
  inDepartmentScope,
  markNoShow,
  slotStart,
} from '../appointments';
import { fileUrl, newStorageKey } from '../files';
import { addPrescribedToCart, prescribableMedicine } from '../pharmacy';
import {
  type AuditRow,
  type DeskRow,
  auditPage,
  deskPage,
  documentsOf,
  followUpsOf,
  insertEPrescription,
  latestEPrescriptions,
  ownEPrescriptions,
} from './repository';
import { departmentNameOf } from './departments';
import { type PrescriptionSheet, prescriptionPdf } from './prescriptionPdf';

const NO_APPOINTMENT = 'There is no such appointment.';
/** The booking's yes/no history questions, by their wire field. */
const HISTORY_FIELDS = ['dibetic', 'bloodPressure', 'bloodSugure', 'smoke', 'alcohol'] as const;

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
const detailOf = (details: Record<string, string | number>, key: string): string | null => {
  const value = details[key];
  return value === undefined || value === '' ? null : String(value);
};

function auditOut(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    user_id: row.userId,
    user_name: row.userName,
    role: row.role as StaffRole,
    action: row.action,
    subject_type: row.subjectType,
    subject: row.subject,
    detail: row.detail,
    created_at: row.createdAt.toISOString(),
  };
}

/** The patient's follow-up as the desk shows it. */
function followUpOut(
  row: { message: string; documentKey: string; createdAt: Date } | undefined,
): DeskAppointment['follow_up'] {
  return row
    ? {
        message: row.message,
        document_url: fileUrl(row.documentKey),
        created_at: indiaDateTime(row.createdAt),
      }
    : null;
}

function deskOut(
  row: DeskRow,
  documents: { url: string; kind: string; remarks: string | null }[],
  ePrescriptionKey: string | null,
  followUp: DeskAppointment['follow_up'],
): DeskAppointment {
  const details = row.patientDetails;
  const answers: Record<string, string> = {};
  for (const field of HISTORY_FIELDS) {
    const value = detailOf(details, field);
    if (value !== null) answers[field] = value;
  }
  return {
    appointment_no: row.appointmentNo,
    department_id: row.departmentId,
    department_name: row.departmentName,
    appointment_date: row.slotDate,
    appointment_time: row.startMinute === null ? null : minutesToDisplay(row.startMinute),
    appointment_mode: row.mode,
    state: row.state,
    patient: {
      name: [row.patientName, row.patientLastName].filter(Boolean).join(' '),
      mobile: row.patientMobile,
      age: detailOf(details, 'age'),
      sex: detailOf(details, 'gender'),
      weight: detailOf(details, 'weight'),
      height: detailOf(details, 'height') ?? detailOf(details, 'heightWeight'),
    },
    symptoms: row.symptoms,
    answers,
    prescription_url: row.prescriptionKey ? fileUrl(row.prescriptionKey) : null,
    documents,
    e_prescription_url: ePrescriptionKey ? fileUrl(ePrescriptionKey) : null,
    follow_up: followUp,
    serving_doctor: row.servingDoctorName,
  };
}

/**
 * The staff module's calls: the audit log (coordinators), the doctor's desk (the department's queue, no-show,
 * e-prescriptions) and the patient's step from an e-prescription to the pharmacy cart.
 */
export async function staffDeskRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  const query = <S extends z.ZodType>(schema: S, raw: unknown): z.output<S> => {
    const parsed = validateWith(schema, 'query', raw ?? {});
    if ('error' in parsed) throw parsed.error;
    return parsed.value as z.output<S>;
  };

  routeContract(app, 'staffAuditList', {
    handle: async ({ request, reply }) => {
      noStore(reply);
      const q = query(auditQuerySchema, request.query);
      const { rows, total } = await auditPage(db, q);
      return { data: rows.map(auditOut), meta: { page: q.page, per_page: q.per_page, total } };
    },
  });

  routeContract(app, 'staffMe', {
    handle: async ({ request, reply }) => {
      noStore(reply);
      const access = staffAccessOf(request);
      return {
        data: {
          id: access.userId,
          name: access.name,
          roles: [...access.roles],
          department_id: access.departmentId,
          department_name:
            access.departmentId === null ? null : await departmentNameOf(db, access.departmentId),
        },
      };
    },
  });

  routeContract(app, 'staffDeskAppointments', {
    handle: async ({ request, reply }) => {
      noStore(reply);
      const q = query(deskQuerySchema, request.query);
      const access = staffAccessOf(request);
      const scope = departmentScopeOf(access);
      const today = indiaDate(app.clock());
      const { rows, total } = await deskPage(db, {
        from: q.when === 'today' ? today : addDays(today, 1),
        to: q.when === 'today' ? today : null,
        followUps: q.when === 'follow_ups',
        departmentId: scope ?? q.department_id ?? null,
        search: q.q ?? '',
        page: q.page,
        perPage: q.per_page,
      });
      const ids = rows.map((r) => r.id);
      const documents = await documentsOf(db, ids);
      const prescriptions = await latestEPrescriptions(db, ids);
      const followUps = new Map((await followUpsOf(db, ids)).map((f) => [f.appointmentId, f]));
      return {
        data: rows.map((row) =>
          deskOut(
            row,
            documents
              .filter((d) => d.appointmentId === row.id)
              .map((d) => ({ url: fileUrl(d.documentKey), kind: d.kind, remarks: d.remarks })),
            prescriptions.get(row.id)?.documentKey ?? null,
            followUpOut(followUps.get(row.id)),
          ),
        ),
        meta: { page: q.page, per_page: q.per_page, total },
      };
    },
  });

  /** A consultation the staff user may act on; 404 otherwise (another department's numbers cannot be probed). */
  const scopedAppointment = async (access: StaffAccess, appointmentNo: string) => {
    const appointment = await findAppointmentByNo(db, appointmentNo);
    if (!appointment || !inDepartmentScope(access, appointment.departmentId))
      throw new HttpError(404, NO_APPOINTMENT);
    return appointment;
  };
  const recordOf = async (userId: number, appointmentNo: string) => {
    const view = await findUserAppointment(db, userId, appointmentNo);
    if (!view) throw new HttpError(404, NO_APPOINTMENT);
    return appointmentRecord(view, app.clock());
  };

  routeContract(app, 'staffAppointmentNoShow', {
    handle: async ({ params, request, reply }) => {
      noStore(reply);
      const access = staffAccessOf(request);
      const appointment = await scopedAppointment(access, params.appt_no);
      const now = app.clock();
      if (appointment.state !== 'confirmed')
        throw new HttpError(409, 'Only a confirmed consultation can be marked as a no-show.');
      const starts = slotStart(appointment);
      if (starts && starts.getTime() > now.getTime())
        throw new HttpError(
          409,
          'The consultation has not started yet; mark a no-show after its slot begins.',
        );
      if (!(await markNoShow(db, appointment.id, access, appointment.appointmentNo, now)))
        throw new HttpError(409, 'Only a confirmed consultation can be marked as a no-show.');
      return { data: await recordOf(appointment.userId, appointment.appointmentNo) };
    },
  });

  routeContract(app, 'staffPrescriptionIssue', {
    handle: async ({ params, body, request, reply }) => {
      noStore(reply);
      const access = staffAccessOf(request);
      const appointment = await findAppointmentByNo(db, params.appt_no);
      // A doctor writes only for their own department's consultations, whatever other roles they hold.
      if (!appointment || appointment.departmentId !== access.departmentId)
        throw new HttpError(404, NO_APPOINTMENT);
      const kind = body.kind;
      const waiting = kind === 'consultation' ? 'confirmed' : 'completed';
      const notWaiting =
        kind === 'consultation'
          ? 'This consultation is not waiting for a prescription.'
          : 'This consultation is not waiting for a follow-up answer.';
      if (appointment.state !== waiting) throw new HttpError(409, notWaiting);
      // Said early, before the sheet is drawn; the guard itself is the claim in the transaction below.
      if (appointment.servingDoctorId !== null && appointment.servingDoctorId !== access.userId)
        throw new HttpError(403, VIDEO_MESSAGES.otherDoctor);
      const now = app.clock();
      const sheet = await sheetOf(access, appointment, body, now);
      const key = newStorageKey('documents', 'pdf');
      await app.files.put(key, Buffer.from(await prescriptionPdf(sheet, now)));
      const issue = db.transaction(async (t) => {
        const tx = t as unknown as Database;
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
          form: { ...body, medicines: sheet.medicines, productIds: productIdsOf(body) },
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
        await app.files.delete(key).catch(() => undefined);
        throw error;
      });
      if (!issued) {
        await app.files.delete(key).catch(() => undefined);
        throw new HttpError(409, notWaiting);
      }
      await app.sms
        .send({
          mobile: appointment.patientMobile,
          template: 'appointment',
          text: `MediBridge: Dr ${access.name} has issued your ${kind === 'consultation' ? 'prescription' : 'follow-up prescription'} for consultation ${appointment.appointmentNo}. Download it from My Appointments.`,
          vars: { text: `prescription ${appointment.appointmentNo}` },
        })
        .catch((error: unknown) => {
          request.log.warn({ err: error }, 'prescription SMS not sent');
        });
      return {
        data: {
          appointment_no: appointment.appointmentNo,
          kind,
          url: fileUrl(key),
          state: kind === 'consultation' ? 'completed' : 'followed_up',
        },
      };
    },
  });

  /** The sheet of an e-prescription: the doctor, the patient from the booking, the catalogue's medicines. */
  const sheetOf = async (
    access: StaffAccess,
    appointment: AppointmentRow,
    form: EPrescriptionForm,
    now: Date,
  ): Promise<PrescriptionSheet> => {
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
    return {
      kind: form.kind,
      appointmentNo: appointment.appointmentNo,
      doctor: {
        name: access.name,
        qualifications: access.qualifications ?? '',
        registrationNo: access.registrationNo ?? '',
        department: await departmentNameOf(db, appointment.departmentId),
      },
      patient: {
        name: [appointment.patientName, appointment.patientLastName].filter(Boolean).join(' '),
        age: detailOf(details, 'age') ?? 'not given',
        sex: detailOf(details, 'gender') ?? 'not given',
      },
      date: formatIndiaDate(now),
      diagnosis: form.diagnosis,
      provisional: form.provisional,
      medicines,
      advice: form.advice,
      followUpDate: form.follow_up_date ? formatIndiaDate(form.follow_up_date) : null,
    };
  };

  routeContract(app, 'prescriptionToCart', {
    handle: async ({ params, user, reply }) => {
      noStore(reply);
      const issued = await ownEPrescriptions(db, user.id, params.appt_no);
      if (!issued) throw new HttpError(404, NO_APPOINTMENT);
      const latest = issued.at(-1);
      if (!latest) throw new HttpError(404, 'This consultation has no e-prescription yet.');
      const ids = Array.isArray(latest.form.productIds)
        ? latest.form.productIds.filter((id): id is number => typeof id === 'number')
        : [];
      const outcomes = await addPrescribedToCart(db, user.id, ids);
      const added = outcomes.flatMap((o) =>
        o.outcome === 'added' || o.outcome === 'in_cart'
          ? [{ product_id: o.productId, name: o.name }]
          : [],
      );
      const skipped = outcomes.flatMap((o) =>
        o.outcome === 'unknown'
          ? [{ name: `Product ${String(o.productId)}`, reason: 'No longer sold.' }]
          : o.outcome === 'full'
            ? [{ name: `Product ${String(o.productId)}`, reason: 'Your cart is full.' }]
            : [],
      );
      return {
        message: added.length
          ? `${String(added.length)} medicine(s) from your prescription are in your cart.`
          : 'None of the prescribed medicines can be ordered here.',
        data: { added, skipped },
      };
    },
  });
}

/** The catalogue products an e-prescription names (typed generic names have none). */
function productIdsOf(form: EPrescriptionForm): number[] {
  return form.medicines.flatMap((m) => (m.product_id === undefined ? [] : [m.product_id]));
}
