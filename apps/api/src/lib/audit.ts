import type { AuditActionName, StaffRole } from '@medibridge/contract';
import type { Database } from '../db/client';
import { insertAuditEntry } from './auditRepository';

/** Who did a staff action: the staff user and the role the call was made in. */
export interface AuditActor {
  userId: number;
  acting: StaffRole;
}

/**
 * What a staff action did. `subject` is the record's public number or reference (APT-…, ORD-…, ENQ-…), or a
 * background job's id.
 */
export interface AuditAction {
  /** One of contract's AUDIT_ACTIONS (the audit log screen filters by them). */
  action: AuditActionName;
  subjectType: AuditSubjectType;
  subject: string;
  detail?: string;
  /**
   * An operator's change (docs/decisions/0053): the changed fields as they were and as written. Use
   * `auditChange` to keep only the fields that differ.
   */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  at: Date;
}

/** What an audited action was done to: a patient's record, a job, or something the operator runs. */
export type AuditSubjectType =
  | 'appointment'
  | 'enquiry'
  | 'pharmacyOrder'
  | 'job'
  | 'staffUser'
  | 'department'
  | 'closure'
  | 'package'
  | 'hospital'
  | 'medicine'
  | 'payment'
  | 'refund'
  | 'import'
  | 'breach'
  | 'grievance';

/**
 * The fields of `after` that differ from `before` (compared as JSON), each as it was and as written: what an
 * audit entry of an edit keeps, so the log reads "fee ₹500 → ₹600" and not a copy of the record.
 */
export function auditChange(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = before[key] ?? null;
    now[key] = after[key] ?? null;
  }
  return { before: was, after: now };
}

/** Longest detail kept: a short note, not a copy of the record. */
export const AUDIT_DETAIL_MAX = 300;

/**
 * Records a staff action in the audit log. Pass the action's transaction where it has one, so the entry and
 * the change are kept or lost together.
 */
export async function recordAudit(
  db: Database,
  actor: AuditActor,
  entry: AuditAction,
): Promise<void> {
  await insertAuditEntry(db, {
    userId: actor.userId,
    role: actor.acting,
    action: entry.action,
    subjectType: entry.subjectType,
    subject: entry.subject,
    detail: (entry.detail ?? '').slice(0, AUDIT_DETAIL_MAX),
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: entry.at,
  });
}
