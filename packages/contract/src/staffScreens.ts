/**
 * The staff console's screens (issue 13 §4), each a `ROUTES.staffScreen`. A module of its own: only the
 * console's chunk reads it, so it stays off the shell's first load (docs/decisions/0029).
 */
export const STAFF_SCREENS = {
  enquiries: '/staff/enquiries',
  appointments: '/staff/appointments',
  desk: '/staff/desk',
  pharmacy: '/staff/pharmacy',
  auditLog: '/staff/audit-log',
} as const;
