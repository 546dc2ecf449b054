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
  messages: '/staff/messages',
  team: '/staff/team',
  departments: '/staff/departments',
  medicines: '/staff/medicines',
  payments: '/staff/payments',
  settlement: '/staff/settlement',
  securityLog: '/staff/security-log',
  hospitals: '/staff/hospitals',
  catalogueImport: '/staff/catalogue-import',
  packages: '/staff/packages',
  grievances: '/staff/grievances',
  h1Register: '/staff/h1-register',
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
  'staff.create',
  'staff.update',
  'staff.disable',
  'staff.enable',
  'staff.invite',
  'department.create',
  'department.update',
  'department.hours',
  'department.close',
  'department.reopen',
  'appointment.cancel_by_clinic',
  'medicine.create',
  'medicine.update',
  'medicine.import',
  'payment.ask_gateway',
  'payment.refund',
  'breach.record',
  'breach.notify',
  'package.create',
  'package.update',
  'package.image',
  'hospital.create',
  'hospital.update',
  'hospital.image',
  'hospital.price',
  'hospital.price_remove',
  'package.import',
  'hospital.price_import',
  'grievance.answer',
  'grievance.close',
] as const;
export type AuditActionName = (typeof AUDIT_ACTIONS)[number];

/** How long a new staff member's set-password link works (docs/decisions/0056). */
export const STAFF_INVITE_TTL_HOURS = 72;

/**
 * What the staff screen's calls answer (docs/decisions/0056): the server sends these words and the screen
 * shows them in the reader's language. The link's life (72 hours) is `STAFF_INVITE_TTL_HOURS`.
 */
export const STAFF_TEAM_MESSAGES = {
  created:
    'Added. A link to set their password has been texted to their mobile; it works once, for 72 hours.',
  createdNoSms:
    'Added, but the SMS with their link could not be sent just now. Use "Text a new link" in a few minutes.',
  updated: 'Saved.',
  disabled: 'Disabled: they have been logged out everywhere and cannot log in.',
  enabled: 'Enabled: they can log in again with their password.',
  invited:
    'A new link to set their password has been texted to their mobile; it works once, for 72 hours. Older links no longer work.',
  inviteNotSent: 'The SMS could not be sent just now. Please try again in a few minutes.',
  notFound: 'There is no staff user with this id.',
  mobileIsStaff: 'This mobile number already belongs to a staff user: find them in the list.',
  mobileIsPatient:
    'This mobile number belongs to a patient’s account. A staff member needs a mobile number of their own.',
  lastAdmin:
    'This is the last active admin. Make someone else an admin first, or nobody could run MediBridge.',
  notYourself: 'You cannot disable your own account. Another admin can, if it must be done.',
  alreadyDisabled: 'This staff user is already disabled.',
  alreadyEnabled: 'This staff user is already active.',
  inviteDisabled: 'This staff user is disabled. Enable them first, then text a new link.',
} as const;

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
