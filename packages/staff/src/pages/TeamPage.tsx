import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { type STAFF_TEAM_MESSAGES, type StaffMember } from '@medibridge/contract';
import { problemOf } from '@medibridge/api-client';
import { Alert, Button, EmptyState, Skeleton, StatusBadge, translate } from '@medibridge/ui-kit';
import { useStaffTeamActionMutation, useStaffTeamListQuery } from '../api';
import { StaffGate } from '../components/StaffGate';
import { ButtonRow, RecordList } from '../components/StaffFrame';
import { useTeamTexts, type TeamText } from '../i18n/team';
import { TeamForm, useRoleName } from './TeamForm';

/**
 * The server's words this screen shows, each in the reader's language (the server sends the English of
 * contract's STAFF_TEAM_MESSAGES; `satisfies` keeps these the same, letter for letter).
 */
export const SAID = {
  created:
    'Added. A link to set their password has been texted to their mobile; it works once, for 72 hours.',
  createdNoSms:
    'Added, but the SMS with their link could not be sent just now. Use "Text a new link" in a few minutes.',
  updated: 'Saved.',
  disabled: 'Disabled: they have been logged out everywhere and cannot log in.',
  enabled: 'Enabled: they can log in again with their password.',
  invited:
    'A new link to set their password has been texted to their mobile; it works once, for 72 hours. Older links no longer work.',
  lastAdmin:
    'This is the last active admin. Make someone else an admin first, or nobody could run MediBridge.',
  notYourself: 'You cannot disable your own account. Another admin can, if it must be done.',
  mobileIsStaff: 'This mobile number already belongs to a staff user: find them in the list.',
  mobileIsPatient:
    'This mobile number belongs to a patient’s account. A staff member needs a mobile number of their own.',
} as const satisfies Partial<typeof STAFF_TEAM_MESSAGES> & Record<string, TeamText>;

/** The role rules' words (the server's, shared with `staff:create`) the form may show under a field. */
export const ROLE_RULE_WORDS: readonly TeamText[] = [
  'A doctor needs a department, a registration number and qualifications.',
  'The registration number should be the medical council’s, 4–40 letters, digits, spaces, / . or -.',
  'Qualifications should be 4–120 characters (e.g. "MBBS, MD (Dermatology)").',
];

const People = styled(RecordList)`
  li {
    gap: ${({ theme }) => theme.space.xs};
  }
  .head {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
    align-items: center;
  }
  @media ${({ theme }) => theme.media.desktop} {
    li {
      grid-template-columns: minmax(0, 1fr) auto;
      align-items: center;
    }
    .actions {
      grid-row: 1 / span 3;
      grid-column: 2;
      justify-content: flex-end;
    }
  }
`;

/** One staff member's row: who, their roles, their state, and what an admin can do. */
function Person({
  member,
  onEdit,
  onSaid,
}: {
  member: StaffMember;
  onEdit: () => void;
  onSaid: (message: string) => void;
}): ReactNode {
  const t = useTeamTexts();
  const roleName = useRoleName();
  const [act, { isLoading, error, reset }] = useStaffTeamActionMutation();
  const [confirming, setConfirming] = useState(false);
  const run = async (action: 'disable' | 'enable' | 'invite'): Promise<void> => {
    setConfirming(false);
    const answer = await act({ id: member.id, action });
    if ('data' in answer && answer.data) onSaid(answer.data.message);
  };
  const active = member.state === 'active';
  return (
    <li>
      <span className="head">
        <span className="what">{member.name}</span>
        {active ? (
          <StatusBadge tone="good">{t('Active')}</StatusBadge>
        ) : (
          <StatusBadge tone="problem">{t('Disabled')}</StatusBadge>
        )}
        {member.password_set ? null : (
          <StatusBadge tone="warning">{t('Waiting for their password')}</StatusBadge>
        )}
      </span>
      <span className="meta">
        {[member.mobile, member.roles.map(roleName).join(', ')].join(' · ')}
      </span>
      {member.doctor ? (
        <span className="meta">
          {[
            member.doctor.department_name,
            member.doctor.registration_no,
            member.doctor.qualifications,
          ].join(' · ')}
        </span>
      ) : null}
      {confirming ? (
        <Alert tone="info" autoDismissMs={null}>
          {t('Disable {name}? They are logged out at once and cannot log in until enabled again.', {
            name: member.name,
          })}
        </Alert>
      ) : null}
      <ButtonRow className="actions">
        {confirming ? (
          <>
            <Button
              variant="danger"
              size="sm"
              loading={isLoading}
              onClick={() => void run('disable')}
            >
              {t('Yes, disable')}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setConfirming(false)}>
              {t('Keep active')}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" size="sm" onClick={onEdit}>
              {t('Edit')}
            </Button>
            {active ? (
              <>
                {member.password_set ? null : (
                  <Button
                    variant="secondary"
                    size="sm"
                    loading={isLoading}
                    onClick={() => void run('invite')}
                  >
                    {t('Text a new link')}
                  </Button>
                )}
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => {
                    reset();
                    setConfirming(true);
                  }}
                >
                  {t('Disable')}
                </Button>
              </>
            ) : (
              <Button
                variant="secondary"
                size="sm"
                loading={isLoading}
                onClick={() => void run('enable')}
              >
                {t('Enable')}
              </Button>
            )}
          </>
        )}
      </ButtonRow>
      {error ? (
        <Alert tone="error" autoDismissMs={null}>
          {translate(problemOf(error, 'The change could not be saved.').message)}
        </Alert>
      ) : null}
    </li>
  );
}

/**
 * /staff/team (admin; docs/decisions/0056): every staff user with their roles and state; add one (they get
 * a one-time link by SMS to set their own password), edit their name and roles, disable (logged out at once)
 * and enable them.
 */
export function TeamPage(): ReactNode {
  const t = useTeamTexts();
  return (
    <StaffGate role="admin" title={t('Staff and roles')}>
      {() => <Team />}
    </StaffGate>
  );
}

function Team(): ReactNode {
  const t = useTeamTexts();
  const list = useStaffTeamListQuery();
  // null: no form; 'new': adding; a member: editing them.
  const [editing, setEditing] = useState<StaffMember | 'new' | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const say = (message: string): void => {
    setSaid(translate(message));
    setEditing(null);
  };
  if (list.isLoading) return <Skeleton height={120} lines={3} />;
  if (list.isError || !list.data)
    return (
      <Alert tone="error" autoDismissMs={null}>
        {translate(problemOf(list.error, 'The staff could not be loaded.').message)}
      </Alert>
    );
  return (
    <>
      {said ? (
        <Alert
          tone={said === translate(SAID.createdNoSms) ? 'info' : 'success'}
          onDismiss={() => setSaid(null)}
        >
          {said}
        </Alert>
      ) : null}
      {editing === null ? (
        <ButtonRow>
          <Button
            onClick={() => {
              setSaid(null);
              setEditing('new');
            }}
          >
            {t('Add a staff member')}
          </Button>
        </ButtonRow>
      ) : (
        <TeamForm
          key={editing === 'new' ? 'new' : editing.id}
          member={editing === 'new' ? null : editing}
          onDone={say}
          onCancel={() => setEditing(null)}
        />
      )}
      {list.data.length === 0 ? (
        <EmptyState title={t('No staff yet.')} />
      ) : (
        <People aria-label={t('Staff members')}>
          {list.data.map((member) => (
            <Person
              key={member.id}
              member={member}
              onEdit={() => {
                setSaid(null);
                setEditing(member);
              }}
              onSaid={(message) => setSaid(translate(message))}
            />
          ))}
        </People>
      )}
    </>
  );
}
