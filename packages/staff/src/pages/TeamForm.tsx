import { useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  STAFF_ROLES,
  type StaffMember,
  type StaffMemberCreate,
  type StaffRole,
} from '@medibridge/contract';
import { problemOf } from '@medibridge/api-client';
import { Alert, Button, MobileInput, SelectInput, TextInput, translate } from '@medibridge/ui-kit';
import {
  useStaffTeamCreateMutation,
  useStaffTeamDepartmentsQuery,
  useStaffTeamUpdateMutation,
} from '../api';
import { ButtonRow, Panel } from '../components/StaffFrame';
import { useTeamTexts, type TeamText } from '../i18n/team';

const ROLE_NAMES: Record<StaffRole, TeamText> = {
  doctor: 'Doctor',
  coordinator: 'Coordinator',
  pharmacist: 'Pharmacist',
  admin: 'Admin',
};

/** A role's name in the reader's language. */
export function useRoleName(): (role: StaffRole) => string {
  const t = useTeamTexts();
  return (role) => t(ROLE_NAMES[role]);
}

const Fields = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  @media ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    fieldset,
    .wide {
      grid-column: 1 / -1;
    }
  }
`;

const Roles = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xxs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-height: ${({ theme }) => theme.touchTarget};
  }
  input {
    width: 20px;
    height: 20px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  .error {
    flex-basis: 100%;
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
  }
`;

interface Draft {
  mobile: string;
  name: string;
  roles: StaffRole[];
  departmentId: string;
  registrationNo: string;
  qualifications: string;
}

function draftOf(member: StaffMember | null): Draft {
  return {
    mobile: member?.mobile ?? '',
    name: member?.name ?? '',
    roles: member ? [...member.roles] : [],
    departmentId: member?.doctor ? String(member.doctor.department_id) : '',
    registrationNo: member?.doctor?.registration_no ?? '',
    qualifications: member?.doctor?.qualifications ?? '',
  };
}

/** What the screen checks before asking the server (which checks it all again, with staff:create's rules). */
function problemsOf(draft: Draft, creating: boolean): Record<string, TeamText> {
  const errors: Record<string, TeamText> = {};
  if (creating && !/^[6-9]\d{9}$/.test(draft.mobile))
    errors.mobile = 'Enter a 10-digit Indian mobile number.';
  if (!draft.name.trim()) errors.name = 'Enter the name.';
  if (!draft.roles.length) errors.roles = 'Choose at least one role.';
  if (draft.roles.includes('doctor') && !draft.departmentId)
    errors.department_id = 'Choose the doctor’s department.';
  return errors;
}

/**
 * The form that adds a staff member (`member` null) or edits one: name, roles and, for a doctor, the
 * department, registration number and qualifications. The mobile (their login) is set once, when added.
 */
export function TeamForm({
  member,
  onDone,
  onCancel,
}: {
  member: StaffMember | null;
  onDone: (message: string) => void;
  onCancel: () => void;
}): ReactNode {
  const t = useTeamTexts();
  const roleName = useRoleName();
  const creating = member === null;
  const [draft, setDraft] = useState<Draft>(() => draftOf(member));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const departments = useStaffTeamDepartmentsQuery();
  const [create, created] = useStaffTeamCreateMutation();
  const [update, updated] = useStaffTeamUpdateMutation();
  const busy = created.isLoading || updated.isLoading;
  const doctor = draft.roles.includes('doctor');
  const set = (patch: Partial<Draft>): void => setDraft((d) => ({ ...d, ...patch }));
  const toggle = (role: StaffRole, on: boolean): void =>
    set({ roles: on ? [...draft.roles, role] : draft.roles.filter((r) => r !== role) });

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const local = problemsOf(draft, creating);
    setErrors(Object.fromEntries(Object.entries(local).map(([k, v]) => [k, t(v)])));
    setFailure(null);
    if (Object.keys(local).length) return;
    const body: Omit<StaffMemberCreate, 'mobile'> = {
      name: draft.name.trim(),
      roles: draft.roles,
      ...(doctor
        ? {
            department_id: Number(draft.departmentId),
            registration_no: draft.registrationNo.trim(),
            qualifications: draft.qualifications.trim(),
          }
        : {}),
    };
    const answer = member
      ? await update({ id: member.id, body })
      : await create({ ...body, mobile: draft.mobile });
    if ('data' in answer && answer.data) {
      onDone(answer.data.message);
      return;
    }
    const problem = problemOf(answer.error, 'The change could not be saved.');
    setErrors(
      Object.fromEntries(Object.entries(problem.fieldErrors).map(([k, v]) => [k, translate(v)])),
    );
    setFailure(translate(problem.message));
  };

  const title = member ? t('Edit {name}', { name: member.name }) : t('Add a staff member');
  return (
    <Panel>
      <h2>{title}</h2>
      {failure ? (
        <Alert tone="error" autoDismissMs={null}>
          {failure}
        </Alert>
      ) : null}
      <Fields noValidate onSubmit={(e) => void submit(e)} aria-label={title}>
        {creating ? (
          <MobileInput
            label={t('Mobile number')}
            hint={t('Their login. A link to set their own password is texted here.')}
            value={draft.mobile}
            onValueChange={(mobile) => set({ mobile })}
            error={errors.mobile}
            required
          />
        ) : null}
        <TextInput
          label={t('Name')}
          value={draft.name}
          onChange={(e) => set({ name: e.target.value })}
          error={errors.name}
          maxLength={100}
          required
          autoComplete="off"
        />
        <Roles>
          <legend>{t('Roles')}</legend>
          {STAFF_ROLES.map((role) => (
            <label key={role}>
              <input
                type="checkbox"
                checked={draft.roles.includes(role)}
                onChange={(e) => toggle(role, e.target.checked)}
              />
              {roleName(role)}
            </label>
          ))}
          {errors.roles ? (
            <p className="error" role="alert">
              {errors.roles}
            </p>
          ) : null}
        </Roles>
        {doctor ? (
          <>
            <SelectInput
              label={t('Department')}
              placeholder={t('Choose the department')}
              options={(departments.data ?? []).map((d) => ({
                value: String(d.id),
                label: d.name,
              }))}
              value={draft.departmentId}
              onChange={(e) => set({ departmentId: e.target.value })}
              error={errors.department_id}
              required
            />
            <TextInput
              label={t('Registration number')}
              hint={t('The medical council’s, e.g. MMC 2014/03/1234')}
              value={draft.registrationNo}
              onChange={(e) => set({ registrationNo: e.target.value })}
              error={errors.registration_no}
              maxLength={40}
              required
            />
            <TextInput
              className="wide"
              label={t('Qualifications')}
              hint={t('e.g. MBBS, MD (Dermatology)')}
              value={draft.qualifications}
              onChange={(e) => set({ qualifications: e.target.value })}
              error={errors.qualifications}
              maxLength={120}
              required
            />
          </>
        ) : null}
        <ButtonRow className="wide">
          <Button type="submit" loading={busy} disabled={busy}>
            {member ? t('Save') : t('Add and text the link')}
          </Button>
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('Cancel')}
          </Button>
        </ButtonRow>
      </Fields>
    </Panel>
  );
}
