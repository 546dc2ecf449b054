import { Suspense, lazy, useEffect, useId, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useCurrentUser, problemOf, type Problem } from '@medibridge/api-client';
import {
  DOCUMENT_TYPES,
  FOLLOW_UP_REDIRECT_MS,
  ROUTES,
  type AppointmentDocument,
  type AppointmentRecord,
  type FollowUp,
} from '@medibridge/contract';
import {
  Link,
  Button,
  FileInput,
  Skeleton,
  TextArea,
  translate,
  useLanguage,
  ErrorSummary,
} from '@medibridge/ui-kit';
import { Said, fileProblem } from '../components/FollowUpParts';
import {
  Actions,
  BookingFrame,
  Panel,
  RecordProblem,
  showDate,
  useAppointmentRowQuery,
  APPOINTMENT_MESSAGES,
} from '../shared';
import {
  useAppointmentFollowUpDocumentsQuery,
  useAppointmentFollowUpStoreMutation,
  useAppointmentLastFollowUpQuery,
} from '../followUpApi';
import { fileHref } from '../rules';
import { showStampDate } from '../stamps';
import { useFollowUpTexts } from '../i18n/followup';

const Documents = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Note = styled.p`
  margin: 0;
  white-space: pre-line;
`;

/** The states in which the server takes more reports for an appointment. */
const TAKES_REPORTS: readonly AppointmentRecord['state'][] = [
  'confirmed',
  'completed',
  'followed_up',
];

/** The follow-up form's values: the message and the one document (SPEC `documentFirst`). */
interface FollowUpValues {
  message: string;
  documentFirst: File;
}

/** What the server said about a sent follow-up (its message), shown before the way to the list. */
function useRedirectAfter(message: string | null): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (message === null) return undefined;
    const later = setTimeout(() => void navigate(ROUTES.myAppointment), FOLLOW_UP_REDIRECT_MS);
    return () => clearTimeout(later);
  }, [message, navigate]);
}

/** The follow-up already sent: the message, the document and the doctor's answer when there is one. */
function SentFollowUp({ followUp }: { followUp: FollowUp }): ReactNode {
  const t = useFollowUpTexts();
  const language = useLanguage();
  const document = fileHref(followUp.document_url);
  const answer = fileHref(followUp.follow_up_prescription);
  return (
    <section aria-labelledby="follow-up-sent">
      <h2 id="follow-up-sent">{t('Your follow-up')}</h2>
      <p>{t('Sent on {date}', { date: showStampDate(followUp.created_at, language) })}</p>
      <Note>{followUp.message}</Note>
      <Documents>
        {document ? (
          <li>
            <a href={document} target="_blank" rel="noopener noreferrer">
              {t('Your document')}
            </a>
          </li>
        ) : null}
        <li>
          {answer ? (
            <a href={answer} download>
              {t('Follow-up prescription')}
            </a>
          ) : (
            t('The doctor has not answered yet. You will get an SMS when they do.')
          )}
        </li>
      </Documents>
    </section>
  );
}

/**
 * SPEC §2's follow-up form: a report or document plus a message, then Submit. SPEC §5: both are required;
 * the document is checked (type, size) as soon as it is picked. Plain state, like step three's prescription:
 * two fields do not need formik's chunk on this route's first load.
 */
function FollowUpForm({
  onSend,
}: {
  onSend: (values: FollowUpValues) => Promise<Problem | null>;
}): ReactNode {
  const t = useFollowUpTexts();
  const [message, setMessage] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ message?: string; documentFirst?: string }>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [refusals, setRefusals] = useState(0);

  const onSubmit = async (): Promise<void> => {
    if (sending) return;
    const missing = {
      message: message.trim() === '' ? APPOINTMENT_MESSAGES.followUpMessageRequired : undefined,
      documentFirst: file
        ? (fileProblem(file) ?? undefined)
        : (errors.documentFirst ?? APPOINTMENT_MESSAGES.followUpDocumentRequired),
    };
    setErrors(missing);
    if (missing.message || missing.documentFirst || !file) {
      setRefusals((n) => n + 1);
      return;
    }
    setSending(true);
    setProblem(null);
    const answer = await onSend({ message: message.trim(), documentFirst: file });
    if (!answer) return;
    setErrors(answer.fieldErrors);
    setProblem(answer.message);
    setSending(false);
    if (Object.keys(answer.fieldErrors).length > 0) setRefusals((n) => n + 1);
  };

  return (
    <form
      noValidate
      aria-label={t('Send a follow-up')}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <ErrorSummary failedSubmits={refusals} />
      <FileInput
        label={t('Report or document')}
        hint={t('JPG, PNG or PDF, at most 5 MB.')}
        accept={DOCUMENT_TYPES.join(',')}
        required
        file={file}
        error={errors.documentFirst ? translate(errors.documentFirst) : undefined}
        disabled={sending}
        onFileChange={(picked) => {
          const wrong = picked ? fileProblem(picked) : null;
          setErrors((all) => ({ ...all, documentFirst: wrong ?? undefined }));
          setFile(wrong ? null : picked);
        }}
      />
      <TextArea
        label={t('Message for the doctor')}
        value={message}
        maxLength={2000}
        rows={4}
        required
        error={errors.message ? translate(errors.message) : undefined}
        disabled={sending}
        onChange={(event) => setMessage(event.target.value)}
      />
      {problem ? <Said $tone="error">{translate(problem)}</Said> : null}
      <Actions>
        <Button type="submit" size="lg" loading={sending} disabled={sending}>
          {t('Submit')}
        </Button>
      </Actions>
    </form>
  );
}

/**
 * SPEC's second, hidden document form behind 'Add more reports': its code loads when it is first opened,
 * so this route's first load carries only the button.
 */
const ReportsForm = lazy(() => import('./ReportsForm').then((m) => ({ default: m.ReportsForm })));

function MoreReports({ appointmentNo }: { appointmentNo: string }): ReactNode {
  const t = useFollowUpTexts();
  const formId = useId();
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`}>{t('More reports')}</h2>
      <div>
        <Button
          type="button"
          variant="secondary"
          aria-expanded={open}
          aria-controls={formId}
          onClick={() => setOpen((o) => !o)}
        >
          {t('Add more reports')}
        </Button>
      </div>
      <div id={formId} hidden={!open}>
        {open ? (
          <Suspense fallback={<Skeleton height={24} lines={3} />}>
            <ReportsForm appointmentNo={appointmentNo} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}

/** The reports and documents already sent for the appointment, as links. */
function SentDocuments({ documents }: { documents: AppointmentDocument[] }): ReactNode {
  const t = useFollowUpTexts();
  const language = useLanguage();
  if (documents.length === 0) return null;
  return (
    <section aria-labelledby="follow-up-documents">
      <h2 id="follow-up-documents">{t('Documents you sent')}</h2>
      <Documents>
        {documents.map((document) => {
          const href = fileHref(document.url);
          const name = t(document.kind === 'follow_up' ? 'Follow-up document' : 'Report');
          const label = `${name} (${document.file_type.toUpperCase()}), ${showStampDate(document.created_at, language)}`;
          return (
            <li key={document.id}>
              {href ? (
                <a href={href} target="_blank" rel="noopener noreferrer">
                  {label}
                </a>
              ) : (
                label
              )}
              {document.remarks ? <span> — {document.remarks}</span> : null}
            </li>
          );
        })}
      </Documents>
    </section>
  );
}

/**
 * /appointment/followup/{appt_no} (SPEC §2, §4, §5): a report or document plus a message for the doctor,
 * then Submit; the server's message, then /my-appointment after 3 seconds. The form shows once the doctor
 * has completed the consultation (booking_status 3) and while there is no follow-up yet; the one sent is
 * shown instead. Below, the documents already sent and SPEC's second, hidden form for more reports.
 */
export function FollowUpPage(): ReactNode {
  const t = useFollowUpTexts();
  const language = useLanguage();
  const user = useCurrentUser();
  const { appt_no: appointmentNo = '' } = useParams();
  const skip = appointmentNo === '';
  const row = useAppointmentRowQuery(appointmentNo, { skip });
  const last = useAppointmentLastFollowUpQuery(appointmentNo, { skip });
  const documents = useAppointmentFollowUpDocumentsQuery(appointmentNo, { skip });
  const [store] = useAppointmentFollowUpStoreMutation();
  const [sent, setSent] = useState<string | null>(null);
  useRedirectAfter(sent);

  const record = row.data;
  if (!record || last.isLoading) {
    if (row.isError || skip) return <RecordProblem error={row.error} />;
    return (
      <BookingFrame title={t('Follow Up')}>
        <Panel>
          <Skeleton height={24} lines={5} />
        </Panel>
      </BookingFrame>
    );
  }

  const onSend = async (values: FollowUpValues): Promise<Problem | null> => {
    const body = new FormData();
    body.append('message', values.message);
    body.append('appt_no', appointmentNo);
    body.append('userId', String(user?.id ?? ''));
    body.append('documentFirst', values.documentFirst, values.documentFirst.name);
    const result = await store(body);
    if ('data' in result && result.data) {
      setSent(result.data.message);
      return null;
    }
    return problemOf(
      'error' in result ? result.error : null,
      'Your follow-up could not be sent. Please try again.',
    );
  };

  const when = record.appointment_date
    ? [showDate(record.appointment_date, language), record.appointment_time]
        .filter(Boolean)
        .join(', ')
    : t('Next free doctor');

  let main: ReactNode;
  if (sent !== null)
    main = (
      <>
        <Said $tone="success">{translate(sent)}</Said>
        <Actions>
          <Button as={Link} to={ROUTES.myAppointment} variant="secondary">
            {t('Go to My Appointments')}
          </Button>
        </Actions>
      </>
    );
  else if (last.data) main = <SentFollowUp followUp={last.data} />;
  else if (record.booking_status !== 3)
    main = (
      <Said $tone="info">
        {t(
          'You can send a follow-up once the doctor has completed your consultation. Please come back then.',
        )}
      </Said>
    );
  else if (last.isError)
    main = (
      <Said $tone="error">
        {translate(
          problemOf(last.error, 'This appointment could not be loaded. Please try again.').message,
        )}
      </Said>
    );
  else main = <FollowUpForm onSend={onSend} />;

  return (
    <BookingFrame
      title={t('Follow Up')}
      lead={`${record.department_name} · ${when} · ${record.appointment_no}`}
    >
      <Panel>
        {main}
        {documents.data ? <SentDocuments documents={documents.data} /> : null}
        {TAKES_REPORTS.includes(record.state) && sent === null ? (
          <MoreReports appointmentNo={appointmentNo} />
        ) : null}
      </Panel>
    </BookingFrame>
  );
}
