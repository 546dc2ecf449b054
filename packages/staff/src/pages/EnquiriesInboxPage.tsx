import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  ENQUIRY_STATUSES,
  ENQUIRY_TYPES,
  endpointPath,
  indiaDateTime,
  serverRoute,
  type EnquiryStatus,
  type StaffEnquiry,
} from '@medibridge/contract';
import {
  Alert,
  Button,
  EmptyState,
  SelectInput,
  Skeleton,
  TextInput,
  translate,
} from '@medibridge/ui-kit';
import {
  useStaffEnquiryListQuery,
  useStaffEnquiryStatusMutation,
  withQuery,
  type EnquiryFilters,
} from '../api';
import { Facts } from '../components/Facts';
import { Pager } from '../components/Pager';
import { StaffGate } from '../components/StaffGate';
import { ButtonRow, CardList, FilterRow, InlineForm, Panel } from '../components/StaffFrame';
import { useStaffTexts, type StaffText } from '../i18n';
import { problemOf } from '../messages';

export const STATUS_NAMES: Record<EnquiryStatus, StaffText> = {
  new: 'New',
  contacted: 'Contacted',
  closed: 'Closed',
};

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  align-items: baseline;
`;

const Badge = styled.span<{ $status: EnquiryStatus }>`
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  background: ${({ theme, $status }) =>
    $status === 'new'
      ? theme.colors.warningSoft
      : $status === 'contacted'
        ? theme.colors.infoSoft
        : theme.colors.successSoft};
  color: ${({ theme, $status }) =>
    $status === 'new'
      ? theme.colors.warning
      : $status === 'contacted'
        ? theme.colors.info
        : theme.colors.success};
`;

function searchable(e: StaffEnquiry): string {
  return [e.reference, e.first_name, e.last_name, e.mobile, e.email, e.enquiryType]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}

/** One enquiry: what the person asked, and the status change. */
function EnquiryCard({ enquiry }: { enquiry: StaffEnquiry }): ReactNode {
  const t = useStaffTexts();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<EnquiryStatus>(enquiry.status);
  const [change, changing] = useStaffEnquiryStatusMutation();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const name = [enquiry.first_name, enquiry.last_name].filter(Boolean).join(' ');
  const save = async (): Promise<void> => {
    setMessage(null);
    try {
      await change({ reference: enquiry.reference, status }).unwrap();
      setMessage({ tone: 'success', text: t('Status saved.') });
    } catch (error) {
      setMessage({
        tone: 'error',
        text: translate(problemOf(error, 'The status could not be saved.').message),
      });
    }
  };
  return (
    <li>
      <Panel as="article" aria-labelledby={`enq-${enquiry.reference}`}>
        <Head>
          <h2 id={`enq-${enquiry.reference}`}>{enquiry.reference}</h2>
          <Badge $status={enquiry.status}>{t(STATUS_NAMES[enquiry.status])}</Badge>
        </Head>
        <Facts
          rows={[
            [t('Type'), enquiry.enquiryType],
            [t('Name'), name],
            [t('Mobile'), enquiry.mobile],
            [t('Received'), indiaDateTime(new Date(enquiry.created_at))],
          ]}
        />
        {open ? (
          <Facts
            rows={[
              [t('Email'), enquiry.email],
              [t('Problem'), enquiry.problems],
              [t('Message'), enquiry.messages],
              [t('Hospital'), enquiry.hospitalName],
              [t('Age'), enquiry.age],
              [t('Gender'), enquiry.gender],
              [t('Nationality'), enquiry.nationality],
              [t('Passport'), enquiry.passport_no],
              [t('Page'), enquiry.page],
              [t('Form'), enquiry.form],
            ]}
          />
        ) : null}
        <ButtonRow>
          <Button variant="ghost" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? t('Hide details') : t('Show details')}
          </Button>
        </ButtonRow>
        <InlineForm
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <SelectInput
            label={t('Status of {reference}', { reference: enquiry.reference })}
            value={status}
            onChange={(event) => setStatus(event.target.value as EnquiryStatus)}
            options={ENQUIRY_STATUSES.map((s) => ({ value: s, label: t(STATUS_NAMES[s]) }))}
          />
          <Button type="submit" disabled={changing.isLoading || status === enquiry.status}>
            {t('Save status')}
          </Button>
        </InlineForm>
        {message ? (
          <Alert tone={message.tone} autoDismissMs={message.tone === 'success' ? 5000 : null}>
            {message.text}
          </Alert>
        ) : null}
      </Panel>
    </li>
  );
}

/**
 * /staff/enquiries (coordinator): the enquiries, newest first, paged and filtered by type, status and India
 * dates (the server's filters), searched within the page by name, mobile or reference; each with its details
 * and a status change; the CSV export of the same filters.
 */
export function EnquiriesInboxPage(): ReactNode {
  const t = useStaffTexts();
  const [filters, setFilters] = useState<EnquiryFilters>({ page: 1 });
  const [search, setSearch] = useState('');
  return (
    <StaffGate role="coordinator" title={t('Enquiries inbox')}>
      {() => (
        <>
          <FilterRow role="search" onSubmit={(event) => event.preventDefault()}>
            <SelectInput
              label={t('Type')}
              placeholder={t('All types')}
              value={filters.type ?? ''}
              onChange={(event) => setFilters({ ...filters, type: event.target.value, page: 1 })}
              options={ENQUIRY_TYPES.map((type) => ({ value: type, label: type }))}
            />
            <SelectInput
              label={t('Status')}
              placeholder={t('All statuses')}
              value={filters.status ?? ''}
              onChange={(event) => setFilters({ ...filters, status: event.target.value, page: 1 })}
              options={ENQUIRY_STATUSES.map((s) => ({ value: s, label: t(STATUS_NAMES[s]) }))}
            />
            <TextInput
              label={t('From')}
              type="date"
              value={filters.from ?? ''}
              onChange={(event) => setFilters({ ...filters, from: event.target.value, page: 1 })}
            />
            <TextInput
              label={t('To')}
              type="date"
              value={filters.to ?? ''}
              onChange={(event) => setFilters({ ...filters, to: event.target.value, page: 1 })}
            />
            <TextInput
              label={t('Search this page')}
              hint={t('Name, mobile or reference')}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </FilterRow>
          <a
            href={withQuery(serverRoute(endpointPath('staffEnquiryCsv')), {
              ...filters,
              page: undefined,
            })}
            download
          >
            {t('Export as CSV')}
          </a>
          <EnquiryList
            filters={filters}
            search={search}
            onPage={(page) => setFilters({ ...filters, page })}
          />
        </>
      )}
    </StaffGate>
  );
}

function EnquiryList({
  filters,
  search,
  onPage,
}: {
  filters: EnquiryFilters;
  search: string;
  onPage: (page: number) => void;
}): ReactNode {
  const t = useStaffTexts();
  const list = useStaffEnquiryListQuery(filters);
  if (list.isLoading) return <Skeleton height={120} lines={3} />;
  if (list.isError || !list.data)
    return (
      <Alert tone="error" autoDismissMs={null}>
        {translate(problemOf(list.error, 'The enquiries could not be loaded.').message)}
      </Alert>
    );
  const words = search.trim().toLowerCase();
  const shown = list.data.data.filter((e) => words === '' || searchable(e).includes(words));
  return (
    <>
      {shown.length === 0 ? (
        <EmptyState title={t('No enquiries match.')} />
      ) : (
        <CardList aria-label={t('Enquiries')}>
          {shown.map((e) => (
            <EnquiryCard key={e.reference} enquiry={e} />
          ))}
        </CardList>
      )}
      <Pager meta={list.data.meta} onPage={onPage} />
    </>
  );
}
