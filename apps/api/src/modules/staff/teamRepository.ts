import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { departments, staffRoles, users } from '../../db/schema';
import { revokeUserSessions } from '../../plugins/sessionRepository';
import type { StaffRoleRow } from './accountRepository';

/** Queries of the operator's staff screen (docs/decisions/0056). Rules live in team.ts. */

/** One staff user as the screen lists them. */
export interface TeamMemberRow {
  id: number;
  name: string;
  mobile: string;
  passwordSet: boolean;
  disabledAt: Date | null;
  createdAt: Date;
  roles: (StaffRoleRow & { departmentName?: string })[];
}

/**
 * Every change to staff accounts takes this transaction-scoped lock first, so two admins changing accounts at
 * once (each disabling the other, say) take turns and the second sees what the first wrote: the last active
 * admin is counted after the lock, never from a snapshot taken before it.
 */
const TEAM_LOCK_KEY = 56_000_056;

export async function lockTeam(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${TEAM_LOCK_KEY})`);
}

/** Staff users (all, or those of `ids`) with their roles, by name. */
export async function teamMembers(db: Database, ids?: readonly number[]): Promise<TeamMemberRow[]> {
  const people = await db
    .select({
      id: users.id,
      name: users.name,
      mobile: users.mobile,
      passwordSet: sql<boolean>`${users.passwordHash} is not null`,
      disabledAt: users.disabledAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(
      ids ? and(eq(users.role, 'staff'), inArray(users.id, [...ids])) : eq(users.role, 'staff'),
    )
    .orderBy(asc(users.name), asc(users.id));
  if (!people.length) return [];
  const roleRows = await db
    .select({
      userId: staffRoles.userId,
      role: staffRoles.role,
      departmentId: staffRoles.departmentId,
      departmentName: departments.name,
      registrationNo: staffRoles.registrationNo,
      qualifications: staffRoles.qualifications,
    })
    .from(staffRoles)
    .leftJoin(departments, eq(departments.id, staffRoles.departmentId))
    .where(
      inArray(
        staffRoles.userId,
        people.map((p) => p.id),
      ),
    )
    .orderBy(asc(staffRoles.role));
  return people.map((p) => ({
    ...p,
    passwordSet: Boolean(p.passwordSet),
    roles: roleRows
      .filter((r) => r.userId === p.id)
      .map((r) => ({
        role: r.role,
        ...(r.departmentId === null ? {} : { departmentId: r.departmentId }),
        ...(r.departmentName === null ? {} : { departmentName: r.departmentName }),
        ...(r.registrationNo === null ? {} : { registrationNo: r.registrationNo }),
        ...(r.qualifications === null ? {} : { qualifications: r.qualifications }),
      })),
  }));
}

export async function teamMember(db: Database, id: number): Promise<TeamMemberRow | null> {
  return (await teamMembers(db, [id]))[0] ?? null;
}

/** The user (patient or staff) who has this mobile, if any. */
export async function userByMobile(
  db: Database,
  mobile: string,
): Promise<{ id: number; role: 'patient' | 'staff' } | null> {
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.mobile, mobile));
  return row ?? null;
}

/** Active admins other than `exceptId` (call under `lockTeam`). */
export async function otherActiveAdmins(db: Database, exceptId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staffRoles)
    .innerJoin(users, eq(users.id, staffRoles.userId))
    .where(
      and(
        eq(staffRoles.role, 'admin'),
        ne(staffRoles.userId, exceptId),
        isNull(users.disabledAt),
        eq(users.role, 'staff'),
      ),
    );
  return Number(row?.n ?? 0);
}

/** A new staff user with no password yet (they set it from their link). */
export async function insertStaffUser(
  db: Database,
  user: { mobile: string; name: string; at: Date },
): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({
      mobile: user.mobile,
      name: user.name,
      role: 'staff',
      createdAt: user.at,
      updatedAt: user.at,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('The staff user was not created.');
  return row.id;
}

export async function renameUser(db: Database, id: number, name: string, at: Date): Promise<void> {
  await db.update(users).set({ name, updatedAt: at }).where(eq(users.id, id));
}

/** Replaces the staff user's roles with exactly these. */
export async function replaceRoles(
  db: Database,
  userId: number,
  roles: readonly StaffRoleRow[],
): Promise<void> {
  await db.delete(staffRoles).where(eq(staffRoles.userId, userId));
  await db.insert(staffRoles).values(roles.map((row) => ({ userId, ...row })));
}

/**
 * Disables (at `at`) or enables (null) a staff user. Disabling revokes every session of theirs in the same
 * transaction: their next call answers 401.
 */
export async function setDisabled(db: Database, userId: number, at: Date | null): Promise<void> {
  await db.update(users).set({ disabledAt: at }).where(eq(users.id, userId));
  if (at) await revokeUserSessions(db, userId, at);
}
