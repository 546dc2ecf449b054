import {
  ROUTES,
  STAFF_INVITE_TTL_HOURS,
  STAFF_TEAM_MESSAGES,
  type StaffMember,
  type StaffMemberCreate,
  type StaffMemberEdit,
  type StaffRole,
  buildPath,
} from '@medibridge/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import { type AuditActor, auditChange, recordAudit } from '../../lib/audit';
import { issuePasswordLink, sha256 } from '../accounts';
import type { NotificationService } from '../notifications';
import { type DoctorDetails, staffRoleIssues, staffRoleRows } from './accounts';
import {
  type TeamMemberRow,
  insertStaffUser,
  lockTeam,
  otherActiveAdmins,
  renameUser,
  replaceRoles,
  setDisabled,
  teamMember,
  teamMembers,
  userByMobile,
} from './teamRepository';

/**
 * The operator's staff screen (issue 32 §1, docs/decisions/0056): an admin adds, edits, disables and enables
 * staff users. The role rules are `staff:create`'s (`staffRoleIssues`); every change takes the team lock,
 * keeps at least one active admin, and is audited before → after in its transaction.
 */

export const TEAM_MESSAGES = STAFF_TEAM_MESSAGES;

export interface TeamDeps {
  db: Database;
  clock: () => Date;
  notify: Pick<NotificationService, 'sendNow' | 'shortLink'>;
  log: FastifyBaseLogger;
}

/** The wire shape of a staff user. */
export function memberOut(row: TeamMemberRow): StaffMember {
  const doctor = row.roles.find((r) => r.role === 'doctor');
  return {
    id: row.id,
    name: row.name,
    mobile: row.mobile,
    roles: row.roles.map((r) => r.role),
    doctor:
      doctor?.departmentId !== undefined
        ? {
            department_id: doctor.departmentId,
            department_name: doctor.departmentName ?? '',
            registration_no: doctor.registrationNo ?? '',
            qualifications: doctor.qualifications ?? '',
          }
        : null,
    state: row.disabledAt ? 'disabled' : 'active',
    password_set: row.passwordSet,
    created_at: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a staff user: the fields an admin changes. */
function audited(row: TeamMemberRow): Record<string, unknown> {
  const member = memberOut(row);
  return {
    name: member.name,
    roles: member.roles,
    department: member.doctor?.department_name ?? null,
    registration_no: member.doctor?.registration_no ?? null,
    qualifications: member.doctor?.qualifications ?? null,
    disabled: member.state === 'disabled',
  };
}

export async function listTeam(db: Database): Promise<StaffMember[]> {
  return (await teamMembers(db)).map(memberOut);
}

/** The form's roles and doctor's particulars, checked by `staff:create`'s rules (422 with each field's words). */
async function checkedRoles(
  db: Database,
  input: StaffMemberEdit,
): Promise<{ roles: StaffRole[]; doctor: DoctorDetails | undefined }> {
  const roles = [...new Set(input.roles)];
  // A form that still carries a doctor's particulars after the doctor role was unticked is not an error:
  // they are dropped.
  const doctor: DoctorDetails | undefined = roles.includes('doctor')
    ? {
        departmentId: input.department_id ?? 0,
        registrationNo: input.registration_no ?? '',
        qualifications: input.qualifications ?? '',
      }
    : undefined;
  const issues = await staffRoleIssues(db, { roles, ...(doctor ? { doctor } : {}) });
  if (roles.includes('doctor') && input.department_id == null)
    for (const issue of issues)
      if (issue.field === 'department_id') issue.words = 'Choose the doctor’s department.';
  if (issues.length) {
    const errors: Record<string, string> = {};
    for (const issue of issues) errors[issue.field] ??= issue.words;
    throw new HttpError(422, issues.map((i) => i.words).join(' '), errors);
  }
  return { roles, doctor };
}

/** Refuses a change that would leave no active admin (call under `lockTeam`). */
async function keepAnAdmin(tx: Database, member: TeamMemberRow): Promise<void> {
  const isActiveAdmin = !member.disabledAt && member.roles.some((r) => r.role === 'admin');
  if (isActiveAdmin && (await otherActiveAdmins(tx, member.id)) === 0)
    throw new HttpError(409, TEAM_MESSAGES.lastAdmin);
}

async function lockedMember(tx: Database, id: number): Promise<TeamMemberRow> {
  await lockTeam(tx);
  const member = await teamMember(tx, id);
  if (!member) throw new HttpError(404, TEAM_MESSAGES.notFound);
  return member;
}

/** Texts the staff user a one-time link to the set-password page; false (logged) when the SMS failed. */
async function textPasswordLink(deps: TeamDeps, member: TeamMemberRow): Promise<boolean> {
  const now = deps.clock();
  const expiresAt = new Date(now.getTime() + STAFF_INVITE_TTL_HOURS * 3_600_000);
  const token = await issuePasswordLink(deps.db, member.id, now, expiresAt);
  // The reset page greets a new staff member (`?welcome`); DLT takes only our short links.
  const link = await deps.notify.shortLink(
    `${buildPath(ROUTES.resetPassword, { token })}?welcome=staff`,
    { expiresAt },
  );
  try {
    await deps.notify.sendNow({
      kind: 'staff_invite',
      to: { mobile: member.mobile, language: 'en' },
      vars: { link, hours: String(STAFF_INVITE_TTL_HOURS) },
      key: `staff_invite:${sha256(token)}`,
      urgent: true,
    });
    return true;
  } catch (error) {
    deps.log.error({ err: error, staffUser: member.id }, 'staff invite SMS not sent');
    return false;
  }
}

export async function createMember(
  deps: TeamDeps,
  actor: AuditActor,
  input: StaffMemberCreate,
): Promise<{ member: StaffMember; message: string }> {
  const { roles, doctor } = await checkedRoles(deps.db, input);
  const at = deps.clock();
  const row = await deps.db.transaction(async (tx) => {
    await lockTeam(tx);
    const existing = await userByMobile(tx, input.mobile);
    if (existing)
      throw new HttpError(
        409,
        existing.role === 'staff' ? TEAM_MESSAGES.mobileIsStaff : TEAM_MESSAGES.mobileIsPatient,
        {
          mobile:
            existing.role === 'staff' ? TEAM_MESSAGES.mobileIsStaff : TEAM_MESSAGES.mobileIsPatient,
        },
      );
    const id = await insertStaffUser(tx, { mobile: input.mobile, name: input.name, at });
    await replaceRoles(tx, id, staffRoleRows(roles, doctor));
    const created = await teamMember(tx, id);
    if (!created) throw new Error('The staff user was not created.');
    await recordAudit(tx, actor, {
      action: 'staff.create',
      subjectType: 'staffUser',
      subject: String(id),
      detail: `Added ${input.name} (${input.mobile}).`,
      before: null,
      after: audited(created),
      at,
    });
    return created;
  });
  const sent = await textPasswordLink(deps, row);
  return {
    member: memberOut(row),
    message: sent ? TEAM_MESSAGES.created : TEAM_MESSAGES.createdNoSms,
  };
}

export async function updateMember(
  deps: TeamDeps,
  actor: AuditActor,
  id: number,
  input: StaffMemberEdit,
): Promise<StaffMember> {
  const { roles, doctor } = await checkedRoles(deps.db, input);
  const at = deps.clock();
  return deps.db.transaction(async (tx) => {
    const before = await lockedMember(tx, id);
    if (!roles.includes('admin')) await keepAnAdmin(tx, before);
    if (before.name !== input.name) await renameUser(tx, id, input.name, at);
    await replaceRoles(tx, id, staffRoleRows(roles, doctor));
    const after = await teamMember(tx, id);
    if (!after) throw new HttpError(404, TEAM_MESSAGES.notFound);
    const change = auditChange(audited(before), audited(after));
    if (Object.keys(change.after).length)
      await recordAudit(tx, actor, {
        action: 'staff.update',
        subjectType: 'staffUser',
        subject: String(id),
        detail: `Changed ${after.name}.`,
        ...change,
        at,
      });
    return memberOut(after);
  });
}

/** Disables (`disable`) or enables a staff user; disabling ends every session of theirs at once. */
export async function setMemberDisabled(
  deps: TeamDeps,
  actor: AuditActor,
  id: number,
  disable: boolean,
): Promise<StaffMember> {
  if (disable && id === actor.userId) throw new HttpError(409, TEAM_MESSAGES.notYourself);
  const at = deps.clock();
  return deps.db.transaction(async (tx) => {
    const before = await lockedMember(tx, id);
    if (disable && before.disabledAt) throw new HttpError(409, TEAM_MESSAGES.alreadyDisabled);
    if (!disable && !before.disabledAt) throw new HttpError(409, TEAM_MESSAGES.alreadyEnabled);
    if (disable) await keepAnAdmin(tx, before);
    await setDisabled(tx, id, disable ? at : null);
    const after = await teamMember(tx, id);
    if (!after) throw new HttpError(404, TEAM_MESSAGES.notFound);
    await recordAudit(tx, actor, {
      action: disable ? 'staff.disable' : 'staff.enable',
      subjectType: 'staffUser',
      subject: String(id),
      detail: `${disable ? 'Disabled' : 'Enabled'} ${after.name}.`,
      ...auditChange(audited(before), audited(after)),
      at,
    });
    return memberOut(after);
  });
}

/** Texts a staff user a new set-password link (the older one stops working); audited. */
export async function inviteMember(
  deps: TeamDeps,
  actor: AuditActor,
  id: number,
): Promise<StaffMember> {
  const member = await teamMember(deps.db, id);
  if (!member) throw new HttpError(404, TEAM_MESSAGES.notFound);
  if (member.disabledAt) throw new HttpError(409, TEAM_MESSAGES.inviteDisabled);
  if (!(await textPasswordLink(deps, member)))
    throw new HttpError(503, TEAM_MESSAGES.inviteNotSent, undefined, 300);
  await recordAudit(deps.db, actor, {
    action: 'staff.invite',
    subjectType: 'staffUser',
    subject: String(id),
    detail: `Texted ${member.name} a link to set their password.`,
    at: deps.clock(),
  });
  return memberOut(member);
}
