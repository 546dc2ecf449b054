import { useState, type ReactNode } from 'react';
import { DOCUMENT_FIELDS, DOCUMENT_TYPES } from '@medibridge/contract';
import { Button, FileInput, TextArea, translate, ErrorSummary } from '@medibridge/ui-kit';
import { problemOf } from '@medibridge/api-client';
import { Actions, APPOINTMENT_MESSAGES } from '../shared';
import { useAppointmentDocumentStoreMutation } from '../followUpApi';
import { Said, fileProblem } from '../components/FollowUpParts';
import { useFollowUpTexts } from '../i18n/followup';

/**
 * SPEC's second, hidden document form: up to five more reports with remarks (one more picker shows as each
 * file is chosen), at least one. Loaded when the follow-up screen's 'Add more reports' first opens it.
 */
export function ReportsForm({ appointmentNo }: { appointmentNo: string }): ReactNode {
  const t = useFollowUpTexts();
  const [files, setFiles] = useState<(File | null)[]>([null]);
  const [errors, setErrors] = useState<(string | null)[]>([]);
  const [remarks, setRemarks] = useState('');
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; message: string } | null>(
    null,
  );
  const [send, { isLoading }] = useAppointmentDocumentStoreMutation();
  const [refusals, setRefusals] = useState(0);

  const pick = (index: number, file: File | null): void => {
    const wrong = file ? fileProblem(file) : null;
    setErrors((all) => Object.assign([...all], { [index]: wrong }));
    const next = Object.assign([...files], { [index]: wrong ? null : file });
    const chosen = next.filter((f): f is File => f !== null);
    setFiles(chosen.length < DOCUMENT_FIELDS.length ? [...chosen, null] : chosen);
  };

  const onSubmit = async (): Promise<void> => {
    const chosen = files.filter((f): f is File => f !== null);
    if (chosen.length === 0) {
      setErrors([APPOINTMENT_MESSAGES.followUpDocumentRequired]);
      setRefusals((n) => n + 1);
      return;
    }
    setOutcome(null);
    const body = new FormData();
    body.append('appt_no', appointmentNo);
    body.append('remarks', remarks.trim());
    chosen.forEach((file, i) => body.append(DOCUMENT_FIELDS[i] ?? 'documentFive', file, file.name));
    const result = await send(body);
    if ('data' in result && result.data) {
      setOutcome({ tone: 'success', message: result.data.message });
      setFiles([null]);
      setErrors([]);
      setRemarks('');
    } else {
      const problem = problemOf(
        'error' in result ? result.error : null,
        'Your reports could not be sent. Please try again.',
      );
      setOutcome({ tone: 'error', message: problem.message });
    }
  };

  return (
    <>
      {outcome ? <Said $tone={outcome.tone}>{translate(outcome.message)}</Said> : null}
      <form
        noValidate
        aria-label={t('Add more reports')}
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
      >
        <ErrorSummary failedSubmits={refusals} />
        {files.map((file, i) => (
          <FileInput
            // The pickers only grow at the end: the index is the picker.
            key={i}
            label={t('Report {number}', { number: i + 1 })}
            hint={i === 0 ? t('JPG, PNG or PDF, at most 5 MB.') : undefined}
            accept={DOCUMENT_TYPES.join(',')}
            file={file}
            error={errors[i] ? translate(errors[i]) : undefined}
            disabled={isLoading}
            onFileChange={(picked) => pick(i, picked)}
          />
        ))}
        <TextArea
          label={t('Remarks (optional)')}
          value={remarks}
          maxLength={1000}
          rows={3}
          disabled={isLoading}
          onChange={(event) => setRemarks(event.target.value)}
        />
        <Actions>
          <Button type="submit" loading={isLoading} disabled={isLoading}>
            {t('Send reports')}
          </Button>
        </Actions>
      </form>
    </>
  );
}
