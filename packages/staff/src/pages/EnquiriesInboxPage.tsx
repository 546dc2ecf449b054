import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  CALL_BACK_FILTERS,
  ENQUIRY_SEARCH_MAX,
  ENQUIRY_SEARCH_MIN,
  ENQUIRY_STATUSES,
  ENQUIRY_TYPES,
  endpointPath,
  indiaDateTime,
  serverRoute,
  type CallBackFilter,
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
  theme,
  translate,
  useDebouncedValue,
  useLanguage,
  useMediaQuery,
} from '@medibridge/ui-kit';
import { useServiceNames } from '@medibridge/ui-kit/service-names';
import {
  useStaffEnquiryListQuery,
  useStaffEnquiryStatusMutation,
  withQuery,
  type EnquiryFilters,
} from '../api';
import { problemOf } from '@medibridge/api-client';
import { Facts } from '../components/Facts';
import { Pager, usePageOf } from '../components/Pager';
import { DateRangeFields } from '../components/DateRangeFields';
import { StaffGate } from '../components/StaffGate';
import {
  ButtonRow,
  CardList,
  FilterRow,
  InlineForm,
  Panel,
  SEARCH_DEBOUNCE_MS,
} from '../components/StaffFrame';
import { enquiryTypeLabel } from '../enquiryTypes';
import { useInboxTexts, type InboxText } from '../i18n/inbox';

/** The notes and call-back form of an opened enquiry: loaded when one is opened (with its Hindi). */
const EnquiryFollowUp = lazy(() => import('./EnquiryFollowUp'));

export const STATUS_NAMES: Record<EnquiryStatus, InboxText> = {
  new: 'New',
  contacted: 'Contacted',
  closed: 'Closed',
};

const CALL_BACK_NAMES: Record<CallBackFilter, InboxText> = {
  due: 'Due or overdue',
  scheduled: 'Any call-back set',
};

/** The current time, again every minute: what "overdue" is measured against on screen. */
/** The enquiry types that are no service page: their names' Hindi is the inbox's own catalogue. */
const OWN_TYPE_NAMES: readonly InboxText[] = ['Consultation', 'Contact Us'];

/**
 * An enquiry type as patients name it, in the app's language: a service page's name (its Hindi is contract's
 * hi-services, registered here) or one of the inbox's own.
 */
function useTypeName(): (type: string) => string {
  const t = useInboxTexts();
  useServiceNames();
  const language = useLanguage();
  return (type) => {
    const label = enquiryTypeLabel(type);
    return OWN_TYPE_NAMES.includes(label as InboxText)
      ? t(label as InboxText)
      : translate(label, undefined, language);
  };
}

function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const CallBackBadge = styled.span<{ $overdue: boolean }>`
  justify-self: start;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  background: ${({ theme, $overdue }) => ($overdue ? theme.colors.dangerSoft : theme.colors.infoSoft)};
  color: ${({ theme, $overdue }) => ($overdue ? theme.colors.danger : theme.colors.info)};
`;

/** An enquiry's call-back time (India), marked once it is due. */
function CallBackTag({ at, now }: { at: string; now: number }): ReactNode {
  const t = useInboxTexts();
  const when = indiaDateTime(new Date(at));
  return new Date(at).getTime() <= now ? (
    <CallBackBadge $overdue>{t('Call back overdue: {when}', { when })}</CallBackBadge>
  ) : (
    <CallBackBadge $overdue={false}>{t('Call back: {when}', { when })}</CallBackBadge>
  );
}

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

/** One enquiry: what the person asked, its call-back, the status change; opened, its notes and call-back form. */
function EnquiryCard({ enquiry, now }: { enquiry: StaffEnquiry; now: number }): ReactNode {
  const t = useInboxTexts();
  const typeName = useTypeName();
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
        {enquiry.call_back_at ? <CallBackTag at={enquiry.call_back_at} now={now} /> : null}
        <Facts
          rows={[
            [t('Type'), typeName(enquiry.enquiryType)],
            [t('Name'), name],
            [t('Mobile'), enquiry.mobile],
            [t('Received'), indiaDateTime(new Date(enquiry.created_at))],
            [t('Notes'), enquiry.notes_count > 0 ? enquiry.notes_count : null],
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
        {open ? (
          <Suspense fallback={<Skeleton height={96} lines={3} />}>
            <EnquiryFollowUp enquiry={enquiry} />
          </Suspense>
        ) : null}
      </Panel>
    </li>
  );
}

const FiltersToggle = styled(Button)`
  justify-self: start;
`;

/**
 * /staff/enquiries (coordinator): the enquiries, newest first, paged and filtered by type, status, India dates
 * and call-backs (due now or overdue, or any; soonest first), searched by the server (name, mobile, email or
 * reference; the box waits for typing to stop and keeps the other filters); each with its details, call-back,
 * status change, notes and call-back form; the CSV export of the same filters and search. On phones the
 * filters fold behind a "Filters" button that counts the active ones, so the list starts on the first screen.
 */
export function EnquiriesInboxPage(): ReactNode {
  const t = useInboxTexts();
  const typeName = useTypeName();
  const [filters, setFilters] = useState<Omit<EnquiryFilters, 'page' | 'q'>>({});
  const [search, setSearch] = useState('');
  const typed = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const searched = { ...filters, q: typed.length >= ENQUIRY_SEARCH_MIN ? typed : undefined };
  const [page, setPage] = usePageOf(searched);
  const roomy = useMediaQuery(theme.media.tablet);
  const [unfolded, setUnfolded] = useState(false);
  const active =
    Object.values(filters).filter((value) => Boolean(value)).length + (search.trim() ? 1 : 0);
  const showFilters = roomy || unfolded;
  return (
    <StaffGate role="coordinator" title={t('Enquiries inbox')}>
      {() => (
        <>
          {roomy ? null : (
            <FiltersToggle
              type="button"
              variant="secondary"
              size="sm"
              aria-expanded={unfolded}
              aria-controls="enquiry-filters"
              onClick={() => setUnfolded(!unfolded)}
            >
              {active > 0 ? t('Filters ({count})', { count: active }) : t('Filters')}
            </FiltersToggle>
          )}
          {showFilters ? (
            <FilterRow
              id="enquiry-filters"
              role="search"
              aria-label={t('Filters')}
              onSubmit={(event) => event.preventDefault()}
            >
              <SelectInput
                label={t('Type')}
                placeholder={t('All types')}
                value={filters.type ?? ''}
                onChange={(event) => setFilters({ ...filters, type: event.target.value })}
                options={ENQUIRY_TYPES.map((type) => ({ value: type, label: typeName(type) }))}
              />
              <SelectInput
                label={t('Status')}
                placeholder={t('All statuses')}
                value={filters.status ?? ''}
                onChange={(event) => setFilters({ ...filters, status: event.target.value })}
                options={ENQUIRY_STATUSES.map((s) => ({ value: s, label: t(STATUS_NAMES[s]) }))}
              />
              <DateRangeFields
                from={filters.from}
                to={filters.to}
                onChange={(field, value) => setFilters({ ...filters, [field]: value })}
              />
              <SelectInput
                label={t('Call-backs')}
                placeholder={t('All enquiries')}
                value={filters.call_back ?? ''}
                onChange={(event) => setFilters({ ...filters, call_back: event.target.value })}
                options={CALL_BACK_FILTERS.map((c) => ({ value: c, label: t(CALL_BACK_NAMES[c]) }))}
              />
              <TextInput
                label={t('Search')}
                hint={t('Name, mobile, email or reference')}
                type="search"
                maxLength={ENQUIRY_SEARCH_MAX}
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            </FilterRow>
          ) : null}
          <a href={withQuery(serverRoute(endpointPath('staffEnquiryCsv')), searched)} download>
            {t('Export as CSV')}
          </a>
          <EnquiryList filters={{ page, ...searched }} onPage={setPage} />
        </>
      )}
    </StaffGate>
  );
}

function EnquiryList({
  filters,
  onPage,
}: {
  filters: EnquiryFilters;
  onPage: (page: number) => void;
}): ReactNode {
  const t = useInboxTexts();
  const list = useStaffEnquiryListQuery(filters);
  const now = useMinuteClock();
  if (list.isLoading) return <Skeleton height={120} lines={3} />;
  if (list.isError || !list.data)
    return (
      <Alert tone="error" autoDismissMs={null}>
        {translate(problemOf(list.error, 'The enquiries could not be loaded.').message)}
      </Alert>
    );
  const shown = list.data.data;
  return (
    <>
      {shown.length === 0 ? (
        <EmptyState title={t('No enquiries match.')} />
      ) : (
        <CardList aria-label={t('Enquiries')}>
          {shown.map((e) => (
            <EnquiryCard key={e.reference} enquiry={e} now={now} />
          ))}
        </CardList>
      )}
      <Pager meta={list.data.meta} onPage={onPage} />
    </>
  );
}
