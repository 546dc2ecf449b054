import { defineTexts, type Translate } from '@medibridge/ui-kit';
import type Hindi from './hi-products';
import { type PharmacyText, usePharmacyTexts } from './index';

/** A text of the product list and product pages: a key of `./hi-products` or of the shared `./hi`. */
export type ProductsText = Extract<keyof typeof Hindi, string> | PharmacyText;

// Registered by this module, which only these screens import: in Hindi its catalogue loads with them alone.
const useOwnTexts = defineTexts<typeof Hindi>('pharmacy-products', () => import('./hi-products'));

/** The texts of the product list and product pages: their own catalogue, the shared one and contract's pharmacy messages. */
export function useProductsTexts(): Translate<ProductsText> {
  useOwnTexts();
  return usePharmacyTexts() as Translate<ProductsText>;
}
