import { defineTexts, type Translate } from '@medibridge/ui-kit';
import { useBookingMessages } from './bookingMessages';
import type Hindi from './hi-summary';
import { type AppointmentText, useAppointmentTexts } from './index';

/** A text of the third booking step (summary and payment): a key of `./hi-summary` or of the shared `./hi`. */
export type SummaryText = Extract<keyof typeof Hindi, string> | AppointmentText;

// Registered by this module, which only these screens import: in Hindi its catalogue loads with them alone.
const useOwnTexts = defineTexts<typeof Hindi>('appointments-summary', () => import('./hi-summary'));

/**
 * The texts of the third booking step (summary and payment): their own catalogue, the shared one, and contract's booking messages (their forms').
 */
export function useSummaryTexts(): Translate<SummaryText> {
  useBookingMessages();
  useOwnTexts();
  return useAppointmentTexts() as Translate<SummaryText>;
}
