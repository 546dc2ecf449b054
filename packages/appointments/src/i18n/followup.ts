import { combineTexts, defineTexts } from '@medibridge/ui-kit';
import { useBookingMessages } from './bookingMessages';
import type Hindi from './hi-followup';
import { type AppointmentText, useAppointmentTexts } from './index';

/** A text of the follow-up page: a key of `./hi-followup` or of the shared `./hi`. */
export type FollowUpText = Extract<keyof typeof Hindi, string> | AppointmentText;

/**
 * The texts of the follow-up page: their own catalogue, registered here (only these screens import this
 * module, so in Hindi it loads with them alone), the shared one, and contract's booking messages (their
 * forms').
 */
export const useFollowUpTexts = combineTexts<FollowUpText>(
  useBookingMessages,
  defineTexts<typeof Hindi>('appointments-followup', () => import('./hi-followup')),
  useAppointmentTexts,
);
