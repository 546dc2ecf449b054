import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { appointments, departments } from './appointments';
import { users } from './users';

export const staffRole = pgEnum('staff_role', ['doctor', 'coordinator', 'pharmacist', 'admin']);

/**
 * What a staff user may do (contract's STAFF_ROLES), one row per role. A doctor's row carries the department
 * they serve, their medical council registration number and qualifications (printed on e-prescriptions).
 */
export const staffRoles = pgTable(
  'staff_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: staffRole('role').notNull(),
    departmentId: integer('department_id').references(() => departments.id),
    registrationNo: text('registration_no'),
    qualifications: text('qualifications'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.role] }),
    check(
      'staff_roles_doctor_ck',
      sql`${t.role} <> 'doctor' or (${t.departmentId} is not null and ${t.registrationNo} is not null and ${t.qualifications} is not null)`,
    ),
  ],
);

/**
 * Every staff action: who (and in which role), what, on which record, a short detail, when. Append-only;
 * written in the same transaction as the action where the action has one.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    role: staffRole('role').notNull(),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subject: text('subject').notNull(),
    detail: text('detail').notNull().default(''),
    /** An operator's change: the changed fields as they were and as written (docs/decisions/0053). */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_subject_idx').on(t.subjectType, t.subject),
  ],
);

/**
 * E-prescriptions a doctor issued: the form as written (for the cart and for re-reading) and the PDF's
 * storage key. `kind` consultation (completes the appointment) or follow_up (answers its follow-up).
 */
export const ePrescriptions = pgTable(
  'e_prescriptions',
  {
    id: serial('id').primaryKey(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    doctorId: integer('doctor_id').references(() => users.id, { onDelete: 'set null' }),
    form: jsonb('form').$type<Record<string, unknown>>().notNull(),
    documentKey: text('document_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('e_prescriptions_appointment_idx').on(t.appointmentId),
    check('e_prescriptions_kind_ck', sql`${t.kind} in ('consultation','follow_up')`),
  ],
);
