import { combineTexts, defineTexts } from '@medibridge/ui-kit';
import type Hindi from './hi-orders';
import { type PharmacyText, usePharmacyTexts } from './index';

/** A text of My Orders and an order page: a key of `./hi-orders` or of the shared `./hi`. */
export type OrdersText = Extract<keyof typeof Hindi, string> | PharmacyText;

/**
 * The texts of My Orders and an order page: their own catalogue, registered here (only these screens import
 * this module, so in Hindi it loads with them alone), the shared one and contract's pharmacy messages.
 */
export const useOrdersTexts = combineTexts<OrdersText>(
  defineTexts<typeof Hindi>('pharmacy-orders', () => import('./hi-orders')),
  usePharmacyTexts,
);
