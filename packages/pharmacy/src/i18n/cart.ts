import { combineTexts, defineTexts } from '@medibridge/ui-kit';
import type Hindi from './hi-cart';
import { type PharmacyText, usePharmacyTexts } from './index';

/** A text of the cart: a key of `./hi-cart` or of the shared `./hi`. */
export type CartText = Extract<keyof typeof Hindi, string> | PharmacyText;

/**
 * The texts of the cart: their own catalogue, registered here (only these screens import this module, so in
 * Hindi it loads with them alone), the shared one and contract's pharmacy messages.
 */
export const useCartTexts = combineTexts<CartText>(
  defineTexts<typeof Hindi>('pharmacy-cart', () => import('./hi-cart')),
  usePharmacyTexts,
);
