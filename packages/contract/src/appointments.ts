import { z } from 'zod';
import { NAME_MAX_LENGTH as NAME_MAX } from './accountRules';
import { ADULT_AGE } from './appointmentRules';
import {
  APPOINTMENT_SERVER_MESSAGES,
  BOOKING_MESSAGES as M,
  REFUND_DESTINATIONS,
  REFUND_FALLBACKS,
} from './appointmentRules';

/** Department, day and schedule shapes of SPEC §3 and §7 (appointment booking). */

/** A department as the booking screens read it: SPEC's id, name, fee, fee_discount_percent, and more. */
export const departmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Consultation fee in rupees, two decimals ('500.00'). */
  fee: z.string(),
  fee_discount_percent: z.number(),
  description: z.string(),
  /** False for the department booked without a date and schedule (id 12). */
  has_schedule: z.boolean(),
});
export type Department = z.infer<typeof departmentSchema>;

export const dayOptionSchema = z.object({
  date: z.string(),
  day: z.string(),
  label: z.string(),
});

/** A weekly schedule row (get_schedules): a department's slot on a weekday, India time. */
export const scheduleSchema = z.object({
  id: z.number().int(),
  department_id: z.number().int(),
  day: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  schedule: z.string(),
  capacity: z.number().int(),
});
export type Schedule = z.infer<typeof scheduleSchema>;

/** A slot open on a chosen date (get_selected_appointment_day_schedule). */
export const daySlotSchema = z.object({
  id: z.number().int(),
  department_id: z.number().int(),
  date: z.string(),
  day: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  schedule: z.string(),
  seats_left: z.number().int(),
});
export type DaySlot = z.infer<typeof daySlotSchema>;

const departmentId = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,9}$/),
    ],
    {
      message: M.departmentRequired,
    },
  )
  .transform(Number)
  .pipe(
    z
      .number()
      .int({ message: M.departmentRequired })
      .positive({ message: M.departmentRequired })
      .max(2_147_483_647, { message: M.departmentRequired }),
  );

/** Path of appointment-open-days/{department_id} (ours): the department whose booking days are asked about. */
export const openDaysParamsSchema = z.object({ department_id: departmentId });

/** One day of the booking window and whether it still has a free time for the department. */
export const openDaySchema = z.object({ date: z.string(), open: z.boolean() });
export type OpenDay = z.infer<typeof openDaySchema>;

export const departmentRowRequestSchema = z.object({ department_id: departmentId });
export type DepartmentRowRequest = z.input<typeof departmentRowRequestSchema>;

/**
 * SPEC sends `{selected_date}`; `department_id` (ours) narrows the answer to one department's slots. Without
 * it the slots of every department are listed.
 */
export const daySlotsRequestSchema = z.object({
  selected_date: z
    .string({ message: APPOINTMENT_SERVER_MESSAGES.dateInvalid })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, APPOINTMENT_SERVER_MESSAGES.dateInvalid),
  department_id: departmentId.optional(),
});
export type DaySlotsRequest = z.input<typeof daySlotsRequestSchema>;

const text = (max: number, message: string) =>
  z
    .string({ message })
    .trim()
    .min(1, message)
    .max(max, `This must be at most ${String(max)} characters.`);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `This must be at most ${String(max)} characters.`)
    .optional()
    .default('');
const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { message });

/**
 * The text fields of `make_payment/` (multipart): the two draft steps of SPEC §3 plus userId. The prescription
 * file travels beside them. The fee is never read from the client: the server computes it.
 */
export const bookingFieldsSchema = z
  .object({
    firstName: text(NAME_MAX, M.nameRequired),
    last_name: optionalText(NAME_MAX),
    mobile: z
      .string({ message: 'Invalid Mobile Number.' })
      .trim()
      .regex(/^[6-9]\d{9}$/, 'Invalid Mobile Number.'),
    email: z
      .string()
      .trim()
      .max(254)
      .optional()
      .default('')
      .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), M.emailInvalid),
    gender: choice(['Male', 'FeMale', 'Other'], M.genderRequired),
    age: z
      .string({ message: M.ageRequired })
      .trim()
      .regex(/^\d{1,3}$/, M.ageRequired)
      .transform(Number)
      .pipe(z.number().int().min(0).max(120, M.ageRequired)),
    /**
     * Ours (docs/deviations.md 23, Telemedicine Practice Guidelines 2020): the adult who accompanies a patient
     * under 18 — name and relationship, required below 18, ignored from 18.
     */
    companion_name: optionalText(NAME_MAX),
    companion_relationship: optionalText(40),
    /** Absent or empty when the patient did not choose one (deviation 19): stored as null, shown 'Not given'. */
    height: optionalText(20).transform((value) => (value === '' ? null : value)),
    weight: z
      .string({ message: M.weightRequired })
      .trim()
      .regex(/^\d{1,3}$/, M.weightRequired)
      .transform(Number)
      .pipe(z.number().int().min(1).max(400, M.weightRequired)),
    heightWeight: optionalText(40),
    dibetic: choice(['Yes', 'No'], M.diabeticRequired),
    bloodPressure: choice(['Yes', 'No'], M.bloodPressureRequired),
    bloodSugure: z.literal('No').optional().default('No'),
    smoke: choice(['No', 'Yes', 'Occasionally'], M.smokeRequired),
    alcohol: choice(['No', 'Yes', 'Occasionally'], M.alcoholRequired),
    departmentId: departmentId,
    symptoms: text(2000, M.symptomsRequired),
    appointmentMode: choice(['video', 'audio'], M.modeRequired),
    appointmentDate: optionalText(10),
    appointmentDay: optionalText(12),
    /** The schedule (slot) id from get_selected_appointment_day_schedule; empty for department 12. */
    appointmentSchedule: optionalText(12),
    fileName: optionalText(255),
    userId: optionalText(12),
    /**
     * Ours (docs/deviations.md 18): 'false' pays the whole amount online and leaves the wallet untouched.
     * Left out (SPEC's clients) it is true: the wallet pays what it can, as before.
     */
    use_wallet: z
      .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], {
        message: 'use_wallet must be true or false.',
      })
      .optional()
      .default(true)
      .transform((v) => v === true || v === 'true' || v === '1'),
  })
  // A minor's consultation records the accompanying adult (docs/decisions/0067).
  .refine((v) => v.age >= ADULT_AGE || v.companion_name !== '', {
    error: M.companionNameRequired,
    path: ['companion_name'],
  })
  .refine((v) => v.age >= ADULT_AGE || v.companion_relationship !== '', {
    error: M.companionRelationshipRequired,
    path: ['companion_relationship'],
  });
export type BookingFields = z.input<typeof bookingFieldsSchema>;
export type BookingFieldsParsed = z.output<typeof bookingFieldsSchema>;

/** The gateway hand-off (SPEC: data.instrumentResponse.redirectInfo.url). */
export const paymentRedirectSchema = z.object({
  success: z.literal(true),
  status: z.literal('payment_initiated'),
  data: z.object({
    appointment_no: z.string(),
    merchant_order_id: z.string(),
    amount: z.string(),
    instrumentResponse: z.object({
      type: z.literal('PAY_PAGE'),
      redirectInfo: z.object({ url: z.string(), method: z.literal('GET') }),
    }),
  }),
});

/** A booking the wallet covered: confirmed at once (SPEC: status direct_booking, payment_response). */
export const directBookingSchema = z.object({
  success: z.literal(true),
  status: z.literal('direct_booking'),
  payment_response: z.string(),
  data: z.object({ appointment_no: z.string() }),
});

export const bookingResponseSchema = z.union([directBookingSchema, paymentRedirectSchema]);
export type BookingResponse = z.infer<typeof bookingResponseSchema>;

export const appointmentNoRequestSchema = z.object({
  appointment_no: z
    .string({ message: 'Please give the appointment number.' })
    .trim()
    .regex(/^APT-[A-Z0-9]{8}$/, 'This is not an appointment number.'),
});
export type AppointmentNoRequest = z.input<typeof appointmentNoRequestSchema>;

/** A path's `{appt_no}`. */
export const appointmentNoParamsSchema = z.object({
  appt_no: z.string().regex(/^APT-[A-Z0-9]{8}$/, 'This is not an appointment number.'),
});

/** An appointment record as SPEC §3 lists its fields (money in rupees, dates India time). */
export const appointmentRecordSchema = z.object({
  id: z.number().int(),
  appointment_no: z.string(),
  appointment_date: z.string().nullable(),
  appointment_time: z.string().nullable(),
  appointment_day: z.string().nullable(),
  appointment_mode: z.enum(['video', 'audio']),
  department_id: z.number().int(),
  department_name: z.string(),
  created_at: z.string(),
  appt_fee: z.string(),
  fee_discount: z.string(),
  wallet_amount: z.string(),
  amount: z.string(),
  payment_status: z.enum(['Pending', 'Success', 'Failed', 'Refunded']),
  status: z.number().int(),
  appointment_status: z.enum(['active', 'inactive']),
  cancelation_status: z.enum(['active', 'inactive']),
  booking_status: z.number().int(),
  state: z.string(),
  zoom_join_url: z.string().nullable(),
  symptoms: z.string(),
  name: z.string(),
  mobile: z.string(),
  email: z.string(),
  doctor_prescription: z.string().nullable(),
  prescriptionImage: z.string().nullable(),
  follow_up_doctor_prescription: z.string().nullable(),
  follow_up_prescription: z.string().nullable(),
  followUpImage: z.string().nullable(),
  /** Until when the seat is held while the payment is pending (ISO), else null. */
  hold_expires_at: z.string().nullable(),
  payment_reference: z.string().nullable(),
});
export type AppointmentRecord = z.infer<typeof appointmentRecordSchema>;

/**
 * What one appointment's invoice adds to its record (docs/decisions/0043): the operator's GSTIN (null: not
 * registered for GST), the consultation's SAC and GST treatment (health care services, exempt), and where
 * the money of a cancelled booking went.
 */
export const appointmentInvoiceSchema = z.object({
  gstin: z.string().nullable(),
  sac: z.string(),
  gst: z.literal('exempt'),
  refund: z
    .object({
      wallet_amount: z.string(),
      source_amount: z.string(),
      source_state: z.enum(['pending', 'completed', 'failed']).nullable(),
    })
    .nullable(),
});
export type AppointmentInvoice = z.infer<typeof appointmentInvoiceSchema>;

/** One appointment as get_appointment_row answers: the record and its invoice. */
export const appointmentRowRecordSchema = appointmentRecordSchema.extend({
  invoice: appointmentInvoiceSchema,
});
export type AppointmentRowRecord = z.infer<typeof appointmentRowRecordSchema>;

/** The provider's server-to-server callback about an order (the sandbox speaks PhonePe's shape). */
export const orderCallbackSchema = z.object({
  event: z.string().max(100),
  payload: z.object({
    merchantOrderId: z.string().max(64),
    orderId: z.string().max(64).optional(),
    state: z.string().max(20),
    amount: z.number().int().nonnegative().optional(),
  }),
});

/**
 * PhonePe's refund webhooks: `pg.refund.accepted`, `pg.refund.completed`, `pg.refund.failed`. Its SDKs' callback
 * data leaves `merchantRefundId` optional: the refund is then found by PhonePe's `refundId` or by the order.
 */
export const refundCallbackSchema = z.object({
  event: z.string().regex(/^pg\.refund\.[a-z_]{1,40}$/),
  payload: z
    .object({
      merchantRefundId: z.string().min(1).max(64).optional(),
      originalMerchantOrderId: z.string().min(1).max(64).optional(),
      refundId: z.string().min(1).max(64).optional(),
      state: z.string().max(20),
      amount: z.number().int().nonnegative().optional(),
    })
    .refine((p) => Boolean(p.merchantRefundId || p.refundId || p.originalMerchantOrderId), {
      message:
        'A refund webhook names its refund: merchantRefundId, refundId or originalMerchantOrderId.',
      path: ['merchantRefundId'],
    }),
});

/** Either callback: a refund's (its event names it) or an order's. */
export const paymentCallbackSchema = z.union([refundCallbackSchema, orderCallbackSchema]);
export type PaymentCallback = z.infer<typeof paymentCallbackSchema>;
export type RefundCallback = z.infer<typeof refundCallbackSchema>;

export const merchantOrderParamsSchema = z.object({
  merchantOrderId: z
    .string()
    .regex(/^MB[A-Z0-9]{10,30}$/, 'This is not a MediBridge payment reference.'),
});

/** SPEC's userId in a body: optional, and when sent it must be the session's own user (403 otherwise). */
const ownUserId = z.union([z.string().trim().max(20), z.number()]).optional();

/** POST get_appointments_by_user_id / get_user_transaction_details_by_user_id: `{userId}`. */
export const userListRequestSchema = z.object({ userId: ownUserId });
export type UserListRequest = z.input<typeof userListRequestSchema>;

/** POST cancelled_user_appointment: `{userId, appointment_id}` (the appointment number or its row id). */
export const cancelRequestSchema = z.object({
  userId: ownUserId,
  appointment_id: z.union(
    [
      z
        .string()
        .trim()
        .regex(/^(APT-[A-Z0-9]{8}|\d{1,9})$/),
      z.number().int().positive().max(2_147_483_647),
    ],
    { message: 'This is not an appointment number.' },
  ),
  /** Ours: where the money goes — the wallet (default, at once) or the original payment method. */
  refund_to: z.enum(REFUND_DESTINATIONS).optional(),
});
export type CancelRequest = z.input<typeof cancelRequestSchema>;

/**
 * Where a cancellation's money went: `wallet_amount` to the wallet at once, `source_amount` on its way to
 * the payment method; `fell_back` says why a refund asked for the payment method went to the wallet.
 */
export const cancelRefundSchema = z.object({
  asked: z.enum(REFUND_DESTINATIONS),
  to: z.enum(REFUND_DESTINATIONS),
  wallet_amount: z.string(),
  source_amount: z.string(),
  fell_back: z.enum(REFUND_FALLBACKS).nullable(),
});
export type CancelRefund = z.infer<typeof cancelRefundSchema>;

/** `{code, message, data}`: SPEC reads `code` (200 means cancelled); `refund` is ours. */
export const cancelResponseSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  data: appointmentRecordSchema.nullable(),
  refund: cancelRefundSchema.optional(),
});
export type CancelResponse = z.infer<typeof cancelResponseSchema>;

/** One wallet ledger row as the wallet screen shows it. */
export const walletEntrySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  kind: z.string(),
  /** Rupees, signed: credits positive, debits negative ('-409.15'). */
  amount: z.string(),
  /** The balance after this row, rupees. */
  balance: z.string(),
  note: z.string(),
  reference: z.string(),
});
export type WalletEntry = z.infer<typeof walletEntrySchema>;

export const walletLedgerSchema = z.object({
  balance: z.string(),
  entries: z.array(walletEntrySchema),
});
export type WalletLedger = z.infer<typeof walletLedgerSchema>;

/** Largest amount a patient may pay for a service in one go (₹5,00,000), in rupees. */
export const SERVICE_AMOUNT_MAX = 500_000;

/**
 * POST book_services (multipart or JSON): SPEC's name, mobile, service, remarks, amount, userId. The amount is
 * what the patient agreed with our team for the service; the server records it and charges exactly that.
 */
export const serviceBookingFieldsSchema = z.object({
  name: text(NAME_MAX, 'Please enter your name.'),
  mobile: z
    .string({ message: 'Invalid Mobile Number.' })
    .trim()
    .regex(/^[6-9]\d{9}$/, 'Invalid Mobile Number.'),
  service: choice(
    ['Ambulance', 'Hospitalization', 'HomeCare', 'DoctorAtHome', 'Nurses'],
    'Please choose a service.',
  ),
  remarks: text(1000, 'Please write your remarks.'),
  amount: z
    .string({ message: 'Please enter the amount.' })
    .trim()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, 'Please enter the amount in rupees, e.g. 1500 or 1500.50.')
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, 'The amount must be at least ₹1.')
        .max(SERVICE_AMOUNT_MAX, 'The amount can be at most ₹5,00,000.'),
    ),
  userId: optionalText(12),
});
export type ServiceBookingFields = z.input<typeof serviceBookingFieldsSchema>;
export type ServiceBookingFieldsParsed = z.output<typeof serviceBookingFieldsSchema>;

/** A paid service booking as its result screen reads it. */
export const serviceBookingRecordSchema = z.object({
  reference: z.string(),
  service: z.string(),
  name: z.string(),
  mobile: z.string(),
  remarks: z.string(),
  amount: z.string(),
  state: z.enum(['pending_payment', 'paid', 'payment_failed', 'expired']),
  payment_status: z.enum(['Pending', 'Success', 'Failed']),
  created_at: z.string(),
  payment_reference: z.string().nullable(),
});
export type ServiceBookingRecord = z.infer<typeof serviceBookingRecordSchema>;

export const serviceReferenceRequestSchema = z.object({
  reference: z
    .string({ message: 'This is not a service booking reference.' })
    .trim()
    .regex(/^SRV-[A-Z0-9]{8}$/, 'This is not a service booking reference.'),
});

/** book_services' answer: the gateway hand-off (SPEC: data.instrumentResponse.redirectInfo.url). */
export const serviceBookingResponseSchema = z.object({
  success: z.literal(true),
  status: z.literal('payment_initiated'),
  data: z.object({
    reference: z.string(),
    merchant_order_id: z.string(),
    amount: z.string(),
    instrumentResponse: z.object({
      type: z.literal('PAY_PAGE'),
      redirectInfo: z.object({ url: z.string(), method: z.literal('GET') }),
    }),
  }),
});
export type ServiceBookingResponse = z.infer<typeof serviceBookingResponseSchema>;

/** The multipart text fields of the follow-up calls: SPEC's userId and appt_no (and message, remarks). */
export const followUpLookupSchema = z.object({
  userId: ownUserId,
  appt_no: z
    .string({ message: 'Please give the appointment number.' })
    .trim()
    .regex(/^APT-[A-Z0-9]{8}$/, 'This is not an appointment number.'),
});
export type FollowUpLookup = z.input<typeof followUpLookupSchema>;

export const followUpStoreSchema = followUpLookupSchema.extend({
  message: text(2000, M.followUpMessageRequired),
});

export const documentStoreSchema = followUpLookupSchema.extend({
  remarks: optionalText(1000),
});

/** A document a patient sent with a follow-up (or on its own), or a prescription. */
export const appointmentDocumentSchema = z.object({
  id: z.number().int(),
  appt_no: z.string(),
  kind: z.enum(['follow_up', 'report']),
  url: z.string(),
  file_type: z.enum(['jpg', 'png', 'pdf']),
  remarks: z.string(),
  created_at: z.string(),
});
export type AppointmentDocument = z.infer<typeof appointmentDocumentSchema>;

/** A follow-up: the patient's message and document, and the doctor's answer when there is one. */
export const followUpSchema = z.object({
  id: z.number().int(),
  appt_no: z.string(),
  message: z.string(),
  document_url: z.string(),
  follow_up_prescription: z.string().nullable(),
  created_at: z.string(),
});
export type FollowUp = z.infer<typeof followUpSchema>;

/** SPEC's follow-up look-ups: `code` 200 when there is something, and the list in `data`. */
export const followUpListResponseSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  data: z.array(z.union([followUpSchema, appointmentDocumentSchema])),
});

/** store_appointment_follow_up / appointment_follow_up_document: SPEC shows the message. */
export const followUpStoreResponseSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  data: z.unknown(),
});

/** Staff: a consultation is done, with the doctor's prescription (multipart `prescription`). */
export const staffCompleteParamsSchema = z.object({
  appt_no: z.string().regex(/^APT-[A-Z0-9]{8}$/, 'This is not an appointment number.'),
});
