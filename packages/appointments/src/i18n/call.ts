import { defineTexts } from '@medibridge/ui-kit';
import type CallHindi from './hi-call';
import { useBookingMessages } from './bookingMessages';

// Registered by this module, which only the call pages import: in Hindi the call texts load with them alone.
const useCallScreenTexts = defineTexts<typeof CallHindi>(
  'appointments-call',
  () => import('./hi-call'),
);

/**
 * The call pages' texts: their own catalogue (`./hi-call`), and contract's booking messages (the call's
 * refusals are among them).
 */
export function useCallTexts(): ReturnType<typeof useCallScreenTexts> {
  useBookingMessages();
  return useCallScreenTexts();
}
