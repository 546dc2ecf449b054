import { STAFF_ROLES, type StaffRole } from '@medibridge/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { departments, staffRoles, users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';

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

/** Problems with a staff user's roles, in words for the person running `staff:create`; empty when fine. */
export async function staffRoleProblems(
  db: Database,
  input: Pick<StaffInput, 'roles' | 'doctor'>,
): Promise<string[]> {
  const problems: string[] = [];
  if (!input.roles.length) problems.push(`Give at least one role (${STAFF_ROLES.join(', ')}).`);
  for (const role of input.roles)
    if (!STAFF_ROLES.includes(role))
      problems.push(`"${String(role)}" is not a role; use ${STAFF_ROLES.join(', ')}.`);
  if (!input.roles.includes('doctor')) {
    if (input.doctor)
      problems.push('A department, registration and qualifications are for doctors only.');
    return problems;
  }
  const doctor = input.doctor;
  if (!doctor) {
    problems.push('A doctor needs a department, a registration number and qualifications.');
    return problems;
  }
  const [department] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(eq(departments.id, doctor.departmentId));
  if (!department)
    problems.push(
      `There is no department ${String(doctor.departmentId)} (departments are seeded when the server first starts).`,
    );
  if (!/^[\p{L}\p{N} ./-]{4,40}$/u.test(doctor.registrationNo.trim()))
    problems.push(
      'The registration number should be the medical council’s, 4–40 letters, digits, spaces, / . or -.',
    );
  const q = doctor.qualifications.trim();
  if (q.length < 4 || q.length > 120)
    problems.push('Qualifications should be 4–120 characters (e.g. "MBBS, MD (Dermatology)").');
  return problems;
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
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.mobile, input.mobile));
    let id: number;
    if (existing) {
      await tx
        .update(users)
        .set({ role: 'staff', name: input.name, passwordHash })
        .where(eq(users.id, existing.id));
      id = existing.id;
    } else {
      const [row] = await tx
        .insert(users)
        .values({ mobile: input.mobile, name: input.name, passwordHash, role: 'staff' })
        .returning({ id: users.id });
      if (!row) throw new Error('The staff user was not created.');
      id = row.id;
    }
    await tx.delete(staffRoles).where(eq(staffRoles.userId, id));
    await tx.insert(staffRoles).values(
      [...new Set(input.roles)].map((role) => ({
        userId: id,
        role,
        ...(role === 'doctor' && input.doctor
          ? {
              departmentId: input.doctor.departmentId,
              registrationNo: input.doctor.registrationNo.trim(),
              qualifications: input.doctor.qualifications.trim(),
            }
          : {}),
      })),
    );
    return { id, created: !existing };
  });
}

/** Whether a user is a doctor of this department (who may serve its consultations, e.g. join their calls). */
export async function isDoctorOfDepartment(
  db: Database,
  userId: number,
  departmentId: number,
): Promise<boolean> {
  const rows = await db
    .select({ userId: staffRoles.userId })
    .from(staffRoles)
    .where(
      and(
        eq(staffRoles.userId, userId),
        eq(staffRoles.role, 'doctor'),
        eq(staffRoles.departmentId, departmentId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
