import { defineTexts, type Translate } from '@medibridge/ui-kit';
import type Hindi from './hi-orders';
import { type PharmacyText, usePharmacyTexts } from './index';

/** A text of My Orders and an order page: a key of `./hi-orders` or of the shared `./hi`. */
export type OrdersText = Extract<keyof typeof Hindi, string> | PharmacyText;

// Registered by this module, which only these screens import: in Hindi its catalogue loads with them alone.
const useOwnTexts = defineTexts<typeof Hindi>('pharmacy-orders', () => import('./hi-orders'));

/** The texts of My Orders and an order page: their own catalogue, the shared one and contract's pharmacy messages. */
export function useOrdersTexts(): Translate<OrdersText> {
  useOwnTexts();
  return usePharmacyTexts() as Translate<OrdersText>;
}
