import {
  type AffectedBooking,
  CLOSURE_DAYS_MAX,
  DEPARTMENT_ADMIN_MESSAGES as M,
  type OperatorDepartment,
  addDays,
  indiaDate,
} from '@medibridge/contract';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import { type AuditActor, recordAudit } from '../../lib/audit';
import {
  afterClinicCancel,
  bookingsToCancel,
  cancelByClinicInTx,
  expireHoldsInTx,
  holdsToExpire,
} from '../appointments';
import {
  type DepartmentRecord,
  deleteClosure,
  findDepartmentById,
  findOverlappingClosure,
  insertClosure,
  lockDepartment,
} from './repository';
import { type DepartmentDeps, operatorDepartment } from './service';
import { affectedOut } from './view';

/**
 * Closures (docs/decisions/0057): a department closed on a date or a range, both ends included, offers no slot
 * there. The bookings on it are shown first (preview) and cancelled on confirm, in the transaction that writes
 * the closure under the department's lock (bookings still awaiting payment there expire with them, 0065): a second confirm waits for the first, then finds the dates closed
 * already (409), so every booking is refunded once.
 */

export interface ClosureInput {
  from: string;
  to: string;
  reason: string;
  confirm?: boolean;
}

/** 422 with words for dates a closure cannot have; 409 when they overlap a closure already there. */
async function checkDates(
  db: Database,
  department: DepartmentRecord | null,
  input: ClosureInput,
  now: Date,
): Promise<DepartmentRecord> {
  if (!department) throw new HttpError(404, M.departmentUnknown);
  if (input.to < input.from)
    throw new HttpError(422, M.closureEndBeforeStart, { to: M.closureEndBeforeStart });
  if (input.from < indiaDate(now))
    throw new HttpError(422, M.closureInPast, { from: M.closureInPast });
  if (input.to > addDays(input.from, CLOSURE_DAYS_MAX - 1))
    throw new HttpError(422, M.closureTooLong, { to: M.closureTooLong });
  const clash = await findOverlappingClosure(db, department.id, input.from, input.to);
  if (clash)
    throw new HttpError(
      409,
      `${department.name} is closed already from ${clash.fromDate} to ${clash.toDate} (${clash.reason}).`,
    );
  return department;
}

/** The bookings a closure of these dates would cancel; nothing is written. */
export async function previewClosure(
  deps: DepartmentDeps,
  id: number,
  input: ClosureInput,
): Promise<AffectedBooking[]> {
  const now = deps.clock();
  const department = await checkDates(deps.db, await findDepartmentById(deps.db, id), input, now);
  const affected = await bookingsToCancel(deps.db, department.id, input, now);
  return affected.map(affectedOut);
}

/**
 * Closes the department on the dates: with bookings there, only with `confirm` (409 otherwise, nothing
 * written); they are cancelled and refunded in the same transaction and texted after it commits.
 */
export async function createClosure(
  deps: DepartmentDeps,
  actor: AuditActor,
  id: number,
  input: ClosureInput,
): Promise<{ department: OperatorDepartment; cancelled: AffectedBooking[] }> {
  const now = deps.clock();
  const cancelled = await deps.db.transaction(async (tx) => {
    const department = await checkDates(tx, await lockDepartment(tx, id), input, now);
    // The holds are read before the paid bookings: one paid in between is in the second list, or is found
    // confirmed when its hold is expired and cancelled there (docs/decisions/0065).
    const holdRows = await holdsToExpire(tx, id, input, now);
    const affected = await bookingsToCancel(tx, id, input, now);
    if (affected.length > 0 && !input.confirm) throw new HttpError(409, M.bookingsNeedConfirm);
    const closure = await insertClosure(tx, {
      departmentId: id,
      fromDate: input.from,
      toDate: input.to,
      reason: input.reason.trim(),
      createdBy: actor.userId,
      createdAt: now,
    });
    const paid = await cancelByClinicInTx(tx, deps, affected, now);
    // Bookings still awaiting payment there are expired too, so none is paid and confirmed on a closed day.
    const holds = await expireHoldsInTx(tx, deps, holdRows, now);
    const done = [...paid, ...holds.cancelled];
    await recordAudit(tx, actor, {
      action: 'department.close',
      subjectType: 'closure',
      subject: String(closure.id),
      detail: `${department.name} closed ${input.from} to ${input.to}: ${closure.reason}. ${String(done.length)} bookings cancelled, ${String(holds.expired.length)} unpaid bookings expired.`,
      before: null,
      after: {
        department: department.name,
        from: input.from,
        to: input.to,
        reason: closure.reason,
      },
      at: now,
    });
    for (const result of done)
      await recordAudit(tx, actor, {
        action: 'appointment.cancel_by_clinic',
        subjectType: 'appointment',
        subject: result.row.appointmentNo,
        detail: `${department.name} closed: ${closure.reason}. Refunded.`,
        before: { state: 'confirmed' },
        after: { state: 'cancelled' },
        at: now,
      });
    return done;
  });
  await afterClinicCancel(deps, cancelled);
  return {
    department: await operatorDepartment(deps.db, id, now),
    cancelled: cancelled.map((c) => affectedOut(c.row)),
  };
}

/** Removes a closure (its dates offer slots again); cancelled bookings stay cancelled. Audited. */
export async function removeClosure(
  deps: DepartmentDeps,
  actor: AuditActor,
  id: number,
  closureId: number,
): Promise<OperatorDepartment> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const department = await lockDepartment(tx, id);
    if (!department) throw new HttpError(404, M.departmentUnknown);
    const removed = await deleteClosure(tx, id, closureId);
    if (!removed) throw new HttpError(404, M.closureUnknown);
    await recordAudit(tx, actor, {
      action: 'department.reopen',
      subjectType: 'closure',
      subject: String(removed.id),
      detail: `${department.name} open again ${removed.fromDate} to ${removed.toDate}.`,
      before: { from: removed.fromDate, to: removed.toDate, reason: removed.reason },
      after: null,
      at: now,
    });
  });
  return operatorDepartment(deps.db, id, now);
}
