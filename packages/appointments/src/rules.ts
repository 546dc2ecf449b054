import {
  formatRupees,
  paiseToRupees,
  rupeesToPaise,
  type AppointmentRecord,
  type SERVICE_BOOKING_OPTIONS,
} from '@medibridge/contract';
import type { AppointmentText } from './i18n';

/** SPEC §9's service options in the words people use (the wire keeps 'HomeCare', 'DoctorAtHome'). */
export const SERVICE_LABELS: Readonly<
  Record<(typeof SERVICE_BOOKING_OPTIONS)[number], AppointmentText>
> = {
  Ambulance: 'Ambulance',
  Hospitalization: 'Hospitalization',
  HomeCare: 'Home care',
  DoctorAtHome: 'Doctor at home',
  Nurses: 'Nurses',
};

/** SPEC's payment_status in words. */
export const PAYMENT_STATUS: Readonly<
  Record<AppointmentRecord['payment_status'], AppointmentText>
> = {
  Pending: 'Pending',
  Success: 'Success',
  Failed: 'Failed',
  Refunded: 'Refunded',
};

/** Which list a card is on: My Appointments or My Transactions (SPEC §2 differ on Follow Up). */
export type CardList = 'appointments' | 'transactions';

/** What a card offers besides View (always there). */
export interface CardActions {
  /** Call: appointment_status is active (SPEC §4). */
  call: boolean;
  /** Cancel: cancelation_status is active (SPEC §4). */
  cancel: boolean;
  /**
   * Follow Up: booking_status is 3; on My Appointments only while there is no follow-up prescription,
   * on My Transactions whatever the prescription (SPEC §2).
   */
  followUp: boolean;
  /** Complete payment: the booking waits for its payment or the payment failed (ours). */
  completePayment: boolean;
}

/** SPEC §2 and §4's buttons of an appointment card. */
export function cardActions(record: AppointmentRecord, list: CardList): CardActions {
  const consulted = record.booking_status === 3;
  return {
    call: record.appointment_status === 'active',
    cancel: record.cancelation_status === 'active',
    followUp: list === 'transactions' ? consulted : consulted && !record.follow_up_prescription,
    completePayment: record.state === 'pending_payment' || record.state === 'payment_failed',
  };
}

/** What a cancel gives back to the wallet: everything paid, online and from the wallet (ADR 0023). */
export function refundOf(record: AppointmentRecord): string {
  const paise = rupeesToPaise(Number(record.amount)) + rupeesToPaise(Number(record.wallet_amount));
  return formatRupees(paiseToRupees(Number.isFinite(paise) ? paise : 0));
}

/**
 * A link to a file the server named: a path of this site ('/api/files/…') or an http(s) address; anything
 * else (another scheme, a protocol-relative '//host') is not offered.
 */
export function fileHref(value: string | null | undefined): string | null {
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  return /^https?:\/\//i.test(value) ? value : null;
}

/** The doctor's prescription, offered when the consultation happened (status 3 or 4, SPEC §4). */
export function doctorPrescriptionOf(record: AppointmentRecord): string | null {
  return record.status === 3 || record.status === 4 ? fileHref(record.doctor_prescription) : null;
}

/**
 * The doctor's prescription answering the follow-up, when there is one (SPEC §2). `follow_up_prescription`
 * is the patient's own follow-up document, not a prescription.
 */
export function followUpPrescriptionOf(record: AppointmentRecord): string | null {
  return fileHref(record.follow_up_doctor_prescription);
}
