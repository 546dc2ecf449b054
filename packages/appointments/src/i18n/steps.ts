import { defineTexts, type Translate } from '@medibridge/ui-kit';
import { useBookingMessages } from './bookingMessages';
import type Hindi from './hi-steps';
import { type AppointmentText, useAppointmentTexts } from './index';

/** A text of the first two booking steps (patient details; department and slot): a key of `./hi-steps` or of the shared `./hi`. */
export type StepsText = Extract<keyof typeof Hindi, string> | AppointmentText;

// Registered by this module, which only these screens import: in Hindi its catalogue loads with them alone.
const useOwnTexts = defineTexts<typeof Hindi>('appointments-steps', () => import('./hi-steps'));

/**
 * The texts of the first two booking steps (patient details; department and slot): their own catalogue, the shared one, and contract's booking messages (their forms').
 */
export function useStepsTexts(): Translate<StepsText> {
  useBookingMessages();
  useOwnTexts();
  return useAppointmentTexts() as Translate<StepsText>;
}
