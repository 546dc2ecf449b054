import { defineTexts } from '@medibridge/ui-kit';
import type Hindi from './hi';
import type CallHindi from './hi-call';

/** A text of the booking screens: an English key of `./hi`. */
export type AppointmentText = Extract<keyof typeof Hindi, string>;

const useScreenTexts = defineTexts<typeof Hindi>('appointments', () => import('./hi'));
/** Contract's booking messages (BOOKING_MESSAGES) in Hindi: loaded with these screens, not on every route. */
const useBookingMessages = defineTexts(
  'contract-booking',
  () => import('@medibridge/contract/hi-booking'),
);

/**
 * The booking screens' texts (docs/decisions/0017): `const t = useAppointmentTexts()`. In Hindi it also loads
 * contract's booking messages, which the screens show with `translate`.
 */
export function useAppointmentTexts(): ReturnType<typeof useScreenTexts> {
  useBookingMessages();
  return useScreenTexts();
}

const useCallScreenTexts = defineTexts<typeof CallHindi>(
  'appointments-call',
  () => import('./hi-call'),
);

/**
 * The call pages' texts: their own catalogue (`./hi-call`), so the booking screens do not download them, and
 * contract's booking messages (the call's refusals are among them).
 */
export function useCallTexts(): ReturnType<typeof useCallScreenTexts> {
  useBookingMessages();
  return useCallScreenTexts();
}
