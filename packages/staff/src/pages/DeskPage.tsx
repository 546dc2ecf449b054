import { lazy, Suspense, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { buildPath, ENQUIRY_SEARCH_MAX, ROUTES, type DeskAppointment } from '@medibridge/contract';
import {
  Link,
  Alert,
  Button,
  EmptyState,
  Skeleton,
  Tabs,
  TextInput,
  translate,
  useDebouncedValue,
} from '@medibridge/ui-kit';
import {
  useStaffAppointmentNoShowMutation,
  useStaffDeskAppointmentsQuery,
  type DeskFilters,
} from '../api';
import { problemOf } from '@medibridge/api-client';
import { Facts } from '../components/Facts';
import { Pager, usePageOf } from '../components/Pager';
import { StaffGate } from '../components/StaffGate';
import {
  ButtonRow,
  CardList,
  FilterRow,
  Panel,
  SEARCH_DEBOUNCE_MS,
} from '../components/StaffFrame';
import { useDeskTexts, type DeskText } from '../i18n/desk';

const PrescriptionForm = lazy(() => import('./PrescriptionForm'));

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  align-items: baseline;
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const JoinLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
`;

/** The patient's follow-up on a card: their message, when they sent it, and their document. */
const FollowUpBox = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primarySoft};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  a {
    justify-self: start;
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
  }
`;

/** A card of the list; the one whose e-prescription is being written takes the whole row for the form. */
const CardItem = styled.li<{ $wide: boolean }>`
  min-width: 0;
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
`;

const STATE_NAMES: Record<string, DeskText> = {
  confirmed: 'Confirmed',
  completed: 'Completed',
  followed_up: 'Followed up',
  no_show: 'No-show',
  cancelled: 'Cancelled',
};

const ANSWER_NAMES: Record<string, DeskText> = {
  dibetic: 'Diabetic',
  bloodPressure: 'Blood pressure',
  bloodSugure: 'Blood sugar',
  smoke: 'Smokes',
  alcohol: 'Alcohol',
};

/** One consultation on the desk: the patient, what they told us, and what staff can do with it. */
function AppointmentCard({
  appointment: a,
  doctor,
  onIssued,
}: {
  appointment: DeskAppointment;
  doctor: boolean;
  onIssued: (issued: Issued) => void;
}): ReactNode {
  const t = useDeskTexts();
  const [noShow, marking] = useStaffAppointmentNoShowMutation();
  const [writing, setWriting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const open = a.state === 'confirmed';
  // A completed consultation whose patient sent a follow-up: the doctor answers it with a prescription.
  const answering = a.state === 'completed' && a.follow_up !== null;
  const documents = a.documents.filter((d) => d.url !== a.follow_up?.document_url);
  const markNoShow = async (): Promise<void> => {
    setProblem(null);
    try {
      await noShow(a.appointment_no).unwrap();
    } catch (error) {
      setProblem(translate(problemOf(error, 'The appointment could not be changed.').message));
    }
  };
  const when = [a.appointment_date, a.appointment_time].filter(Boolean).join(' ');
  return (
    <CardItem $wide={writing && doctor && (open || answering)}>
      <Panel as="article" aria-labelledby={`apt-${a.appointment_no}`}>
        <Head>
          <h2 id={`apt-${a.appointment_no}`}>{a.appointment_no}</h2>
          <span>{t(STATE_NAMES[a.state] ?? 'Confirmed')}</span>
        </Head>
        <Facts
          rows={[
            [t('Patient'), a.patient.name],
            [t('Mobile'), a.patient.mobile],
            [t('Age'), a.patient.age],
            [t('Sex'), a.patient.sex],
            ...(a.companion
              ? [
                  [t('Accompanied by'), `${a.companion.name} (${a.companion.relationship})`] as [
                    ReactNode,
                    ReactNode,
                  ],
                ]
              : []),
            [t('Weight'), a.patient.weight],
            [t('Height'), a.patient.height ?? t('Not given')],
            [t('Department'), a.department_name],
            [t('Serving doctor'), a.serving_doctor],
            [t('When'), when === '' ? t('Consult Now') : when],
            [t('Symptoms'), a.symptoms],
            ...Object.entries(a.answers).map(([field, value]): [ReactNode, ReactNode] => [
              t(ANSWER_NAMES[field] ?? 'Diabetic'),
              value,
            ]),
          ]}
        />
        {a.prescription_url || documents.length > 0 || a.e_prescription_url ? (
          <ButtonRow>
            {a.prescription_url ? (
              <a href={a.prescription_url} target="_blank" rel="noreferrer">
                {t('Patient’s prescription')}
              </a>
            ) : null}
            {documents.map((d, i) => (
              <a key={d.url} href={d.url} target="_blank" rel="noreferrer">
                {t('Document {number}', { number: i + 1 })}
              </a>
            ))}
            {a.e_prescription_url ? (
              <a href={a.e_prescription_url} target="_blank" rel="noreferrer">
                {t('E-prescription (PDF)')}
              </a>
            ) : null}
          </ButtonRow>
        ) : null}
        {a.follow_up ? (
          <FollowUpBox aria-labelledby={`fu-${a.appointment_no}`}>
            <h3 id={`fu-${a.appointment_no}`}>{t('Patient’s follow-up')}</h3>
            <Facts
              rows={[
                [t('Sent'), a.follow_up.created_at],
                [t('Message'), a.follow_up.message],
              ]}
            />
            <a href={a.follow_up.document_url} download>
              {t('Download the follow-up document')}
            </a>
          </FollowUpBox>
        ) : null}
        {answering && doctor ? (
          <ButtonRow>
            <Button
              variant="secondary"
              aria-expanded={writing}
              onClick={() => setWriting(!writing)}
            >
              {t('Write follow-up e-prescription')}
            </Button>
          </ButtonRow>
        ) : null}
        {open ? (
          <ButtonRow>
            <JoinLink to={buildPath(ROUTES.doctorOnCall, { appt_no: a.appointment_no })}>
              {t('Join call')}
            </JoinLink>
            <Button
              variant="secondary"
              disabled={marking.isLoading}
              onClick={() => void markNoShow()}
            >
              {t('Mark no-show')}
            </Button>
            {doctor ? (
              <Button variant="ghost" aria-expanded={writing} onClick={() => setWriting(!writing)}>
                {t('Write e-prescription')}
              </Button>
            ) : null}
          </ButtonRow>
        ) : null}
        {problem ? (
          <Alert tone="error" autoDismissMs={null}>
            {problem}
          </Alert>
        ) : null}
        {(open || answering) && doctor && writing ? (
          <Suspense fallback={<Skeleton height={200} lines={4} />}>
            <PrescriptionForm
              appointmentNo={a.appointment_no}
              kind={open ? 'consultation' : 'follow_up'}
              onIssued={(url) =>
                onIssued({
                  appointmentNo: a.appointment_no,
                  url,
                  kind: open ? 'consultation' : 'follow_up',
                })
              }
            />
          </Suspense>
        ) : null}
      </Panel>
    </CardItem>
  );
}

/** An e-prescription just issued: its consultation, the PDF and whether it answered a follow-up. */
interface Issued {
  appointmentNo: string;
  url: string;
  kind: 'consultation' | 'follow_up';
}

function DeskList({ doctor }: { doctor: boolean }): ReactNode {
  const t = useDeskTexts();
  const [when, setWhen] = useState<DeskFilters['when']>('today');
  const [search, setSearch] = useState('');
  const [issued, setIssued] = useState<Issued | null>(null);
  // The server searches and pages: one request once the typing pauses.
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = usePageOf({ when, q });
  const asked: DeskFilters = { when, page, ...(q === '' ? {} : { q }) };
  const list = useStaffDeskAppointmentsQuery(asked);
  const body = list.isLoading ? (
    <Skeleton height={120} lines={3} />
  ) : list.isError || !list.data ? (
    <Alert tone="error" autoDismissMs={null}>
      {translate(problemOf(list.error, 'The appointments could not be loaded.').message)}
    </Alert>
  ) : (
    <>
      {list.data.data.length === 0 ? (
        <EmptyState
          title={
            q !== ''
              ? t('No consultations match your search.')
              : when === 'follow_ups'
                ? t('No follow-ups are waiting for an answer.')
                : t('No consultations here.')
          }
        />
      ) : (
        <CardList aria-label={t('Consultations')}>
          {list.data.data.map((a) => (
            <AppointmentCard
              key={a.appointment_no}
              appointment={a}
              doctor={doctor}
              onIssued={setIssued}
            />
          ))}
        </CardList>
      )}
      <Pager meta={list.data.meta} onPage={setPage} />
    </>
  );
  return (
    <>
      {issued ? (
        <Alert tone="success" autoDismissMs={null}>
          {issued.kind === 'follow_up'
            ? t(
                'Follow-up e-prescription issued for {number}; the patient can download it from the appointment details.',
                { number: issued.appointmentNo },
              )
            : t('E-prescription issued for {number}; the consultation is completed.', {
                number: issued.appointmentNo,
              })}{' '}
          <a href={issued.url} target="_blank" rel="noreferrer">
            {t('Open the PDF')}
          </a>
        </Alert>
      ) : null}
      <FilterRow role="search" onSubmit={(event) => event.preventDefault()}>
        <TextInput
          label={t('Search consultations')}
          hint={t('Appointment number, patient’s name or mobile')}
          type="search"
          maxLength={ENQUIRY_SEARCH_MAX}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </FilterRow>
      <Tabs
        label={t('Which consultations')}
        selectedId={when}
        onChange={(value) => setWhen(value as DeskFilters['when'])}
        tabs={[
          { id: 'today', label: t('Today'), content: when === 'today' ? body : null },
          {
            id: 'upcoming',
            label: t('Upcoming'),
            content: when === 'upcoming' ? body : null,
          },
          {
            id: 'follow_ups',
            label: t('Follow-ups'),
            content: when === 'follow_ups' ? body : null,
          },
        ]}
      />
    </>
  );
}

/** /staff/appointments (coordinator): every department's consultations today and upcoming, and follow-ups waiting. */
export function AppointmentsBoardPage(): ReactNode {
  const t = useDeskTexts();
  return (
    <StaffGate role="coordinator" title={t('Appointments board')}>
      {() => <DeskList doctor={false} />}
    </StaffGate>
  );
}

/**
 * /staff/desk (doctor): the doctor's department's consultations, with the e-prescription that completes one,
 * and the follow-ups its patients sent, answered with a follow-up e-prescription.
 */
export function DoctorsDeskPage(): ReactNode {
  const t = useDeskTexts();
  return (
    <StaffGate role="doctor" title={t('Doctor’s desk')}>
      {() => <DeskList doctor />}
    </StaffGate>
  );
}
