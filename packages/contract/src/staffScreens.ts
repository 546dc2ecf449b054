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
  jobs: '/staff/jobs',
  securityLog: '/staff/security-log',
} as const;

/**
 * Every action the audit log records (issue 13 §4, docs/decisions/0027): the server writes only these, and
 * the audit log screen offers them as its filter.
 */
export const AUDIT_ACTIONS = [
  'enquiry.status',
  'enquiry.note',
  'enquiry.call_back',
  'order.prescription_approve',
  'order.prescription_reject',
  'order.packed',
  'order.dispatched',
  'order.delivered',
  'order.cancel',
  'appointment.serve',
  'appointment.call_end',
  'appointment.complete',
  'appointment.follow_up_answer',
  'appointment.no_show',
  'appointment.e_prescription',
  'appointment.follow_up_e_prescription',
  'job.retry',
  'breach.record',
  'breach.notify',
] as const;
export type AuditActionName = (typeof AUDIT_ACTIONS)[number];

/**
 * What the security log records (DPDP Rules 2025 r.6, docs/decisions/0061): the server writes only these, and
 * the security log screen offers them as its filter.
 */
export const SECURITY_EVENT_KINDS = [
  'login',
  'login_failed',
  'password_reset',
  'password_changed',
  'staff_read',
  'export',
  'account_closed',
  'breach_recorded',
  'breach_notified',
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];
