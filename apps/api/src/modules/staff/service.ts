import {
  type AppointmentRecord,
  type AuditEntry,
  type AuditQuery,
  type DeskAppointment,
  type DeskQuery,
  type StaffRole,
  addDays,
  indiaDate,
  indiaDateTime,
  minutesToDisplay,
  PHARMACY_MESSAGES,
} from '@medibridge/contract';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import { type StaffAccess, departmentScopeOf } from '../../plugins/staffAccess';
import {
  type AppointmentRow,
  appointmentRecord,
  departmentName,
  findAppointmentByNo,
  findUserAppointment,
  inDepartmentScope,
  markNoShow,
  slotStart,
} from '../appointments';
import { fileUrl } from '../files';
import { addPrescribedToCart } from '../pharmacy';
import {
  type AuditRow,
  type DeskRow,
  auditPage,
  deskPage,
  documentsOf,
  followUpsOf,
  latestEPrescriptions,
  ownEPrescriptions,
} from './repository';

/** The staff desk's rules: the audit log, the desk's queue, no-show, and an e-prescription to the cart. */

export const NO_APPOINTMENT = 'There is no such appointment.';
/** The booking's yes/no history questions, by their wire field. */
const HISTORY_FIELDS = ['dibetic', 'bloodPressure', 'bloodSugure', 'smoke', 'alcohol'] as const;
const NOT_CONFIRMED = 'Only a confirmed consultation can be marked as a no-show.';

/** A booking detail as text, or null when the patient left it empty. */
export const detailOf = (
  details: Record<string, string | number | null>,
  key: string,
): string | null => {
  const value = details[key];
  return value === undefined || value === null || value === '' ? null : String(value);
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
    before: row.before ?? null,
    after: row.after ?? null,
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
    companion: row.companionName
      ? { name: row.companionName, relationship: row.companionRelationship ?? '' }
      : null,
  };
}

/** A page of the audit log, newest first, with its total. */
export async function auditList(
  db: Database,
  q: AuditQuery,
): Promise<{ rows: AuditEntry[]; total: number }> {
  const { rows, total } = await auditPage(db, q);
  return { rows: rows.map(auditOut), total };
}

/** Who the staff user is, with their department's name (a doctor has one). */
export async function staffProfile(
  db: Database,
  access: StaffAccess,
): Promise<{
  id: number;
  name: string;
  roles: StaffRole[];
  department_id: number | null;
  department_name: string | null;
}> {
  return {
    id: access.userId,
    name: access.name,
    roles: [...access.roles],
    department_id: access.departmentId,
    department_name:
      access.departmentId === null ? null : await departmentName(db, access.departmentId),
  };
}

/**
 * A page of the desk's queue: today's, upcoming or follow-ups, within the staff user's department (a doctor
 * sees only theirs), with each consultation's documents, latest e-prescription and follow-up.
 */
export async function deskAppointments(
  db: Database,
  access: StaffAccess,
  q: DeskQuery,
  now: Date,
): Promise<{ rows: DeskAppointment[]; total: number }> {
  const scope = departmentScopeOf(access);
  const today = indiaDate(now);
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
    rows: rows.map((row) =>
      deskOut(
        row,
        documents
          .filter((d) => d.appointmentId === row.id)
          .map((d) => ({ url: fileUrl(d.documentKey), kind: d.kind, remarks: d.remarks })),
        prescriptions.get(row.id)?.documentKey ?? null,
        followUpOut(followUps.get(row.id)),
      ),
    ),
    total,
  };
}

/** The patient's record of a consultation as they see it; 404 when it is gone. */
async function recordOf(
  db: Database,
  userId: number,
  appointmentNo: string,
  now: Date,
): Promise<AppointmentRecord> {
  const view = await findUserAppointment(db, userId, appointmentNo);
  if (!view) throw new HttpError(404, NO_APPOINTMENT);
  return appointmentRecord(view, now);
}

/** A consultation the staff user may act on; 404 otherwise (another department's numbers cannot be probed). */
async function scopedAppointment(
  db: Database,
  access: StaffAccess,
  appointmentNo: string,
): Promise<AppointmentRow> {
  const appointment = await findAppointmentByNo(db, appointmentNo);
  if (!appointment || !inDepartmentScope(access, appointment.departmentId))
    throw new HttpError(404, NO_APPOINTMENT);
  return appointment;
}

/**
 * Marks a confirmed consultation whose slot has begun as a no-show (409 before its slot or in any other
 * state) and answers the patient's record of it.
 */
export async function markAppointmentNoShow(
  db: Database,
  access: StaffAccess,
  appointmentNo: string,
  now: Date,
): Promise<AppointmentRecord> {
  const appointment = await scopedAppointment(db, access, appointmentNo);
  if (appointment.state !== 'confirmed') throw new HttpError(409, NOT_CONFIRMED);
  const starts = slotStart(appointment);
  if (starts && starts.getTime() > now.getTime())
    throw new HttpError(
      409,
      'The consultation has not started yet; mark a no-show after its slot begins.',
    );
  if (!(await markNoShow(db, appointment.id, access, appointment.appointmentNo, now)))
    throw new HttpError(409, NOT_CONFIRMED);
  return recordOf(db, appointment.userId, appointment.appointmentNo, now);
}

/** What putting an e-prescription's medicines in the cart did. */
export interface PrescribedToCart {
  message: string;
  data: {
    added: { product_id: number; name: string }[];
    skipped: { name: string; reason: string }[];
  };
}

/**
 * Puts the catalogue medicines of the patient's latest e-prescription for a consultation in their cart;
 * 404 for another's consultation or one without an e-prescription.
 */
export async function prescriptionToCart(
  db: Database,
  userId: number,
  appointmentNo: string,
): Promise<PrescribedToCart> {
  const issued = await ownEPrescriptions(db, userId, appointmentNo);
  if (!issued) throw new HttpError(404, NO_APPOINTMENT);
  const latest = issued.at(-1);
  if (!latest) throw new HttpError(404, 'This consultation has no e-prescription yet.');
  const ids = Array.isArray(latest.form.productIds)
    ? latest.form.productIds.filter((id): id is number => typeof id === 'number')
    : [];
  const outcomes = await addPrescribedToCart(db, userId, ids);
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
        : o.outcome === 'not_sold_online'
          ? [{ name: o.name, reason: PHARMACY_MESSAGES.notSoldOnline }]
          : [],
  );
  return {
    message: added.length
      ? `${String(added.length)} medicine(s) from your prescription are in your cart.`
      : 'None of the prescribed medicines can be ordered here.',
    data: { added, skipped },
  };
}
