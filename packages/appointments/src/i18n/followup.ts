import { defineTexts, type Translate } from '@medibridge/ui-kit';
import { useBookingMessages } from './bookingMessages';
import type Hindi from './hi-followup';
import { type AppointmentText, useAppointmentTexts } from './index';

/** A text of the follow-up page: a key of `./hi-followup` or of the shared `./hi`. */
export type FollowUpText = Extract<keyof typeof Hindi, string> | AppointmentText;

// Registered by this module, which only these screens import: in Hindi its catalogue loads with them alone.
const useOwnTexts = defineTexts<typeof Hindi>(
  'appointments-followup',
  () => import('./hi-followup'),
);

/**
 * The texts of the follow-up page: their own catalogue, the shared one, and contract's booking messages (their forms').
 */
export function useFollowUpTexts(): Translate<FollowUpText> {
  useBookingMessages();
  useOwnTexts();
  return useAppointmentTexts() as Translate<FollowUpText>;
}
