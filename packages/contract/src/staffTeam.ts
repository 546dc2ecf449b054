import { z } from 'zod';
import { STAFF_ROLES } from './endpoints';

/**
 * The wire shapes of the operator's staff screen (issue 32 §1, docs/decisions/0056): the staff users, their
 * roles and state, and the form that creates or edits one. The rules of the roles (a doctor's department,
 * registration and qualifications) are the server's, the same as `staff:create`'s.
 */

/** A doctor's particulars as the staff screen shows them. */
export const staffDoctorSchema = z.object({
  department_id: z.number().int(),
  department_name: z.string(),
  registration_no: z.string(),
  qualifications: z.string(),
});

/** One staff user: who, their roles, and whether they may log in. */
export const staffMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  doctor: staffDoctorSchema.nullable(),
  state: z.enum(['active', 'disabled']),
  /** False until they have set a password from their link. */
  password_set: z.boolean(),
  created_at: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffTeamListSchema = z.object({ data: z.array(staffMemberSchema) });

const text = (max: number, words: string) => z.string().trim().max(max, { error: words });

/** The form of an edit: name and the whole set of roles (a doctor's particulars with `doctor`). */
export const staffMemberEditSchema = z.object({
  name: z
    .string({ error: 'Enter the name.' })
    .trim()
    .min(1, { error: 'Enter the name.' })
    .max(100, { error: 'The name can be at most 100 characters.' }),
  roles: z
    .array(z.enum(STAFF_ROLES, { error: `A role is one of ${STAFF_ROLES.join(', ')}.` }), {
      error: 'Choose at least one role.',
    })
    .min(1, { error: 'Choose at least one role.' })
    .max(STAFF_ROLES.length),
  department_id: z.number().int().min(1).max(2_147_483_647).nullable().optional(),
  registration_no: text(40, 'The registration number can be at most 40 characters.').optional(),
  qualifications: text(120, 'Qualifications can be at most 120 characters.').optional(),
});
export type StaffMemberEdit = z.output<typeof staffMemberEditSchema>;

/** The form of a new staff member: the edit's fields and their mobile (the login; a link to set a password goes there). */
export const staffMemberCreateSchema = staffMemberEditSchema.extend({
  mobile: z
    .string({ error: 'Enter a 10-digit mobile number.' })
    .trim()
    .regex(/^[6-9]\d{9}$/, { error: 'Enter a 10-digit Indian mobile number.' }),
});
export type StaffMemberCreate = z.output<typeof staffMemberCreateSchema>;

export const staffMemberParamsSchema = z.object({
  user_id: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const staffMemberResponseSchema = z.object({
  code: z.literal(200),
  message: z.string(),
  data: staffMemberSchema,
});
