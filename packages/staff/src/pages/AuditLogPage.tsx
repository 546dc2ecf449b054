import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { AUDIT_ACTIONS, indiaDateTime, type AuditEntry } from '@medibridge/contract';
import { SelectInput, TextInput, useDebouncedValue } from '@medibridge/ui-kit';
import { useStaffAuditListQuery, type AuditFilters } from '../api';
import { usePageOf } from '../components/Pager';
import { PagedList } from '../components/PagedList';
import { DateRangeFields } from '../components/DateRangeFields';
import { StaffGate } from '../components/StaffGate';
import { FilterRow, RecordList, SEARCH_DEBOUNCE_MS } from '../components/StaffFrame';
import { useAuditTexts } from '../i18n/audit';

const Entries = styled(RecordList)`
  @media ${({ theme }) => theme.media.desktop} {
    li {
      grid-template-columns: 170px minmax(0, 1fr) minmax(0, 1.2fr);
      gap: ${({ theme }) => theme.space.md};
      align-items: baseline;
    }
  }
`;

function Entry({ entry }: { entry: AuditEntry }): ReactNode {
  const t = useAuditTexts();
  return (
    <li>
      <span className="meta">{indiaDateTime(new Date(entry.created_at))}</span>
      <span className="what">{`${entry.action} · ${entry.subject}`}</span>
      <span>
        {t('{name} as {role}', { name: entry.user_name ?? '—', role: entry.role }) +
          (entry.detail ? ` — ${entry.detail}` : '')}
        {entry.after ? <Changes before={entry.before ?? {}} after={entry.after} /> : null}
      </span>
    </li>
  );
}

const ChangeList = styled.ul`
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  padding-left: ${({ theme }) => theme.space.md};
  overflow-wrap: anywhere;
`;

/** An operator's edit as "field: before → after", one line per changed field. */
function Changes({
  before,
  after,
}: {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}): ReactNode {
  return (
    <ChangeList>
      {Object.keys(after).map((field) => (
        <li key={field}>{`${field}: ${shown(before[field])} → ${shown(after[field])}`}</li>
      ))}
    </ChangeList>
  );
}

const shown = (value: unknown): string =>
  value === undefined || value === null || value === ''
    ? '—'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** Who reads the audit log: coordinators, and the admin whose changes it records (docs/decisions/0053). */
const AUDIT_ROLES = ['coordinator', 'admin'] as const;

/** /staff/audit-log (coordinator or admin): every staff action, newest first, paged, filtered by action, record and date. */
export function AuditLogPage(): ReactNode {
  const t = useAuditTexts();
  return (
    <StaffGate role={AUDIT_ROLES} title={t('Audit log')}>
      {() => <AuditLog />}
    </StaffGate>
  );
}

/** The filters and the entries (asked for only once the user is known to be a coordinator). */
function AuditLog(): ReactNode {
  const t = useAuditTexts();
  const [filters, setFilters] = useState<Omit<AuditFilters, 'page'>>({});
  const [record, setRecord] = useState('');
  // The server looks the record up: one request once the typing pauses, not one per key.
  const subject = useDebouncedValue(record.trim(), SEARCH_DEBOUNCE_MS);
  const asked = { ...filters, ...(subject ? { subject } : {}) };
  const [page, setPage] = usePageOf(asked);
  const list = useStaffAuditListQuery({ page, ...asked });
  return (
    <>
      <FilterRow role="search" onSubmit={(event) => event.preventDefault()}>
        <SelectInput
          label={t('Action')}
          placeholder={t('All actions')}
          value={filters.action ?? ''}
          onChange={(event) => setFilters({ ...filters, action: event.target.value })}
          options={AUDIT_ACTIONS.map((a) => ({ value: a, label: a }))}
        />
        <TextInput
          label={t('Record')}
          hint={t('APT-…, ORD-… or ENQ-…')}
          value={record}
          onChange={(event) => setRecord(event.target.value)}
        />
        <DateRangeFields
          from={filters.from}
          to={filters.to}
          onChange={(field, value) => setFilters({ ...filters, [field]: value })}
        />
      </FilterRow>
      <PagedList
        result={list}
        failed="The audit log could not be loaded."
        empty={t('Nothing recorded here.')}
        onPage={setPage}
      >
        {(entries) => (
          <Entries aria-label={t('Audit entries')}>
            {entries.map((e) => (
              <Entry key={e.id} entry={e} />
            ))}
          </Entries>
        )}
      </PagedList>
    </>
  );
}
