import type { SecurityEventKind } from '@medibridge/contract';
import type { Database } from '../db/client';
import { insertSecurityEvent } from './securityLogRepository';

/**
 * The security log (DPDP Rules 2025 r.6, docs/decisions/0061): an append-only table the database itself
 * guards (migration 0029). Kept `SECURITY_LOG_RETENTION_DAYS` (more than the one year r.6 asks), then deleted
 * by the `privacy.purge` job.
 */
export const SECURITY_LOG_RETENTION_DAYS = 400;

export interface SecurityEventInput {
  kind: SecurityEventKind;
  /** Whose account or record it concerns (null: a mobile with no account). */
  userId: number | null;
  /** Who did it: the staff user of a staff read, the patient for their own events. */
  actorId?: number | null;
  /** The staff role acted in, or 'patient'. */
  actorRole?: string | null;
  subject?: string;
  detail?: string;
  ip?: string | null;
  at: Date;
}

/** Longest detail kept: a short note, not a copy of the record. */
const DETAIL_MAX = 300;

/** Writes one event. Pass the action's transaction where it has one, so the event and the change stay together. */
export async function recordSecurityEvent(db: Database, event: SecurityEventInput): Promise<void> {
  await insertSecurityEvent(db, {
    kind: event.kind,
    userId: event.userId,
    actorId: event.actorId ?? null,
    actorRole: event.actorRole ?? null,
    subject: event.subject ?? '',
    detail: (event.detail ?? '').slice(0, DETAIL_MAX),
    ip: event.ip ?? null,
    createdAt: event.at,
  });
}

/** A mobile as the log keeps it when no account has it: the first two and last two digits (98••••••10). */
export function maskMobile(mobile: string): string {
  if (!/^\d{10}$/.test(mobile)) return '••••••••••';
  return `${mobile.slice(0, 2)}••••••${mobile.slice(-2)}`;
}

/** A staff user's read of a patient's record (or a list of them): one `staff_read` event. */
export async function recordStaffRead(
  db: Database,
  staff: { userId: number; acting: string },
  read: { userId: number | null; subject: string; detail: string; ip: string | null; at: Date },
): Promise<void> {
  await recordSecurityEvent(db, {
    kind: 'staff_read',
    actorId: staff.userId,
    actorRole: staff.acting,
    ...read,
  });
}
