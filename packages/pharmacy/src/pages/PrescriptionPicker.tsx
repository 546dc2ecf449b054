import { useState, type ReactNode } from 'react';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPES,
  PHARMACY_MESSAGES,
  formatIndiaDate,
  type OrderQuote,
} from '@medibridge/contract';
import styled from 'styled-components';
import { FileInput, RadioGroup, translate, useLanguage } from '@medibridge/ui-kit';
import { useSummaryTexts } from '../i18n/summary';

/** A prescription file the server accepts (contract: JPG, PNG or PDF, at most 5 MB), else why not. */
function fileProblem(file: File): string | null {
  if (!(DOCUMENT_TYPES as readonly string[]).includes(file.type))
    return PHARMACY_MESSAGES.prescriptionWrongType;
  if (file.size > DOCUMENT_MAX_BYTES) return PHARMACY_MESSAGES.prescriptionTooLarge;
  return null;
}

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  p {
    margin: 0;
  }
`;

/**
 * The order summary's prescription, for an order with a line that needs one: upload a file (JPEG, PNG or PDF
 * of at most 5 MB, checked before sending) or pick the prescription of one of the patient's consultations.
 * `source` is 'upload' or the consultation's appointment number.
 */
export function PrescriptionPicker({
  quote,
  source,
  onSource,
  file,
  onFile,
  disabled,
}: {
  quote: OrderQuote;
  source: string;
  onSource: (source: string) => void;
  file: File | null;
  onFile: (file: File | null) => void;
  disabled: boolean;
}): ReactNode {
  const t = useSummaryTexts();
  const language = useLanguage();
  const [fileError, setFileError] = useState<string | null>(null);
  const choices = [
    { value: 'upload', label: t('Upload a prescription') },
    ...quote.prescriptions.map((p) => ({
      value: p.appointment_no,
      label: t('{department} consultation, {date} ({number})', {
        department: p.department_name,
        date: formatIndiaDate(p.appointment_date, language),
        number: p.appointment_no,
      }),
    })),
  ];
  return (
    <Box aria-labelledby="rx-title">
      <h2 id="rx-title">{t('Prescription')}</h2>
      <p>
        {t('These medicines need a doctor’s prescription: {titles}.', {
          titles: quote.rx_titles.join(', '),
        })}
      </p>
      {choices.length > 1 ? (
        <RadioGroup
          label={t('Which prescription?')}
          name="prescription_source"
          direction="column"
          value={source}
          onChange={onSource}
          disabled={disabled}
          options={choices}
        />
      ) : null}
      {source === 'upload' ? (
        <FileInput
          label={t('Prescription')}
          hint={t('JPG, PNG or PDF, at most 5 MB.')}
          accept={DOCUMENT_TYPES.join(',')}
          file={file}
          error={fileError ? translate(fileError) : undefined}
          disabled={disabled}
          onFileChange={(picked) => {
            const wrong = picked ? fileProblem(picked) : null;
            setFileError(wrong);
            onFile(wrong ? null : picked);
          }}
        />
      ) : null}
    </Box>
  );
}
