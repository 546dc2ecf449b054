import { combineTexts, defineTexts } from '@medibridge/ui-kit';
import { useBookingMessages } from './bookingMessages';
import type Hindi from './hi-summary';
import { type AppointmentText, useAppointmentTexts } from './index';

/** A text of the third booking step (summary and payment): a key of `./hi-summary` or of the shared `./hi`. */
export type SummaryText = Extract<keyof typeof Hindi, string> | AppointmentText;

/**
 * The texts of the third booking step (summary and payment): their own catalogue, registered here (only these
 * screens import this module, so in Hindi it loads with them alone), the shared one, and contract's booking
 * messages (their forms').
 */
export const useSummaryTexts = combineTexts<SummaryText>(
  useBookingMessages,
  defineTexts<typeof Hindi>('appointments-summary', () => import('./hi-summary')),
  useAppointmentTexts,
);
