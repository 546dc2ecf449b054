import { combineTexts, defineTexts } from '@medibridge/ui-kit';
import type Hindi from './hi-place';
import { type PharmacyText, usePharmacyTexts } from './index';

/** A text of Place Order: a key of `./hi-place` or of the shared `./hi`. */
export type PlaceText = Extract<keyof typeof Hindi, string> | PharmacyText;

/**
 * The texts of Place Order: their own catalogue, registered here (only these screens import this module, so
 * in Hindi it loads with them alone), the shared one and contract's pharmacy messages.
 */
export const usePlaceTexts = combineTexts<PlaceText>(
  defineTexts<typeof Hindi>('pharmacy-place', () => import('./hi-place')),
  usePharmacyTexts,
);
