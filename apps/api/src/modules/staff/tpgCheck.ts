import {
  type ConsultationMode,
  type DrugSchedule,
  type EPrescriptionForm,
  type PrescriptionMedicineList,
  TPG_LISTS,
  type TpgList,
  hasNdpsSalt,
  tpgRefusal,
} from '@medibridge/contract';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import type { StaffAccess } from '../../plugins/staffAccess';
import { type AppointmentRow, findAppointmentByNo } from '../appointments';
import { NO_APPOINTMENT } from './service';
import { searchTpgMedicines, tpgListsOf, tpgListsOfSalts } from './tpgRepository';

/**
 * The Telemedicine Practice Guidelines 2020 check of an e-prescription (docs/decisions/0067): which list each
 * medicine is on, and whether this consultation — its mode as booked, first or follow-up — may prescribe it.
 */

/** The consultation as the guidelines read it: its mode, and whether this prescription answers a follow-up. */
export interface TpgConsultation {
  mode: ConsultationMode;
  followUp: boolean;
}

export function consultationOf(
  appointment: AppointmentRow,
  kind: EPrescriptionForm['kind'],
): TpgConsultation {
  const mode: ConsultationMode =
    appointment.mode === 'video' || appointment.mode === 'chat' ? appointment.mode : 'audio';
  return { mode, followUp: kind === 'follow_up' };
}

const asList = (value: string | undefined): TpgList =>
  (TPG_LISTS as readonly string[]).includes(value ?? '') ? (value as TpgList) : 'A';

/**
 * A typed name that matches several products: prohibited if any is; else the least restrictive of their
 * lists, as the typed line names no form (paracetamol tablets are O, its injection A).
 */
const MATCH_ORDER: readonly TpgList[] = ['prohibited', 'O', 'A', 'B'];

/**
 * The list of a generic name typed in (not picked from the catalogue): prohibited when it names an NDPS
 * salt; else the list of the catalogue products with exactly those salts (MATCH_ORDER); else A (a prescription
 * medicine unknown to us is treated as one: a video first consultation or a follow-up).
 */
export async function typedNameList(db: Database, typed: string): Promise<TpgList> {
  const name = typed.trim().toLowerCase().replace(/\s+/g, ' ');
  if (hasNdpsSalt(name)) return 'prohibited';
  const lists = await tpgListsOfSalts(db, name);
  return MATCH_ORDER.find((l) => lists.includes(l)) ?? 'A';
}

/**
 * Refuses (422, the reason in words, per medicine line) an e-prescription that names a prohibited medicine or
 * one its consultation may not prescribe. Runs before anything is drawn or stored.
 */
export async function assertTpgAllowed(
  db: Database,
  appointment: AppointmentRow,
  form: EPrescriptionForm,
): Promise<void> {
  const consultation = consultationOf(appointment, form.kind);
  const ids = form.medicines.flatMap((m) => (m.product_id === undefined ? [] : [m.product_id]));
  const lists = await tpgListsOf(db, ids);
  const fields: Record<string, string> = {};
  let first: string | null = null;
  for (const [i, m] of form.medicines.entries()) {
    const list =
      m.product_id !== undefined
        ? asList(lists.get(m.product_id))
        : await typedNameList(db, m.generic_name ?? '');
    const reason = tpgRefusal(list, consultation);
    if (!reason) continue;
    first ??= reason;
    fields[`medicines.${String(i)}.${m.product_id !== undefined ? 'product_id' : 'generic_name'}`] =
      reason;
  }
  if (first) throw new HttpError(422, first, fields);
}

/** The doctor's picker: catalogue medicines by composition, each with its list and this consultation's answer. */
export async function prescriptionMedicines(
  db: Database,
  access: StaffAccess,
  appointmentNo: string,
  q: { q: string; kind: EPrescriptionForm['kind'] },
): Promise<PrescriptionMedicineList> {
  const appointment = await findAppointmentByNo(db, appointmentNo);
  if (!appointment || appointment.departmentId !== access.departmentId)
    throw new HttpError(404, NO_APPOINTMENT);
  const consultation = consultationOf(appointment, q.kind);
  const rows = await searchTpgMedicines(db, q.q, 12);
  return {
    consultation: { mode: consultation.mode, follow_up: consultation.followUp },
    data: rows.map((r) => {
      const list = asList(r.tpgList);
      const reason = tpgRefusal(list, consultation);
      return {
        id: r.id,
        title: r.title,
        composition: r.composition,
        schedule: r.schedule as DrugSchedule,
        tpg_list: list,
        allowed: reason === null,
        reason,
      };
    }),
  };
}
