import { combineTexts, defineTexts } from '@medibridge/ui-kit';
import { useBookingMessages } from './bookingMessages';
import type Hindi from './hi-results';
import { type PaymentText, usePaymentTexts } from './payments';

/** A text of the success screen and the payment status screen: a key of `./hi-results` or of the shared `./hi`. */
export type ResultsText = Extract<keyof typeof Hindi, string> | PaymentText;

/**
 * The texts of the success screen and the payment status screen: their own catalogue, registered here (only
 * these screens import this module, so in Hindi it loads with them alone), the payment screens' and the shared one, and contract's
 * booking messages (their forms').
 */
export const useResultsTexts = combineTexts<ResultsText>(
  useBookingMessages,
  defineTexts<typeof Hindi>('appointments-results', () => import('./hi-results')),
  usePaymentTexts,
);
