import { combineTexts, defineTexts } from '@medibridge/ui-kit';
import type Hindi from './hi-front';
import { type PharmacyText, usePharmacyTexts } from './index';

/** A text of the pharmacy front page: a key of `./hi-front` or of the shared `./hi`. */
export type FrontText = Extract<keyof typeof Hindi, string> | PharmacyText;

/**
 * The texts of the pharmacy front page: their own catalogue, registered here (only these screens import this
 * module, so in Hindi it loads with them alone), the shared one and contract's pharmacy messages.
 */
export const useFrontTexts = combineTexts<FrontText>(
  defineTexts<typeof Hindi>('pharmacy-front', () => import('./hi-front')),
  usePharmacyTexts,
);
