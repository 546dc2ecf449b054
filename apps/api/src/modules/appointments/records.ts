import {
  type AppointmentRecord,
  type AppointmentState,
  indiaDateTime,
  indiaNoon,
  indiaWeekday,
  type Language,
  minutesToDisplay,
  specStatuses,
  toWireAmount,
} from '@medibridge/contract';
import type { AppointmentView } from './bookingRepository';

/** The instant a slot starts (India time), or null for a booking without a slot. */
export function slotStart(row: {
  slotDate: string | null;
  startMinute: number | null;
}): Date | null {
  if (!row.slotDate || row.startMinute === null) return null;
  const hh = String(Math.floor(row.startMinute / 60)).padStart(2, '0');
  const mm = String(row.startMinute % 60).padStart(2, '0');
  return new Date(`${row.slotDate}T${hh}:${mm}:00+05:30`);
}

/**
 * An appointment as SPEC §3's record, with its status fields derived from the one state; the department's
 * name in `lang` where it has one (staff screens and the invoice read English).
 */
export function appointmentRecord(
  row: AppointmentView,
  now: Date,
  lang: Language = 'en',
): AppointmentRecord {
  const state = row.state as AppointmentState;
  return {
    id: row.id,
    appointment_no: row.appointmentNo,
    appointment_date: row.slotDate,
    appointment_time: row.startMinute === null ? null : minutesToDisplay(row.startMinute),
    appointment_day: row.slotDate ? indiaWeekday(indiaNoon(row.slotDate)) : null,
    appointment_mode: row.mode === 'audio' ? 'audio' : 'video',
    department_id: row.departmentId,
    department_name: (lang === 'hi' && row.departmentNameHi) || row.departmentName,
    created_at: indiaDateTime(row.createdAt),
    appt_fee: toWireAmount(row.feePaise),
    fee_discount: toWireAmount(row.feeDiscountPaise),
    wallet_amount: toWireAmount(row.walletPaise),
    amount: toWireAmount(row.amountPaise),
    ...specStatuses(state, slotStart(row), now, row.amountPaise > 0),
    state,
    zoom_join_url: null,
    symptoms: row.symptoms,
    name: [row.patientName, row.patientLastName].filter(Boolean).join(' '),
    mobile: row.patientMobile,
    email: row.patientEmail,
    doctor_prescription: row.doctorPrescriptionKey
      ? `/api/files/${row.doctorPrescriptionKey}`
      : null,
    prescriptionImage: row.prescriptionKey ? `/api/files/${row.prescriptionKey}` : null,
    follow_up_doctor_prescription: row.followUpPrescriptionKey
      ? `/api/files/${row.followUpPrescriptionKey}`
      : null,
    follow_up_prescription: row.followUpKey ? `/api/files/${row.followUpKey}` : null,
    followUpImage: null,
    hold_expires_at: row.holdExpiresAt ? row.holdExpiresAt.toISOString() : null,
    payment_reference: row.paymentReference,
  };
}
