import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  CALL_BACK_MAX_DAYS,
  ENQUIRY_NOTE_MAX,
  formatIndianNumber,
  indiaDateTime,
  type StaffEnquiry,
} from '@medibridge/contract';
import {
  Alert,
  Button,
  Skeleton,
  TextArea,
  TextInput,
  translate,
  ErrorSummary,
} from '@medibridge/ui-kit';
import {
  useStaffEnquiryCallBackMutation,
  useStaffEnquiryNoteAddMutation,
  useStaffEnquiryNotesQuery,
} from '../api';
import { problemOf } from '@medibridge/api-client';
import { Pager } from '../components/Pager';
import { ButtonRow } from '../components/StaffFrame';
import { useFollowUpTexts } from '../i18n/followUp';

const INDIA_OFFSET_MS = 330 * 60_000;

/** An instant as a datetime-local value in India time ('2026-11-27T10:30'), what the server reads as India time. */
export function indiaLocalInput(at: Date): string {
  return new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 16);
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.divider};
  padding-top: ${({ theme }) => theme.space.sm};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const NoteItems = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  li {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  p {
    white-space: pre-wrap;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** An enquiry's notes, newest first, with who wrote each and when (India time); paged. */
function NotesList({ reference }: { reference: string }): ReactNode {
  const t = useFollowUpTexts();
  const [page, setPage] = useState(1);
  const notes = useStaffEnquiryNotesQuery({ reference, page });
  if (notes.isLoading) return <Skeleton height={48} lines={2} />;
  if (notes.isError || !notes.data)
    return (
      <Alert tone="error" autoDismissMs={null}>
        {translate(problemOf(notes.error, 'The notes could not be loaded.').message)}
      </Alert>
    );
  const { data, meta } = notes.data;
  if (meta.total === 0) return <p>{t('No notes yet.')}</p>;
  return (
    <>
      <NoteItems aria-label={t('Notes on {reference}', { reference })}>
        {data.map((n) => (
          <li key={n.id}>
            <p>{n.note}</p>
            <small>
              {t('{name}, {when} (India time)', {
                name: n.author_name ?? t('A former staff member'),
                when: indiaDateTime(new Date(n.created_at)),
              })}
            </small>
          </li>
        ))}
      </NoteItems>
      {meta.total > meta.per_page ? <Pager meta={meta} onPage={setPage} /> : null}
    </>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

type Action = 'note' | 'set' | 'clear';

/**
 * Notes and the call-back of one enquiry: the notes so far, and one form to add a note, set the call-back
 * (with the note, when one is written) or clear it. A chunk of its own, loaded when an enquiry is opened
 * (the default export, for `lazy`), with its Hindi (`i18n/hi-follow-up.ts`).
 */
export function EnquiryFollowUp({ enquiry }: { enquiry: StaffEnquiry }): ReactNode {
  const t = useFollowUpTexts();
  const { reference } = enquiry;
  const [note, setNote] = useState('');
  const [at, setAt] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [addNote, adding] = useStaffEnquiryNoteAddMutation();
  const [saveCallBack, saving] = useStaffEnquiryCallBackMutation();
  const [refusals, setRefusals] = useState(0);
  const busy = adding.isLoading || saving.isLoading;
  const text = note.trim();
  const closed = enquiry.status === 'closed';
  const now = new Date();

  const run = async (action: Action): Promise<void> => {
    setMessage(null);
    setErrors({});
    try {
      if (action === 'note') {
        await addNote({ reference, note: text }).unwrap();
        setMessage({ tone: 'success', text: t('Note added.') });
      } else {
        const saved = await saveCallBack({
          reference,
          call_back_at: action === 'set' ? at : null,
          ...(text === '' ? {} : { note: text }),
        }).unwrap();
        setMessage({
          tone: 'success',
          text: saved.call_back_at
            ? t('Call-back set for {when} (India time).', {
                when: indiaDateTime(new Date(saved.call_back_at)),
              })
            : t('Call-back cleared.'),
        });
        setAt('');
      }
      setNote('');
    } catch (error) {
      const problem = problemOf(
        error,
        action === 'note' ? 'The note could not be added.' : 'The call-back could not be saved.',
      );
      setErrors(problem.fieldErrors);
      if (Object.keys(problem.fieldErrors).length > 0) setRefusals((n) => n + 1);
      setMessage({ tone: 'error', text: translate(problem.message) });
    }
  };

  return (
    <Section aria-labelledby={`notes-${reference}`}>
      <h3 id={`notes-${reference}`}>{t('Notes and call-back')}</h3>
      <NotesList reference={reference} />
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          void run('note');
        }}
      >
        <ErrorSummary failedSubmits={refusals} />
        <TextArea
          label={t('Note on {reference}', { reference })}
          hint={t('{count} of {max} characters', {
            count: note.length,
            max: formatIndianNumber(ENQUIRY_NOTE_MAX),
          })}
          rows={3}
          maxLength={ENQUIRY_NOTE_MAX}
          value={note}
          error={errors.note ? translate(errors.note) : undefined}
          onChange={(event) => setNote(event.target.value)}
        />
        <TextInput
          label={t('Call back at (India time)')}
          hint={
            closed
              ? t('Set the status to New or Contacted to plan a call-back.')
              : t('Within the next {days} days. A note written above is saved with it.', {
                  days: CALL_BACK_MAX_DAYS,
                })
          }
          type="datetime-local"
          disabled={closed}
          min={indiaLocalInput(now)}
          max={indiaLocalInput(new Date(now.getTime() + CALL_BACK_MAX_DAYS * 86_400_000))}
          value={at}
          error={errors.call_back_at ? translate(errors.call_back_at) : undefined}
          onChange={(event) => setAt(event.target.value)}
        />
        <ButtonRow>
          <Button type="submit" disabled={busy || text === ''}>
            {t('Add note')}
          </Button>
          <Button
            variant="secondary"
            disabled={busy || closed || at === ''}
            onClick={() => void run('set')}
          >
            {t('Set call-back')}
          </Button>
          {enquiry.call_back_at ? (
            <Button variant="ghost" disabled={busy} onClick={() => void run('clear')}>
              {t('Clear call-back')}
            </Button>
          ) : null}
        </ButtonRow>
      </Form>
      {message ? (
        <Alert tone={message.tone} autoDismissMs={message.tone === 'success' ? 5000 : null}>
          {message.text}
        </Alert>
      ) : null}
    </Section>
  );
}

export default EnquiryFollowUp;
