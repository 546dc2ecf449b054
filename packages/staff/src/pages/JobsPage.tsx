import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { indiaDateTime, type FailedJob } from '@medibridge/contract';
import { Alert, Button, EmptyState, Skeleton, translate } from '@medibridge/ui-kit';
import { problemOf } from '@medibridge/api-client';
import { useStaffJobRetryMutation, useStaffJobsFailedQuery } from '../api';
import { StaffGate } from '../components/StaffGate';
import { RecordList } from '../components/StaffFrame';
import { useAuditTexts } from '../i18n/audit';

const Jobs = styled(RecordList)`
  li {
    gap: ${({ theme }) => theme.space.xs};
  }
  button {
    justify-self: start;
  }
  @media ${({ theme }) => theme.media.desktop} {
    li {
      grid-template-columns: minmax(0, 1fr) auto;
      align-items: center;
    }
    button {
      grid-row: 1 / span 3;
      grid-column: 2;
    }
  }
`;

/** What a job was queued with, as `key: value` pairs (record numbers, never a patient's words). */
function dataLine(data: FailedJob['data']): string {
  return Object.entries(data)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' · ');
}

function Job({ job, onQueued }: { job: FailedJob; onQueued: (name: string) => void }): ReactNode {
  const t = useAuditTexts();
  const [retry, { isLoading, error }] = useStaffJobRetryMutation();
  const runAgain = async (): Promise<void> => {
    const answer = await retry(job.id);
    if ('data' in answer) onQueued(job.name);
  };
  return (
    <li>
      <span className="what">{job.name}</span>
      <span className="meta">
        {`${indiaDateTime(new Date(job.failed_at))} · ${t('{attempts} attempts', { attempts: job.attempts })}`}
        {Object.keys(job.data).length > 0 ? ` · ${dataLine(job.data)}` : ''}
      </span>
      <span>{t('Last error: {error}', { error: job.error || '—' })}</span>
      <Button
        variant="secondary"
        size="sm"
        loading={isLoading}
        disabled={isLoading}
        onClick={() => void runAgain()}
      >
        {t('Run again')}
      </Button>
      {error ? (
        <Alert tone="error" autoDismissMs={null}>
          {translate(problemOf(error, 'The job could not be queued again.').message)}
        </Alert>
      ) : null}
    </li>
  );
}

/**
 * /staff/jobs (coordinator): the background jobs whose retries are spent (a reminder the SMS provider refused,
 * a room LiveKit would not end), newest first, each with its last error and a button to run it again.
 */
export function JobsPage(): ReactNode {
  const t = useAuditTexts();
  return (
    <StaffGate role="admin" title={t('Background jobs')}>
      {() => <FailedJobs />}
    </StaffGate>
  );
}

function FailedJobs(): ReactNode {
  const t = useAuditTexts();
  const list = useStaffJobsFailedQuery();
  const [queued, setQueued] = useState<string | null>(null);
  const said = queued ? (
    <Alert tone="success" onDismiss={() => setQueued(null)}>
      {t('Queued again: {name}', { name: queued })}
    </Alert>
  ) : null;
  if (list.isLoading) return <Skeleton height={120} lines={3} />;
  if (list.isError || !list.data)
    return (
      <Alert tone="error" autoDismissMs={null}>
        {translate(problemOf(list.error, 'The failed jobs could not be loaded.').message)}
      </Alert>
    );
  return (
    <>
      {said}
      {list.data.length === 0 ? (
        <EmptyState title={t('No job has failed.')} />
      ) : (
        <Jobs aria-label={t('Failed jobs')}>
          {list.data.map((job) => (
            <Job key={job.id} job={job} onQueued={setQueued} />
          ))}
        </Jobs>
      )}
    </>
  );
}
