import { z } from 'zod';
import {
  CLOSURE_REASON_MAX,
  DEPARTMENT_ADMIN_MESSAGES as M,
  DEPARTMENT_DESCRIPTION_MAX,
  DEPARTMENT_FEE_MAX,
  DEPARTMENT_NAME_MAX,
  HOURS_RANGES_MAX,
} from './departmentRules';

/**
 * The wire shapes of the operator's departments (issue 32 §2, docs/decisions/0057): a department as an admin
 * edits it, its weekly hours, its closures, and the bookings a closure or shorter hours would cancel.
 */

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use a date like 2026-03-05.' })
  .refine((v) => !Number.isNaN(new Date(`${v}T00:00:00Z`).getTime()), {
    error: 'Use a real calendar date like 2026-03-05.',
  });
const clock = z.string().trim().max(5);
const text = (max: number) => z.string().trim().max(max);

export const departmentParamsSchema = z.object({
  department_id: z.coerce.number().int().min(1).max(2_147_483_647),
});
export const closureParamsSchema = departmentParamsSchema.extend({
  closure_id: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** What an admin writes of a department (create and edit): fee in rupees, discount in whole percent. */
export const departmentFormSchema = z.object({
  name: text(DEPARTMENT_NAME_MAX).min(1, { error: 'Give the department a name.' }),
  name_hi: text(DEPARTMENT_NAME_MAX).default(''),
  description: text(DEPARTMENT_DESCRIPTION_MAX).min(1, { error: 'Describe the department.' }),
  description_hi: text(DEPARTMENT_DESCRIPTION_MAX).default(''),
  fee: z
    .number({ error: M.feeRange })
    .min(0, { error: M.feeRange })
    .max(DEPARTMENT_FEE_MAX, { error: M.feeRange }),
  fee_discount_percent: z
    .number({ error: M.discountRange })
    .int({ error: M.discountRange })
    .min(0, { error: M.discountRange })
    .max(100, { error: M.discountRange }),
  active: z.boolean().default(true),
  sort_order: z.number().int().min(0).max(10_000).default(0),
});
export type DepartmentForm = z.input<typeof departmentFormSchema>;

export const hoursRangeSchema = z.object({
  days: z.array(z.number().int().min(0).max(6)).max(7),
  start: clock,
  end: clock,
});
export const weeklyHoursSchema = z.object({
  slot_minutes: z.number().int().min(1).max(1440),
  capacity: z.number().int().min(1).max(1000),
  ranges: z.array(hoursRangeSchema).max(HOURS_RANGES_MAX, { error: M.tooManyRanges }),
});
/** Saving hours: `confirm` true cancels (and refunds) the bookings outside the new hours, after a preview. */
export const hoursSaveSchema = weeklyHoursSchema.extend({ confirm: z.boolean().default(false) });

export const closureFormSchema = z.object({
  from: isoDate,
  to: isoDate,
  reason: text(CLOSURE_REASON_MAX).min(1, { error: M.reasonRequired }),
});
/** Closing: `confirm` true cancels (and refunds) the bookings on those dates, after a preview. */
export const closureSaveSchema = closureFormSchema.extend({ confirm: z.boolean().default(false) });

export const closureSchema = z.object({
  id: z.number().int(),
  from: z.string(),
  to: z.string(),
  reason: z.string(),
});
export type DepartmentClosure = z.infer<typeof closureSchema>;

/** A department as the console shows it, with its hours (read from its slots) and its coming closures. */
export const operatorDepartmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_hi: z.string(),
  description: z.string(),
  description_hi: z.string(),
  fee: z.number(),
  fee_discount_percent: z.number().int(),
  active: z.boolean(),
  sort_order: z.number().int(),
  /** False: booked without a date and time (SPEC's department 12); it has no hours. */
  has_schedule: z.boolean(),
  hours: weeklyHoursSchema,
  closures: z.array(closureSchema),
});
export type OperatorDepartment = z.infer<typeof operatorDepartmentSchema>;

export const operatorDepartmentsSchema = z.object({ data: z.array(operatorDepartmentSchema) });
export const operatorDepartmentSavedSchema = z.object({
  code: z.literal(200),
  message: z.string(),
  data: operatorDepartmentSchema,
});

/** A booking a closure or shorter hours would cancel: what the operator checks before confirming. */
export const affectedBookingSchema = z.object({
  appointment_no: z.string(),
  date: z.string(),
  time: z.string(),
  patient_name: z.string(),
  /** What the patient paid (online and wallet), in rupees: what goes back to them. */
  paid: z.string(),
});
export type AffectedBooking = z.infer<typeof affectedBookingSchema>;
export const affectedBookingsSchema = z.object({
  data: z.object({ affected: z.array(affectedBookingSchema) }),
});

/** A change that cancelled bookings: the department as it is now and the bookings cancelled and refunded. */
export const departmentChangeSchema = z.object({
  code: z.literal(200),
  message: z.string(),
  data: z.object({
    department: operatorDepartmentSchema,
    cancelled: z.array(affectedBookingSchema),
  }),
});
