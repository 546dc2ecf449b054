import { z } from 'zod';
import { STAFF_ROLES } from './endpoints';
import { ENQUIRY_SEARCH_MAX, STAFF_ENQUIRY_MESSAGES, STAFF_PAGE_SIZE_MAX } from './enquiryRules';

/** The wire shapes of the staff side beyond enquiries and the pharmacy desk: the doctor's desk, e-prescriptions, the audit log. */

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const perPage = z.coerce.number().int().min(1).max(STAFF_PAGE_SIZE_MAX).default(20);
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use a date like 2026-03-05.' })
  .refine((v) => !Number.isNaN(new Date(`${v}T00:00:00Z`).getTime()), {
    error: 'Use a real calendar date like 2026-03-05.',
  });
const pageMeta = z.object({ page: z.number(), per_page: z.number(), total: z.number() });

/**
 * The doctor's desk: `today` (India date), `upcoming` (from tomorrow) or `follow_ups` (completed consultations
 * whose patient sent a follow-up not yet answered, oldest follow-up first), paged and searched (`q`);
 * coordinators may pick a department.
 */
export const deskQuerySchema = z.object({
  when: z
    .enum(['today', 'upcoming', 'follow_ups'], {
      error: 'when must be today, upcoming or follow_ups.',
    })
    .default('today'),
  department_id: z.coerce.number().int().min(1).max(1_000_000).optional(),
  /** The patient's name or mobile, or the appointment number, contains it; blank means no search. */
  q: z
    .string()
    .trim()
    .max(ENQUIRY_SEARCH_MAX, { error: STAFF_ENQUIRY_MESSAGES.searchTooLong })
    .optional(),
  page,
  per_page: perPage,
});
export type DeskQuery = z.output<typeof deskQuerySchema>;

/** One consultation on the desk, with what the patient told us at booking. */
export const deskAppointmentSchema = z.object({
  appointment_no: z.string(),
  department_id: z.number().int(),
  department_name: z.string(),
  appointment_date: z.string().nullable(),
  appointment_time: z.string().nullable(),
  appointment_mode: z.string(),
  state: z.string(),
  patient: z.object({
    name: z.string(),
    mobile: z.string(),
    age: z.string().nullable(),
    sex: z.string().nullable(),
    weight: z.string().nullable(),
    height: z.string().nullable(),
  }),
  symptoms: z.string(),
  /** The yes/no history answers of the booking, by question field (diabetic, …). */
  answers: z.record(z.string(), z.string()),
  prescription_url: z.string().nullable(),
  documents: z.array(
    z.object({ url: z.string(), kind: z.string(), remarks: z.string().nullable() }),
  ),
  e_prescription_url: z.string().nullable(),
  /** The patient's follow-up (message and document) once they sent one; answered when the state is followed_up. */
  follow_up: z
    .object({ message: z.string(), document_url: z.string(), created_at: z.string() })
    .nullable(),
  /** The doctor serving the consultation (the first of its department to join its call or write its prescription). */
  serving_doctor: z.string().nullable(),
  /** A minor's accompanying adult (TPG 2020 §3.3, docs/decisions/0067); null for an adult patient. */
  companion: z.object({ name: z.string(), relationship: z.string() }).nullable(),
});
export type DeskAppointment = z.infer<typeof deskAppointmentSchema>;
export const deskListSchema = z.object({ data: z.array(deskAppointmentSchema), meta: pageMeta });

/** One medicine of an e-prescription: a catalogue product, or a generic name typed in. */
export const prescribedMedicineSchema = z
  .object({
    product_id: z.number().int().min(1).max(2_147_483_647).optional(),
    generic_name: z.string().trim().min(2).max(120).optional(),
    strength: z.string().trim().min(1, { error: 'Give the strength (e.g. 500 mg).' }).max(60),
    dose: z.string().trim().min(1, { error: 'Give the dose (e.g. 1 tablet).' }).max(60),
    frequency: z.string().trim().min(1, { error: 'Give how often (e.g. twice a day).' }).max(60),
    duration: z.string().trim().min(1, { error: 'Give for how long (e.g. 5 days).' }).max(60),
    instructions: z.string().trim().max(200).optional(),
  })
  .refine((m) => m.product_id !== undefined || m.generic_name !== undefined, {
    error: 'Choose a medicine from the catalogue or type its generic name.',
  });

/** The e-prescription form (Telemedicine Practice Guidelines 2020). */
export const ePrescriptionFormSchema = z.object({
  /** `consultation` completes a confirmed consultation; `follow_up` answers the follow-up of a completed one. */
  kind: z
    .enum(['consultation', 'follow_up'], { error: 'kind must be consultation or follow_up.' })
    .default('consultation'),
  diagnosis: z
    .string()
    .trim()
    .min(2, { error: 'Write the diagnosis or provisional diagnosis.' })
    .max(500),
  provisional: z.boolean().default(false),
  medicines: z.array(prescribedMedicineSchema).max(20, { error: 'At most 20 medicines.' }),
  advice: z.string().trim().max(2000).default(''),
  follow_up_date: isoDate.optional(),
});
export type EPrescriptionForm = z.output<typeof ePrescriptionFormSchema>;

export const ePrescriptionResponseSchema = z.object({
  data: z.object({
    appointment_no: z.string(),
    kind: z.enum(['consultation', 'follow_up']),
    url: z.string(),
    state: z.string(),
  }),
});

/** A patient puts an e-prescription's catalogue medicines into the cart. */
export const prescriptionCartResponseSchema = z.object({
  message: z.string(),
  data: z.object({
    added: z.array(z.object({ product_id: z.number().int(), name: z.string() })),
    skipped: z.array(z.object({ name: z.string(), reason: z.string() })),
  }),
});

/** The audit log: who did what to which record, newest first. */
export const auditQuerySchema = z.object({
  page,
  per_page: perPage,
  action: z.string().trim().max(60).optional(),
  subject_type: z.string().trim().max(40).optional(),
  subject: z.string().trim().max(60).optional(),
  user_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  role: z.enum(STAFF_ROLES),
  action: z.string(),
  subject_type: z.string(),
  subject: z.string(),
  detail: z.string(),
  /** What an operator's change replaced and what it wrote (the changed fields only); null for actions. */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListSchema = z.object({ data: z.array(auditEntrySchema), meta: pageMeta });

/**
 * A background job whose retries are spent (docs/decisions/0045): what it was, why it last failed, and when.
 * `data` is what it was queued with (record numbers, never a patient's words).
 */
export const failedJobSchema = z.object({
  id: z.string(),
  name: z.string(),
  data: z.record(z.string(), z.unknown()),
  error: z.string(),
  attempts: z.number().int(),
  failed_at: z.string(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;
export const failedJobsSchema = z.object({ data: z.array(failedJobSchema) });
export const jobIdParamsSchema = z.object({
  job_id: z.uuid({ error: 'Must be a job id.' }),
});
export const jobRetryResponseSchema = z.object({
  code: z.literal(200),
  message: z.string(),
  data: failedJobSchema.pick({ id: true, name: true }),
});

/** Who the staff user is and what they may do: the console shows only their roles' screens. */
export const staffMeSchema = z.object({
  data: z.object({
    id: z.number().int(),
    name: z.string(),
    roles: z.array(z.enum(STAFF_ROLES)),
    /** A doctor's department (null for staff who are not doctors). */
    department_id: z.number().int().nullable(),
    department_name: z.string().nullable(),
  }),
});
export type StaffMe = z.infer<typeof staffMeSchema>['data'];
