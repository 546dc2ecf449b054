import { defineTexts, type Translate } from '@medibridge/ui-kit';
import { useBookingMessages } from './bookingMessages';
import type Hindi from './hi-results';
import { type AppointmentText, useAppointmentTexts } from './index';

/** A text of the success screen and the payment status screen: a key of `./hi-results` or of the shared `./hi`. */
export type ResultsText = Extract<keyof typeof Hindi, string> | AppointmentText;

// Registered by this module, which only these screens import: in Hindi its catalogue loads with them alone.
const useOwnTexts = defineTexts<typeof Hindi>('appointments-results', () => import('./hi-results'));

/**
 * The texts of the success screen and the payment status screen: their own catalogue, the shared one, and contract's booking messages (their forms').
 */
export function useResultsTexts(): Translate<ResultsText> {
  useBookingMessages();
  useOwnTexts();
  return useAppointmentTexts() as Translate<ResultsText>;
}
