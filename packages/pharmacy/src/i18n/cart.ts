import { defineTexts, type Translate } from '@medibridge/ui-kit';
import type Hindi from './hi-cart';
import { type PharmacyText, usePharmacyTexts } from './index';

/** A text of the cart: a key of `./hi-cart` or of the shared `./hi`. */
export type CartText = Extract<keyof typeof Hindi, string> | PharmacyText;

// Registered by this module, which only these screens import: in Hindi its catalogue loads with them alone.
const useOwnTexts = defineTexts<typeof Hindi>('pharmacy-cart', () => import('./hi-cart'));

/** The texts of the cart: their own catalogue, the shared one and contract's pharmacy messages. */
export function useCartTexts(): Translate<CartText> {
  useOwnTexts();
  return usePharmacyTexts() as Translate<CartText>;
}
