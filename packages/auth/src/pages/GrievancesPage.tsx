import { type ReactNode } from 'react';
import styled from 'styled-components';
import { ROUTES, formatIndiaDate, type Grievance } from '@medibridge/contract';
import { Alert, EmptyState, Link, Skeleton, StatusBadge, useLanguage } from '@medibridge/ui-kit';
import { useGrievanceListQuery } from '../api';
import { AuthCard, CardLinks } from '../components/AuthCard';
import { CATEGORY_LABELS, STATE_LABELS } from '../components/grievanceLabels';
import { useGrievanceTexts } from '../i18n/grievances';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;
  overflow-wrap: anywhere;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
    align-items: center;
  }
  p {
    margin: 0;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Answer = styled.div`
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  white-space: pre-line;
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

function GrievanceItem({ g }: { g: Grievance }): ReactNode {
  const t = useGrievanceTexts();
  const language = useLanguage();
  const state = STATE_LABELS[g.state];
  return (
    <Item>
      <h2>
        <span>{g.reference}</span>
        <StatusBadge tone={state.tone}>{t(state.label)}</StatusBadge>
      </h2>
      <small>
        {t(CATEGORY_LABELS[g.category])}
        {(g.appointment_no ?? g.order_no)
          ? ` · ${g.appointment_no ?? g.order_no ?? ''}`
          : ''} · {t('Filed on {date}', { date: formatIndiaDate(new Date(g.filed_at), language) })}
      </small>
      <p>{g.description}</p>
      {g.answer ? (
        <Answer>
          <h3>{t('Our answer')}</h3>
          {g.answer}
        </Answer>
      ) : (
        <small>
          {t('We will answer by {date}.', { date: formatIndiaDate(g.due_on, language) })}
        </small>
      )}
    </Item>
  );
}

/**
 * /grievances (issue 33 §1, docs/decisions/0066): the patient's grievances with their state, the promised
 * answer date and the staff answer; the way to file a new one and to the grievance officer's details.
 */
export function GrievancesPage(): ReactNode {
  const t = useGrievanceTexts();
  const list = useGrievanceListQuery();
  return (
    <AuthCard
      title={t('My grievances')}
      lead={t(
        'Tell our grievance officer what went wrong. We text you a reference at once and answer within {days} days.',
        { days: list.data?.meta.answer_days ?? 30 },
      )}
      wide
    >
      <CardLinks>
        <Link to={ROUTES.grievanceNew}>{t('File a grievance')}</Link>
        <Link to={ROUTES.privacy}>{t('Privacy and consent')}</Link>
      </CardLinks>
      {list.data ? (
        list.data.data.length === 0 ? (
          <EmptyState title={t('You have not filed a grievance.')} />
        ) : (
          <List>
            {list.data.data.map((g) => (
              <GrievanceItem key={g.reference} g={g} />
            ))}
          </List>
        )
      ) : list.isError ? (
        <Alert tone="error" autoDismissMs={null}>
          {t('Your grievances could not be loaded.')}
        </Alert>
      ) : (
        <Skeleton height={64} lines={3} />
      )}
      <small>
        {t(
          'If our answer does not settle it, you may complain to the Data Protection Board of India (for your personal data) or the consumer helpline 1915.',
        )}
      </small>
    </AuthCard>
  );
}
