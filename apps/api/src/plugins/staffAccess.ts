import type { StaffRole } from '@medibridge/contract';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors';
import { staffUserOf } from './sessions';
import { staffRoleRowsOf } from './staffAccessRepository';

/** What a staff session may do, read from `staff_roles` when a staff call runs. */
export interface StaffAccess {
  userId: number;
  name: string;
  roles: readonly StaffRole[];
  /** The role this call is made in: the first of the call's allowed roles the user holds. */
  acting: StaffRole;
  /** The department a doctor serves (null unless `doctor` is among the roles). */
  departmentId: number | null;
  registrationNo: string | null;
  qualifications: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the staff guard of a contract route: the staff user's roles. */
    staff: StaffAccess | null;
  }
}

const ROLE_WORDS: Record<StaffRole, string> = {
  doctor: 'a doctor',
  coordinator: 'a coordinator',
  pharmacist: 'a pharmacist',
  admin: 'an admin',
};

/** The refusal for a staff user without any of the roles a call needs (a person's words). */
export function roleRefusal(roles: readonly StaffRole[]): string {
  const words = roles.map((r) => ROLE_WORDS[r]);
  const who =
    words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words.at(-1) ?? ''}` : words[0];
  return `Only ${who ?? 'staff'} can do this. Ask an admin to add the role to your staff account if you need it.`;
}

/**
 * The staff guard: 401 without a login, 403 for a patient, 403 for staff who hold none of `roles`. Sets and
 * returns `request.staff`. Without `roles` any staff user passes (acting as their first role).
 */
export async function requireStaffRole(
  request: FastifyRequest,
  roles: readonly StaffRole[] | undefined,
): Promise<StaffAccess> {
  const user = staffUserOf(request);
  const rows = await staffRoleRowsOf(request.server.db, user.id);
  const held = rows.map((r) => r.role);
  const acting = roles ? roles.find((r) => held.includes(r)) : held[0];
  if (!acting) throw new HttpError(403, roleRefusal(roles ?? ['coordinator']));
  const doctor = rows.find((r) => r.role === 'doctor');
  const access: StaffAccess = {
    userId: user.id,
    name: user.name,
    roles: held,
    acting,
    departmentId: doctor?.departmentId ?? null,
    registrationNo: doctor?.registrationNo ?? null,
    qualifications: doctor?.qualifications ?? null,
  };
  request.staff = access;
  return access;
}

/** The staff access the guard set; a programming error when a handler of a non-staff call asks for it. */
export function staffAccessOf(request: FastifyRequest): StaffAccess {
  if (!request.staff) throw new Error('staffAccessOf outside a staff contract route');
  return request.staff;
}

/**
 * Whether the staff user sees every department's consultations (a coordinator) or only their own (a doctor):
 * the department to filter by, or null for all.
 */
export function departmentScopeOf(access: StaffAccess): number | null {
  if (access.roles.includes('coordinator')) return null;
  return access.departmentId ?? -1;
}
