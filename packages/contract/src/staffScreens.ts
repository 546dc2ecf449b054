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
  hospitals: '/staff/hospitals',
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
  'package.create',
  'package.update',
  'package.image',
  'hospital.create',
  'hospital.update',
  'hospital.image',
  'hospital.price',
  'hospital.price_remove',
] as const;
export type AuditActionName = (typeof AUDIT_ACTIONS)[number];
