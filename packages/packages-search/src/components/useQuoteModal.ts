import { useCallback } from 'react';
import { useModal } from '@medibridge/ui-kit';

/** What the hospital quote form is opened with: the hospital and package filled in. */
export interface QuoteModalProps {
  hospitalId: number;
  hospitalName: string;
  package_id: string;
  /** The city of the search, when the quote starts from one. */
  city_id?: string;
  packageName?: string;
}

/**
 * 'Book Free Appointment' and 'Get Quote' open the enquiry modals by name. Until the enquiries feature
 * registers its forms, the shell registers this package's call-us modals under the same names (see
 * docs/decisions: packages-search modal fallbacks), so the buttons always open something useful.
 */
export function useQuoteModal(): {
  openConsultation: () => void;
  openQuote: (props: QuoteModalProps) => void;
} {
  const modal = useModal();
  const openConsultation = useCallback(() => modal.open('consultation'), [modal]);
  const openQuote = useCallback(
    (props: QuoteModalProps) => modal.open('hospitalQuote', { ...props }),
    [modal],
  );
  return { openConsultation, openQuote };
}
