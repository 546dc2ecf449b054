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
  subjectType: 'appointment' | 'enquiry' | 'pharmacyOrder' | 'job';
  subject: string;
  detail?: string;
  at: Date;
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
    createdAt: entry.at,
  });
}
