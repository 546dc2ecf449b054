import { combineTexts, defineTexts } from '@medibridge/ui-kit';
import { useBookingMessages } from './bookingMessages';
import type Hindi from './hi-services';
import { type PaymentText, usePaymentTexts } from './payments';

/** A text of Make Payment for a service and its payment status: a key of `./hi-services` or of the shared `./hi`. */
export type ServicesText = Extract<keyof typeof Hindi, string> | PaymentText;

/**
 * The texts of Make Payment for a service and its payment status: their own catalogue, registered here (only
 * these screens import this module, so in Hindi it loads with them alone), the payment screens' and the shared one, and contract's
 * booking messages (their forms').
 */
export const useServicesTexts = combineTexts<ServicesText>(
  useBookingMessages,
  defineTexts<typeof Hindi>('appointments-services', () => import('./hi-services')),
  usePaymentTexts,
);
