import { STAFF_ROLES, type StaffRole } from '@medibridge/contract';
import type { Database } from '../../db/client';
import { hashPassword } from '../../lib/passwords';
import {
  type StaffRoleRow,
  departmentExists,
  holdsDoctorRole,
  saveStaffUser,
} from './accountRepository';

/** A doctor's particulars, printed on every e-prescription they issue. */
export interface DoctorDetails {
  departmentId: number;
  /** Medical council registration number, e.g. `MMC 2014/03/1234`. */
  registrationNo: string;
  /** e.g. `MBBS, MD (Dermatology)`. */
  qualifications: string;
}

export interface StaffInput {
  mobile: string;
  name: string;
  password: string;
  /** The staff user's whole set of roles (replaces any they had); at least one. */
  roles: readonly StaffRole[];
  /** Required when `roles` has `doctor`. */
  doctor?: DoctorDetails;
}

/** Every role, for a test's all-round staff user; production staff get theirs named one by one. */
export const ALL_STAFF_ROLES: readonly StaffRole[] = STAFF_ROLES;

/** Which field of the staff form a problem is about (the console shows it there). */
export type StaffRoleField = 'roles' | 'department_id' | 'registration_no' | 'qualifications';

/**
 * Problems with a staff user's roles, each with the field it is about, in words for the person running
 * `staff:create` or the admin's staff screen (the same rules for both); empty when fine.
 */
export async function staffRoleIssues(
  db: Database,
  input: Pick<StaffInput, 'roles' | 'doctor'>,
): Promise<{ field: StaffRoleField; words: string }[]> {
  const problems: { field: StaffRoleField; words: string }[] = [];
  if (!input.roles.length)
    problems.push({ field: 'roles', words: `Give at least one role (${STAFF_ROLES.join(', ')}).` });
  for (const role of input.roles)
    if (!STAFF_ROLES.includes(role))
      problems.push({
        field: 'roles',
        words: `"${String(role)}" is not a role; use ${STAFF_ROLES.join(', ')}.`,
      });
  if (!input.roles.includes('doctor')) {
    if (input.doctor)
      problems.push({
        field: 'roles',
        words: 'A department, registration and qualifications are for doctors only.',
      });
    return problems;
  }
  const doctor = input.doctor;
  if (!doctor) {
    problems.push({
      field: 'department_id',
      words: 'A doctor needs a department, a registration number and qualifications.',
    });
    return problems;
  }
  if (!(await departmentExists(db, doctor.departmentId)))
    problems.push({
      field: 'department_id',
      words: `There is no department ${String(doctor.departmentId)} (departments are seeded when the server first starts).`,
    });
  if (!/^[\p{L}\p{N} ./-]{4,40}$/u.test(doctor.registrationNo.trim()))
    problems.push({
      field: 'registration_no',
      words:
        'The registration number should be the medical council’s, 4–40 letters, digits, spaces, / . or -.',
    });
  const q = doctor.qualifications.trim();
  if (q.length < 4 || q.length > 120)
    problems.push({
      field: 'qualifications',
      words: 'Qualifications should be 4–120 characters (e.g. "MBBS, MD (Dermatology)").',
    });
  return problems;
}

/** Problems with a staff user's roles, in words for the person running `staff:create`; empty when fine. */
export async function staffRoleProblems(
  db: Database,
  input: Pick<StaffInput, 'roles' | 'doctor'>,
): Promise<string[]> {
  return (await staffRoleIssues(db, input)).map((p) => p.words);
}

/** The role rows to store for these roles (a doctor's carries their particulars, trimmed). */
export function staffRoleRows(
  roles: readonly StaffRole[],
  doctor: DoctorDetails | undefined,
): StaffRoleRow[] {
  return [...new Set(roles)].map((role) =>
    role === 'doctor' && doctor
      ? {
          role,
          departmentId: doctor.departmentId,
          registrationNo: doctor.registrationNo.trim(),
          qualifications: doctor.qualifications.trim(),
        }
      : { role },
  );
}

/**
 * Creates a staff user with their roles, or makes an existing user (by mobile) staff with the given password
 * and exactly these roles. Used by `pnpm --filter @medibridge/api staff:create`; throws with the problems when
 * the roles do not hold.
 */
export async function createStaff(
  db: Database,
  input: StaffInput,
): Promise<{ id: number; created: boolean }> {
  const problems = await staffRoleProblems(db, input);
  if (problems.length) throw new Error(problems.join(' '));
  const passwordHash = await hashPassword(input.password);
  return saveStaffUser(
    db,
    { mobile: input.mobile, name: input.name, passwordHash },
    staffRoleRows(input.roles, input.doctor),
  );
}

/** Whether a user is a doctor of this department (who may serve its consultations, e.g. join their calls). */
export async function isDoctorOfDepartment(
  db: Database,
  userId: number,
  departmentId: number,
): Promise<boolean> {
  return holdsDoctorRole(db, userId, departmentId);
}
