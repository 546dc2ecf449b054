import type { StaffRole } from '@medibridge/contract';
import { asc } from 'drizzle-orm';
import type { Database } from '../db/client';
import { departments } from '../db/schema';
import { ALL_STAFF_ROLES, createStaff } from '../modules/staff';

/** A test's staff user: mobile, name and password. */
export interface TestStaff {
  mobile: string;
  name: string;
  password: string;
}

/** The first department of the seed (what a test doctor serves unless told otherwise). */
export async function firstDepartmentId(db: Database): Promise<number> {
  const rows = await db
    .select({ id: departments.id })
    .from(departments)
    .orderBy(asc(departments.id))
    .limit(1);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('The test database has no department.');
  return id;
}

/**
 * Creates a staff user for a test. Without `roles` the user holds every role, explicitly (the all-round staff
 * of the tests written before roles existed); a doctor serves `departmentId` (the seed's first by default).
 */
export async function createTestStaff(
  db: Database,
  staff: TestStaff,
  roles: readonly StaffRole[] = ALL_STAFF_ROLES,
  departmentId?: number,
): Promise<{ id: number }> {
  const doctor = roles.includes('doctor')
    ? {
        departmentId: departmentId ?? (await firstDepartmentId(db)),
        registrationNo: 'MMC 2014/03/1234',
        qualifications: 'MBBS, MD (General Medicine)',
      }
    : undefined;
  return createStaff(db, { ...staff, roles, ...(doctor ? { doctor } : {}) });
}
