import { combineTexts, defineTexts } from '@medibridge/ui-kit';
import type Hindi from './hi-summary';
import { type PharmacyText, usePharmacyTexts } from './index';

/** A text of the order summary (prescription and payment): a key of `./hi-summary` or of the shared `./hi`. */
export type SummaryText = Extract<keyof typeof Hindi, string> | PharmacyText;

/**
 * The texts of the order summary (prescription and payment): their own catalogue, registered here (only these
 * screens import this module, so in Hindi it loads with them alone), the shared one and contract's pharmacy
 * messages.
 */
export const useSummaryTexts = combineTexts<SummaryText>(
  defineTexts<typeof Hindi>('pharmacy-summary', () => import('./hi-summary')),
  usePharmacyTexts,
);
