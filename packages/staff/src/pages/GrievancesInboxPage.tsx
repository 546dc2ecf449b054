import { useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  GRIEVANCE_STATES,
  indiaDateTime,
  type GrievanceCategory,
  type GrievanceState,
  type StaffGrievance,
  type StaffGrievanceRow,
} from '@medibridge/contract';
import {
  Alert,
  Button,
  EmptyState,
  SelectInput,
  Skeleton,
  StatusBadge,
  TextArea,
  translate,
} from '@medibridge/ui-kit';
import { problemOf } from '@medibridge/api-client';
import {
  useStaffGrievanceAnswerMutation,
  useStaffGrievanceCloseMutation,
  useStaffGrievanceListQuery,
  useStaffGrievanceShowQuery,
} from '../grievanceApi';
import { StaffGate } from '../components/StaffGate';
import { ButtonRow, FilterRow, Panel, RecordList } from '../components/StaffFrame';
import { type GrievanceText, useGrievanceTexts } from '../i18n/grievances';

const CATEGORY: Record<GrievanceCategory, GrievanceText> = {
  privacy: 'Privacy or my data',
  consultation: 'A consultation',
  payment: 'A payment or refund',
  pharmacy: 'A pharmacy order',
  other: 'Something else',
};

const STATE: Record<GrievanceState, GrievanceText> = {
  open: 'Open',
  answered: 'Answered',
  closed: 'Closed',
};

const Rows = styled(RecordList)`
  li {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
  }
  .badges {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const Written = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/**
 * /staff/grievances (coordinator, admin; docs/decisions/0066): the grievances, what is due first, overdue and
 * escalated marked; open one (a read the security log records), answer it (texted to the patient), close it.
 */
export function GrievancesInboxPage(): ReactNode {
  const t = useGrievanceTexts();
  return (
    <StaffGate role={['coordinator', 'admin']} title={t('Grievances')}>
      {() => <Inbox />}
    </StaffGate>
  );
}

function Inbox(): ReactNode {
  const t = useGrievanceTexts();
  const [state, setState] = useState<GrievanceState | ''>('open');
  const [opened, setOpened] = useState<string | null>(null);
  const list = useStaffGrievanceListQuery({ state });
  return (
    <>
      {opened ? <Opened reference={opened} onClose={() => setOpened(null)} /> : null}
      <Panel as="section" aria-labelledby="grievances-title">
        <h2 id="grievances-title">{t('Grievances, what is due first')}</h2>
        <FilterRow role="search" onSubmit={(event) => event.preventDefault()}>
          <SelectInput
            label={t('State')}
            placeholder={t('All states')}
            value={state}
            onChange={(event) => setState(event.target.value as GrievanceState | '')}
            options={GRIEVANCE_STATES.map((s) => ({ value: s, label: t(STATE[s]) }))}
          />
        </FilterRow>
        {list.isLoading ? (
          <Skeleton height={120} lines={3} />
        ) : list.isError || !list.data ? (
          <Alert tone="error" autoDismissMs={null}>
            {translate(problemOf(list.error, 'The grievances could not be loaded.').message)}
          </Alert>
        ) : list.data.length === 0 ? (
          <EmptyState title={t('No grievances here.')} />
        ) : (
          <Rows aria-label={t('Grievances')}>
            {list.data.map((g) => (
              <Row key={g.reference} g={g} onOpen={() => setOpened(g.reference)} />
            ))}
          </Rows>
        )}
      </Panel>
    </>
  );
}

function Row({ g, onOpen }: { g: StaffGrievanceRow; onOpen: () => void }): ReactNode {
  const t = useGrievanceTexts();
  return (
    <li>
      <div>
        <span className="what">
          {g.reference} · {t(CATEGORY[g.category])}
        </span>
        <div className="meta">
          {t('Due {date}', { date: g.due_on })} ·{' '}
          {t('Filed {when}', { when: indiaDateTime(new Date(g.filed_at)) })}
        </div>
        <div className="badges">
          <StatusBadge
            tone={g.state === 'open' ? 'warning' : g.state === 'answered' ? 'good' : 'over'}
          >
            {t(STATE[g.state])}
          </StatusBadge>
          {g.overdue ? <StatusBadge tone="problem">{t('Overdue')}</StatusBadge> : null}
          {g.escalated_at ? <StatusBadge tone="problem">{t('Escalated')}</StatusBadge> : null}
        </div>
      </div>
      <Button type="button" size="sm" variant="secondary" onClick={onOpen}>
        {t('Open {reference}', { reference: g.reference })}
      </Button>
    </li>
  );
}

function Opened({ reference, onClose }: { reference: string; onClose: () => void }): ReactNode {
  const t = useGrievanceTexts();
  const shown = useStaffGrievanceShowQuery(reference);
  const [answer, answering] = useStaffGrievanceAnswerMutation();
  const [close, closing] = useStaffGrievanceCloseMutation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // What the last answer or close returned: shown at once, without waiting for a second (logged) read.
  const [latest, setLatest] = useState<StaffGrievance | null>(null);
  const g = latest ?? shown.data;

  const onAnswer = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setError(null);
    setDone(null);
    if (text.trim().length < 10) {
      setError(t('Write the answer in at least 10 characters.'));
      return;
    }
    const result = await answer({ reference, answer: text.trim() });
    if ('error' in result) {
      setError(translate(problemOf(result.error, 'The answer could not be saved.').message));
      return;
    }
    setText('');
    setLatest(result.data);
    setDone(t('The answer has been saved and texted to the patient.'));
  };

  const onCloseGrievance = async (): Promise<void> => {
    setError(null);
    const result = await close(reference);
    if ('error' in result) {
      setError(translate(problemOf(result.error, 'The grievance could not be closed.').message));
      return;
    }
    setLatest(result.data);
    setDone(t('The grievance is closed.'));
  };

  return (
    <Panel as="section" aria-labelledby="grievance-title">
      <h2 id="grievance-title">{reference}</h2>
      {!g ? (
        shown.isError ? (
          <Alert tone="error" autoDismissMs={null}>
            {translate(problemOf(shown.error, 'The grievance could not be loaded.').message)}
          </Alert>
        ) : (
          <Skeleton height={120} lines={3} />
        )
      ) : (
        <>
          <p>
            <strong>{g.patient_name}</strong> · {g.mobile} · {t(CATEGORY[g.category])}
            {(g.appointment_no ?? g.order_no) ? ` · ${g.appointment_no ?? g.order_no ?? ''}` : ''}
          </p>
          <p>
            {t('Due {date}', { date: g.due_on })} · {t(STATE[g.state])}
            {g.escalated_at ? ` · ${t('Escalated')}` : ''}
          </p>
          <Written>{g.description}</Written>
          {g.answer ? (
            <>
              <h3>{t('Answer')}</h3>
              <Written>{g.answer}</Written>
              {g.answered_by ? <p>{t('By {name}', { name: g.answered_by })}</p> : null}
            </>
          ) : null}
          {error ? (
            <Alert tone="error" autoDismissMs={null}>
              {error}
            </Alert>
          ) : null}
          {done ? (
            <Alert tone="success" autoDismissMs={null}>
              {done}
            </Alert>
          ) : null}
          {g.state !== 'closed' ? (
            <form noValidate onSubmit={(e) => void onAnswer(e)}>
              <TextArea
                label={g.answer ? t('Change the answer') : t('Your answer to the patient')}
                name="answer"
                rows={5}
                value={text}
                onChange={(e) => setText(e.target.value)}
              />
              <ButtonRow>
                <Button type="submit" loading={answering.isLoading}>
                  {t('Send the answer')}
                </Button>
                {g.state === 'answered' ? (
                  <Button
                    type="button"
                    variant="secondary"
                    loading={closing.isLoading}
                    onClick={() => void onCloseGrievance()}
                  >
                    {t('Close the grievance')}
                  </Button>
                ) : null}
              </ButtonRow>
            </form>
          ) : null}
        </>
      )}
      <ButtonRow>
        <Button type="button" variant="ghost" onClick={onClose}>
          {t('Back to the list')}
        </Button>
      </ButtonRow>
    </Panel>
  );
}
