import { defineTexts, type Translate } from '@medibridge/ui-kit';
import { useBookingMessages } from './bookingMessages';
import type Hindi from './hi-services';
import { type AppointmentText, useAppointmentTexts } from './index';

/** A text of Make Payment for a service and its payment status: a key of `./hi-services` or of the shared `./hi`. */
export type ServicesText = Extract<keyof typeof Hindi, string> | AppointmentText;

// Registered by this module, which only these screens import: in Hindi its catalogue loads with them alone.
const useOwnTexts = defineTexts<typeof Hindi>(
  'appointments-services',
  () => import('./hi-services'),
);

/**
 * The texts of Make Payment for a service and its payment status: their own catalogue, the shared one, and contract's booking messages (their forms').
 */
export function useServicesTexts(): Translate<ServicesText> {
  useBookingMessages();
  useOwnTexts();
  return useAppointmentTexts() as Translate<ServicesText>;
}
