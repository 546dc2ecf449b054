import { z } from 'zod';
import {
  GRIEVANCE_CATEGORIES,
  GRIEVANCE_REFERENCE,
  GRIEVANCE_STATES,
  GRIEVANCE_TEXT_MAX,
  GRIEVANCE_TEXT_MIN,
} from './grievances';

/** The wire shapes of grievances (issue 33 §1, docs/decisions/0066). */

const text = (what: string) =>
  z
    .string({ error: `Write ${what}.` })
    .trim()
    .min(GRIEVANCE_TEXT_MIN, {
      error: `Write ${what} in at least ${String(GRIEVANCE_TEXT_MIN)} characters.`,
    })
    .max(GRIEVANCE_TEXT_MAX, {
      error: `Keep ${what} under ${String(GRIEVANCE_TEXT_MAX)} characters.`,
    });

const optionalCode = (pattern: RegExp, error: string) =>
  z
    .string()
    .trim()
    .max(40)
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.string().regex(pattern, { error }).optional())
    .optional();

/** Filing a grievance (a logged-in patient). */
export const grievanceFileSchema = z.object({
  category: z.enum(GRIEVANCE_CATEGORIES, { error: 'Pick what your grievance is about.' }),
  /** One of the patient's consultations (APT-…), if it is about one. */
  appointment_no: optionalCode(/^[A-Z]{3}-[A-Za-z0-9-]{4,32}$/, 'Pick one of your consultations.'),
  /** One of the patient's medicine orders (ORD-…), if it is about one. */
  order_no: optionalCode(/^[A-Z]{3}-[A-Za-z0-9-]{4,32}$/, 'Pick one of your orders.'),
  description: text('what went wrong'),
});
export type GrievanceFileRequest = z.input<typeof grievanceFileSchema>;

/** One grievance as its patient sees it. */
export const grievanceSchema = z.object({
  reference: z.string(),
  category: z.enum(GRIEVANCE_CATEGORIES),
  appointment_no: z.string().nullable(),
  order_no: z.string().nullable(),
  description: z.string(),
  state: z.enum(GRIEVANCE_STATES),
  filed_at: z.string(),
  /** The promised answer date (India date, YYYY-MM-DD). */
  due_on: z.string(),
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
  closed_at: z.string().nullable(),
});
export type Grievance = z.infer<typeof grievanceSchema>;

export const grievanceListResponseSchema = z.object({
  data: z.array(grievanceSchema),
  meta: z.object({ answer_days: z.number().int() }),
});

export const grievanceFileResponseSchema = z.object({
  message: z.string(),
  data: grievanceSchema,
});

/** The staff inbox's filter. */
export const staffGrievanceQuerySchema = z.object({
  state: z.enum(GRIEVANCE_STATES, { error: 'Pick open, answered or closed.' }).optional(),
});
export type StaffGrievanceQuery = z.output<typeof staffGrievanceQuerySchema>;

/** One row of the staff inbox: no description or patient (reading those is a logged staff read). */
export const staffGrievanceRowSchema = z.object({
  reference: z.string(),
  category: z.enum(GRIEVANCE_CATEGORIES),
  state: z.enum(GRIEVANCE_STATES),
  filed_at: z.string(),
  due_on: z.string(),
  overdue: z.boolean(),
  escalated_at: z.string().nullable(),
});
export type StaffGrievanceRow = z.infer<typeof staffGrievanceRowSchema>;

export const staffGrievanceListSchema = z.object({ data: z.array(staffGrievanceRowSchema) });

/** A grievance opened by staff: the row, the patient and what they wrote. */
export const staffGrievanceSchema = staffGrievanceRowSchema.extend({
  user_id: z.number().int().nullable(),
  patient_name: z.string(),
  mobile: z.string(),
  appointment_no: z.string().nullable(),
  order_no: z.string().nullable(),
  description: z.string(),
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
  answered_by: z.string().nullable(),
  closed_at: z.string().nullable(),
});
export type StaffGrievance = z.infer<typeof staffGrievanceSchema>;

export const staffGrievanceResponseSchema = z.object({
  message: z.string().optional(),
  data: staffGrievanceSchema,
});

export const grievanceParamsSchema = z.object({
  reference: z.string().regex(GRIEVANCE_REFERENCE, {
    error: 'A grievance reference looks like GRV-2026-000123.',
  }),
});

export const grievanceAnswerSchema = z.object({ answer: text('the answer') });
export type GrievanceAnswerRequest = z.input<typeof grievanceAnswerSchema>;
