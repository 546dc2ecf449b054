import { useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  SECURITY_EVENT_KINDS,
  indiaDateTime,
  type Breach,
  type BreachRecordRequest,
} from '@medibridge/contract';
import {
  Alert,
  Button,
  RadioGroup,
  SelectInput,
  TextArea,
  TextInput,
  translate,
} from '@medibridge/ui-kit';
import { problemOf } from '@medibridge/api-client';
import {
  useStaffBreachListQuery,
  useStaffBreachNotifyMutation,
  useStaffBreachRecordMutation,
  useStaffSecurityLogQuery,
} from '../api';
import { usePageOf } from '../components/Pager';
import { PagedList } from '../components/PagedList';
import { StaffGate } from '../components/StaffGate';
import { FilterRow, Panel, RecordList } from '../components/StaffFrame';
import { useSecurityTexts } from '../i18n/security';

const Entries = styled(RecordList)`
  @media ${({ theme }) => theme.media.desktop} {
    li {
      grid-template-columns: 170px minmax(0, 1fr) minmax(0, 1.4fr);
      gap: ${({ theme }) => theme.space.md};
      align-items: baseline;
    }
  }
`;

const BreachForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: minmax(0, 1fr);
  @media ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    .wide {
      grid-column: 1 / -1;
    }
  }
`;

/**
 * /staff/security-log (admin; DPDP Rules 2025 r.6 and r.7, docs/decisions/0061): the append-only security
 * log, and the breach step: record what happened and who is affected, check the list, then text them once.
 */
export function SecurityLogPage(): ReactNode {
  const t = useSecurityTexts();
  return (
    <StaffGate role="admin" title={t('Security log')}>
      {() => (
        <>
          <Breaches />
          <SecurityLog />
        </>
      )}
    </StaffGate>
  );
}

function SecurityLog(): ReactNode {
  const t = useSecurityTexts();
  const [kind, setKind] = useState('');
  const asked = kind ? { kind } : {};
  const [page, setPage] = usePageOf(asked);
  const list = useStaffSecurityLogQuery({ page, ...asked });
  return (
    <Panel as="section" aria-labelledby="security-log-title">
      <h2 id="security-log-title">{t('Security events')}</h2>
      {list.data ? (
        <p>
          {t('Kept {days} days; nobody can change or delete an entry.', {
            days: list.data.meta.retention_days,
          })}
        </p>
      ) : null}
      <FilterRow role="search" onSubmit={(event) => event.preventDefault()}>
        <SelectInput
          label={t('Event')}
          placeholder={t('All events')}
          value={kind}
          onChange={(event) => setKind(event.target.value)}
          options={SECURITY_EVENT_KINDS.map((k) => ({ value: k, label: k }))}
        />
      </FilterRow>
      <PagedList
        result={list}
        failed="The security log could not be loaded."
        empty={t('Nothing recorded here.')}
        onPage={setPage}
      >
        {(events) => (
          <Entries aria-label={t('Security events')}>
            {events.map((e) => (
              <li key={e.id}>
                <span className="meta">{indiaDateTime(new Date(e.created_at))}</span>
                <span className="what">
                  {[e.kind, e.subject, e.user_id ? `#${String(e.user_id)}` : '']
                    .filter(Boolean)
                    .join(' · ')}
                </span>
                <span>
                  {[
                    e.actor_name
                      ? `${e.actor_name}${e.actor_role ? ` (${e.actor_role})` : ''}`
                      : '',
                    e.detail,
                    e.ip ? `IP ${e.ip}` : '',
                  ]
                    .filter(Boolean)
                    .join(' — ')}
                </span>
              </li>
            ))}
          </Entries>
        )}
      </PagedList>
    </Panel>
  );
}

type By = 'mobiles' | 'records_between';

function Breaches(): ReactNode {
  const t = useSecurityTexts();
  const [record, recorded] = useStaffBreachRecordMutation();
  const [notify, notified] = useStaffBreachNotifyMutation();
  const list = useStaffBreachListQuery();
  const [by, setBy] = useState<By>('mobiles');
  const [form, setForm] = useState({
    what: '',
    occurred_on: '',
    data_affected: '',
    mobiles: '',
    from: '',
    to: '',
  });
  const [current, setCurrent] = useState<Breach | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm({ ...form, [field]: event.target.value });

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setSent(null);
    const body: BreachRecordRequest = {
      what: form.what,
      occurred_on: form.occurred_on,
      data_affected: form.data_affected,
      affected:
        by === 'mobiles'
          ? { by, mobiles: form.mobiles.split(/[\s,;]+/).filter(Boolean) }
          : { by, from: form.from, to: form.to },
    };
    const answer = await record(body);
    if ('data' in answer && answer.data) setCurrent(answer.data);
  };
  const send = async (): Promise<void> => {
    if (!current) return;
    const answer = await notify(current.reference);
    if ('data' in answer && answer.data) {
      setCurrent(answer.data.data);
      setSent(answer.data.message);
    }
  };

  return (
    <Panel as="section" aria-labelledby="breach-title">
      <h2 id="breach-title">{t('Record a breach')}</h2>
      <p>
        {t(
          'Record what happened, check the affected patients, then text them the prepared notice once.',
        )}
      </p>
      <BreachForm onSubmit={(event) => void submit(event)} noValidate>
        <TextArea
          className="wide"
          label={t('What happened')}
          value={form.what}
          onChange={set('what')}
          required
        />
        <TextInput
          label={t('When it happened')}
          type="date"
          value={form.occurred_on}
          onChange={set('occurred_on')}
          required
        />
        <TextInput
          label={t('Which data')}
          hint={t('30 characters at most; it goes into the text, e.g. name and mobile number.')}
          value={form.data_affected}
          maxLength={30}
          onChange={set('data_affected')}
          required
        />
        <RadioGroup
          className="wide"
          label={t('Affected patients')}
          name="breach-by"
          value={by}
          onChange={(value: string) => setBy(value as By)}
          options={[
            { value: 'mobiles', label: t('These mobiles') },
            { value: 'records_between', label: t('Everyone with a record in these dates') },
          ]}
        />
        {by === 'mobiles' ? (
          <TextArea
            className="wide"
            label={t('Mobiles')}
            hint={t('10 digits each, separated by commas or new lines.')}
            value={form.mobiles}
            onChange={set('mobiles')}
          />
        ) : (
          <>
            <TextInput label={t('From')} type="date" value={form.from} onChange={set('from')} />
            <TextInput label={t('To')} type="date" value={form.to} onChange={set('to')} />
          </>
        )}
        <Button className="wide" type="submit" loading={recorded.isLoading}>
          {t('Record and list the patients')}
        </Button>
      </BreachForm>
      {recorded.error ? (
        <Alert tone="error" autoDismissMs={null}>
          {translate(problemOf(recorded.error, 'The breach could not be recorded.').message)}
        </Alert>
      ) : null}
      {current ? (
        <div aria-live="polite">
          <h3>{`${current.reference} · ${t('{count} patients', { count: current.patient_count })}`}</h3>
          <RecordList aria-label={t('Affected patients')}>
            {current.patients.map((p) => (
              <li key={p.user_id}>
                <span className="what">{p.name}</span>
                <span className="meta">{p.mobile}</span>
              </li>
            ))}
          </RecordList>
          {current.notified_at ? (
            <Alert tone="success" autoDismissMs={null}>
              {sent ?? t('Texted {count} patients.', { count: current.texted_count })}
            </Alert>
          ) : (
            <Button variant="danger" loading={notified.isLoading} onClick={() => void send()}>
              {t('Text the notice to {count} patients', { count: current.patient_count })}
            </Button>
          )}
          {notified.error ? (
            <Alert tone="error" autoDismissMs={null}>
              {translate(problemOf(notified.error, 'The notice could not be sent.').message)}
            </Alert>
          ) : null}
        </div>
      ) : null}
      {list.data && list.data.length > 0 ? (
        <>
          <h3>{t('Breaches recorded')}</h3>
          <RecordList aria-label={t('Breaches recorded')}>
            {list.data.map((b) => (
              <li key={b.reference}>
                <span className="what">{`${b.reference} · ${b.data_affected}`}</span>
                <span className="meta">
                  {`${b.occurred_on} · ${t('{count} patients', { count: b.patient_count })} · ${
                    b.notified_at
                      ? t('Texted {count} patients.', { count: b.texted_count })
                      : t('Not texted yet')
                  }`}
                </span>
                <span>{b.what}</span>
              </li>
            ))}
          </RecordList>
        </>
      ) : null}
    </Panel>
  );
}
