import { defineTexts, type Translate } from '@medibridge/ui-kit';
import type Hindi from './hi-place';
import { type PharmacyText, usePharmacyTexts } from './index';

/** A text of Place Order: a key of `./hi-place` or of the shared `./hi`. */
export type PlaceText = Extract<keyof typeof Hindi, string> | PharmacyText;

// Registered by this module, which only these screens import: in Hindi its catalogue loads with them alone.
const useOwnTexts = defineTexts<typeof Hindi>('pharmacy-place', () => import('./hi-place'));

/** The texts of Place Order: their own catalogue, the shared one and contract's pharmacy messages. */
export function usePlaceTexts(): Translate<PlaceText> {
  useOwnTexts();
  return usePharmacyTexts() as Translate<PlaceText>;
}
