import type { StaffRole } from '@medibridge/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { departments, staffRoles, users } from '../../db/schema';

/** Queries of staff accounts: the staff user's row and their roles. Rules live in accounts.ts. */

/** Whether a department with this id exists (active or not). */
export async function departmentExists(db: Database, id: number): Promise<boolean> {
  const [department] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(eq(departments.id, id));
  return department !== undefined;
}

/** One role row of a staff user: a doctor's carries their department and particulars. */
export interface StaffRoleRow {
  role: StaffRole;
  departmentId?: number;
  registrationNo?: string;
  qualifications?: string;
}

/**
 * Makes the user with this mobile a staff user (creating them if there is none) with exactly these roles,
 * in one transaction. `created` is false when the mobile already had a user.
 */
export async function saveStaffUser(
  db: Database,
  user: { mobile: string; name: string; passwordHash: string },
  roles: readonly StaffRoleRow[],
): Promise<{ id: number; created: boolean }> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.mobile, user.mobile));
    let id: number;
    if (existing) {
      await tx
        .update(users)
        .set({ role: 'staff', name: user.name, passwordHash: user.passwordHash })
        .where(eq(users.id, existing.id));
      id = existing.id;
    } else {
      const [row] = await tx
        .insert(users)
        .values({
          mobile: user.mobile,
          name: user.name,
          passwordHash: user.passwordHash,
          role: 'staff',
        })
        .returning({ id: users.id });
      if (!row) throw new Error('The staff user was not created.');
      id = row.id;
    }
    await tx.delete(staffRoles).where(eq(staffRoles.userId, id));
    await tx.insert(staffRoles).values(roles.map((row) => ({ userId: id, ...row })));
    return { id, created: !existing };
  });
}

/** Whether the user holds the doctor role in this department. */
export async function holdsDoctorRole(
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
