import { combineTexts, defineTexts } from '@medibridge/ui-kit';
import type Hindi from './hi-products';
import { type PharmacyText, usePharmacyTexts } from './index';

/** A text of the product list and product pages: a key of `./hi-products` or of the shared `./hi`. */
export type ProductsText = Extract<keyof typeof Hindi, string> | PharmacyText;

/**
 * The texts of the product list and product pages: their own catalogue, registered here (only these screens
 * import this module, so in Hindi it loads with them alone), the shared one and contract's pharmacy messages.
 */
export const useProductsTexts = combineTexts<ProductsText>(
  defineTexts<typeof Hindi>('pharmacy-products', () => import('./hi-products')),
  usePharmacyTexts,
);
