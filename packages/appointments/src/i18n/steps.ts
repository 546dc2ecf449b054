import { combineTexts, defineTexts } from '@medibridge/ui-kit';
import { useBookingMessages } from './bookingMessages';
import type Hindi from './hi-steps';
import { type AppointmentText, useAppointmentTexts } from './index';

/** A text of the first two booking steps (patient details; department and slot): a key of `./hi-steps` or of the shared `./hi`. */
export type StepsText = Extract<keyof typeof Hindi, string> | AppointmentText;

/**
 * The texts of the first two booking steps (patient details; department and slot): their own catalogue,
 * registered here (only these screens import this module, so in Hindi it loads with them alone), the shared
 * one, and contract's booking messages (their forms').
 */
export const useStepsTexts = combineTexts<StepsText>(
  useBookingMessages,
  defineTexts<typeof Hindi>('appointments-steps', () => import('./hi-steps')),
  useAppointmentTexts,
);
