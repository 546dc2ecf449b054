import { useState, type ReactNode } from 'react';
import { Alert, translate, useLanguage } from '@medibridge/ui-kit';
import { MESSAGES } from '@medibridge/contract';
import { useEnquiryTexts } from './i18n';

/** What a sent (or refused) enquiry left to show: the words, and the reference the server gave. */
export interface Outcome {
  tone: 'success' | 'error';
  text: string;
  /** ENQ-YYYYMMDD-XXXXXX: what to quote when calling about it. */
  reference?: string;
  key: number;
}

/** The reference in the enquiry store's answer (`{data: {reference}}`), if there is one. */
function referenceOf(answer: unknown): string | undefined {
  const reference = (answer as { data?: { reference?: unknown } } | null)?.data?.reference;
  return typeof reference === 'string' ? reference : undefined;
}

/**
 * The enquiry forms' outcome: `succeeded(answer)` after the store call answered, `failed(words)` otherwise,
 * `clear()` when a new attempt starts, and `view` to render under the form.
 */
export function useEnquiryOutcome(): {
  view: ReactNode;
  succeeded(answer: unknown): void;
  failed(text: string): void;
  clear(): void;
} {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  return {
    view: outcome ? (
      <EnquiryOutcome key={outcome.key} outcome={outcome} onDismiss={() => setOutcome(null)} />
    ) : null,
    succeeded: (answer) =>
      setOutcome({
        tone: 'success',
        text: MESSAGES.enquirySuccess,
        reference: referenceOf(answer),
        key: Date.now(),
      }),
    failed: (text) => setOutcome({ tone: 'error', text, key: Date.now() }),
    clear: () => setOutcome(null),
  };
}

/** SPEC §8's sentence, and under it the enquiry's reference, so a patient can quote it when they call. */
function EnquiryOutcome({
  outcome,
  onDismiss,
}: {
  outcome: Outcome;
  onDismiss: () => void;
}): ReactNode {
  const t = useEnquiryTexts();
  const language = useLanguage();
  return (
    <Alert tone={outcome.tone} onDismiss={onDismiss}>
      {outcome.reference ? (
        <>
          {translate(outcome.text, undefined, language)}{' '}
          <strong>{t('Your reference: {reference}', { reference: outcome.reference })}</strong>
        </>
      ) : (
        outcome.text
      )}
    </Alert>
  );
}
