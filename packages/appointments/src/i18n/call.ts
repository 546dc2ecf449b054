import { defineTexts } from '@medibridge/ui-kit';
import type CallHindi from './hi-call';
import { useBookingMessages } from './bookingMessages';

// Registered by this module, which only the call pages import: in Hindi the call texts load with them alone.
const useCallScreenTexts = defineTexts<typeof CallHindi>(
  'appointments-call',
  () => import('./hi-call'),
);
/** Contract's call refusals (VIDEO_MESSAGES) in Hindi: only the call pages show them. */
const useVideoMessages = defineTexts(
  'contract-video',
  () => import('@medibridge/contract/hi-video'),
);

/**
 * The call pages' texts: their own catalogue (`./hi-call`), contract's call refusals and its booking
 * messages.
 */
export function useCallTexts(): ReturnType<typeof useCallScreenTexts> {
  useBookingMessages();
  useVideoMessages();
  return useCallScreenTexts();
}
