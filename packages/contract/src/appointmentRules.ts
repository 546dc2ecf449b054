/**
 * Appointment rules both sides share (no zod): the booking window, slot labels and the messages of the
 * department and schedule calls. The fee arithmetic is `feeBreakdown` in money.ts; department 12 is
 * `NO_SCHEDULE_DEPARTMENT_ID` in constants.ts.
 */

/** The date strip offers this many days, today first (SPEC §2: "the next seven days"). */
export const BOOKING_WINDOW_DAYS = 7;

/** A slot of today is offered only when it starts at least this many minutes from now. */
export const SLOT_LEAD_MINUTES = 10;

/** Minutes from midnight to 'hh:mm' (24-hour), as schedules travel on the wire. */
export function minutesToClock(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** Minutes from midnight to '09:30 am', the way formatIndiaTime writes a time. */
export function minutesToDisplay(minutes: number): string {
  const h = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  const twelve = h % 12 === 0 ? 12 : h % 12;
  return `${String(twelve).padStart(2, '0')}:${String(m).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`;
}

/** A schedule's label in the Schedule select: '09:30 am - 10:00 am'. */
export function scheduleLabel(startMinute: number, endMinute: number): string {
  return `${minutesToDisplay(startMinute)} - ${minutesToDisplay(endMinute)}`;
}

/** Messages of the department and schedule calls, shown to people. */
export const APPOINTMENT_SERVER_MESSAGES = {
  departmentUnknown: 'This department does not exist or is not taking appointments.',
  dateOutsideWindow: 'Please choose one of the next seven days.',
  dateInvalid: 'Please choose a date.',
} as const;

/** How long a seat is held for a patient while the payment is pending. */
export const SLOT_HOLD_MINUTES = 15;

/** Prescription and follow-up documents: JPEG, PNG or PDF (checked by their bytes), at most 5 MB each. */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
/** SPEC's file fields of `appointment-document/store`, in the order the screen fills them (at most five). */
export const DOCUMENT_FIELDS = [
  'documentFirst',
  'documentSecond',
  'documentThird',
  'documentFourth',
  'documentFive',
] as const;

/**
 * Where a cancelled booking's money goes (issue 11 §4, docs/decisions/0026): the MediBridge wallet, at once,
 * unless the patient asks for the original payment method ('source'), which the gateway refunds in 5–7 working
 * days. The wallet part of a booking always goes back to the wallet.
 */
export const REFUND_DESTINATIONS = ['wallet', 'source'] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];
export const DEFAULT_REFUND_DESTINATION: RefundDestination = 'wallet';

/**
 * Why a refund asked for the payment method went to the wallet instead: nothing was paid online, or the
 * gateway that took the payment cannot refund it.
 */
export const REFUND_FALLBACKS = ['wallet_only', 'not_supported'] as const;
export type RefundFallback = (typeof REFUND_FALLBACKS)[number];

/** True when part of a booking was paid online (the part a refund to the payment method can return). */
export function paidOnline(record: { amount: string }): boolean {
  return Number(record.amount) > 0;
}

/** What `make_payment/` answers when the wallet covers everything (SPEC: status direct_booking). */
export const DIRECT_BOOKING = 'direct_booking';

/** Messages of booking and paying, shown to people. */
/** From this age a patient consults alone; below it an adult accompanies them (TPG 2020, docs/decisions/0067). */
export const ADULT_AGE = 18;

export const BOOKING_MESSAGES = {
  slotTaken:
    'Sorry, that time has just been booked by someone else. Please go back and choose another time.',
  slotRequired: 'Please select a schedule.',
  slotNotOffered:
    'That time is not offered for this department on the chosen date. Please choose another.',
  slotPast: 'That time has already passed. Please choose a later time.',
  departmentRequired: 'Please select a department.',
  nameRequired: 'Please enter the patient’s name.',
  emailInvalid: 'Please enter a valid email address.',
  genderRequired: 'Please choose a gender.',
  ageRequired: 'Please choose the age.',
  companionNameRequired:
    'The patient is under 18: please enter the name of the adult who accompanies them.',
  companionRelationshipRequired:
    'The patient is under 18: please say how the accompanying adult is related to them.',
  weightRequired: 'Please choose the weight.',
  diabeticRequired: 'Please answer: diabetic?',
  bloodPressureRequired: 'Please answer: blood pressure?',
  smokeRequired: 'Please answer: smoke?',
  alcoholRequired: 'Please answer: alcohol?',
  modeRequired: 'Please choose video or audio.',
  symptomsRequired: 'Please describe your symptoms.',
  documentTooLarge: 'The file is too large. Please choose a JPG, PNG or PDF of at most 5 MB.',
  documentWrongType: 'The file must be a JPG, PNG or PDF.',
  appointmentUnknown: 'We could not find this appointment in your account.',
  paymentNotRetryable: 'This appointment does not need a payment any more.',
  followUpMessageRequired: 'Please write a message for the doctor.',
  followUpDocumentRequired: 'Please attach a report or document (JPG, PNG or PDF).',
  followUpNotAllowed:
    'A follow-up can be sent once the doctor has completed your consultation, and only once.',
  followUpSent: 'Your follow-up has been sent to the doctor. You will get an SMS when they reply.',
  documentsSent: 'Your documents have been added to this appointment.',
  documentsTooMany: 'An appointment can keep at most 10 documents.',
  nothingFound: 'Nothing has been sent for this appointment yet.',
  cancelNotAllowed:
    'This appointment can no longer be cancelled: only a confirmed appointment that has not started can be.',
  paymentExpired:
    'The time held for this booking has run out. Please book again: it takes under a minute.',
} as const;
