import {
  DEPARTMENT_ADMIN_MESSAGES as M,
  type DepartmentForm,
  type OperatorDepartment,
  indiaDate,
  rupeesToPaise,
} from '@medibridge/contract';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import { type AuditActor, auditChange, recordAudit } from '../../lib/audit';
import type { ClinicCancelDeps } from '../appointments';
import {
  type DepartmentFields,
  type DepartmentRecord,
  findDepartmentById,
  insertDepartment,
  listActiveSchedules,
  listAllDepartments,
  listClosuresFrom,
  lockDepartment,
  updateDepartment,
} from './repository';
import { departmentOut } from './view';

/** What the operator's department calls work with: the database, the clock, payments and texts. */
export interface DepartmentDeps extends ClinicCancelDeps {
  clock: () => Date;
}

/** Every department as the console shows it: hours from its active slots, closures from today on. */
export async function operatorDepartments(db: Database, now: Date): Promise<OperatorDepartment[]> {
  const [rows, slots, closures] = await Promise.all([
    listAllDepartments(db),
    listActiveSchedules(db),
    listClosuresFrom(db, indiaDate(now)),
  ]);
  return rows.map((row) =>
    departmentOut(
      row,
      slots.filter((s) => s.departmentId === row.id),
      closures.filter((c) => c.departmentId === row.id),
    ),
  );
}

/** One department as the console shows it (after a change); 404 with words when there is none. */
export async function operatorDepartment(
  db: Database,
  id: number,
  now: Date,
): Promise<OperatorDepartment> {
  const row = await findDepartmentById(db, id);
  if (!row) throw new HttpError(404, M.departmentUnknown);
  const [slots, closures] = await Promise.all([
    listActiveSchedules(db, [id]),
    listClosuresFrom(db, indiaDate(now), id),
  ]);
  return departmentOut(row, slots, closures);
}

/** The stored fields of the form (empty Hindi is no Hindi: the English is read instead). */
function fieldsOf(form: DepartmentForm): Omit<DepartmentFields, 'hasSchedule'> {
  return {
    name: form.name.trim(),
    nameHi: form.name_hi?.trim() || null,
    description: form.description.trim(),
    descriptionHi: form.description_hi?.trim() || null,
    feePaise: rupeesToPaise(form.fee),
    feeDiscountPercent: form.fee_discount_percent,
    active: form.active ?? true,
    sortOrder: form.sort_order ?? 0,
  };
}

/** What the audit keeps of a department: its form's fields as people read them. */
function audited(row: DepartmentRecord): Record<string, unknown> {
  return {
    name: row.name,
    name_hi: row.nameHi ?? '',
    description: row.description,
    description_hi: row.descriptionHi ?? '',
    fee: row.feePaise / 100,
    fee_discount_percent: row.feeDiscountPercent,
    active: row.active,
    sort_order: row.sortOrder,
  };
}

/** A new department (it offers no slot until its hours are set); audited with what was written. */
export async function createDepartment(
  deps: DepartmentDeps,
  actor: AuditActor,
  form: DepartmentForm,
): Promise<OperatorDepartment> {
  const now = deps.clock();
  const row = await deps.db.transaction(async (tx) => {
    const created = await insertDepartment(tx, { ...fieldsOf(form), hasSchedule: true });
    await recordAudit(tx, actor, {
      action: 'department.create',
      subjectType: 'department',
      subject: String(created.id),
      detail: `Created ${created.name}.`,
      before: null,
      after: audited(created),
      at: now,
    });
    return created;
  });
  return operatorDepartment(deps.db, row.id, now);
}

/** Edits a department under its lock; the audit keeps the changed fields before → after. */
export async function editDepartment(
  deps: DepartmentDeps,
  actor: AuditActor,
  id: number,
  form: DepartmentForm,
): Promise<OperatorDepartment> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const before = await lockDepartment(tx, id);
    if (!before) throw new HttpError(404, M.departmentUnknown);
    const after = await updateDepartment(tx, id, fieldsOf(form));
    const change = auditChange(audited(before), audited(after));
    if (Object.keys(change.after).length === 0) return;
    await recordAudit(tx, actor, {
      action: 'department.update',
      subjectType: 'department',
      subject: String(id),
      detail: `Edited ${after.name}: ${Object.keys(change.after).join(', ')}.`,
      ...change,
      at: now,
    });
  });
  return operatorDepartment(deps.db, id, now);
}
