import { defineTexts, type Translate } from '@medibridge/ui-kit';
import type Hindi from './hi-summary';
import { type PharmacyText, usePharmacyTexts } from './index';

/** A text of the order summary (prescription and payment): a key of `./hi-summary` or of the shared `./hi`. */
export type SummaryText = Extract<keyof typeof Hindi, string> | PharmacyText;

// Registered by this module, which only these screens import: in Hindi its catalogue loads with them alone.
const useOwnTexts = defineTexts<typeof Hindi>('pharmacy-summary', () => import('./hi-summary'));

/** The texts of the order summary (prescription and payment): their own catalogue, the shared one and contract's pharmacy messages. */
export function useSummaryTexts(): Translate<SummaryText> {
  useOwnTexts();
  return usePharmacyTexts() as Translate<SummaryText>;
}
