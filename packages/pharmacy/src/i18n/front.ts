import { defineTexts, type Translate } from '@medibridge/ui-kit';
import type Hindi from './hi-front';
import { type PharmacyText, usePharmacyTexts } from './index';

/** A text of the pharmacy front page: a key of `./hi-front` or of the shared `./hi`. */
export type FrontText = Extract<keyof typeof Hindi, string> | PharmacyText;

// Registered by this module, which only these screens import: in Hindi its catalogue loads with them alone.
const useOwnTexts = defineTexts<typeof Hindi>('pharmacy-front', () => import('./hi-front'));

/** The texts of the pharmacy front page: their own catalogue, the shared one and contract's pharmacy messages. */
export function useFrontTexts(): Translate<FrontText> {
  useOwnTexts();
  return usePharmacyTexts() as Translate<FrontText>;
}
