import { defineTexts } from '@medibridge/ui-kit';

/**
 * Contract's booking messages (BOOKING_MESSAGES) in Hindi: loaded with the booking and call screens, not on
 * every route. A module of its own, so the call pages can have them without the booking screens' texts.
 */
export const useBookingMessages = defineTexts(
  'contract-booking',
  () => import('@medibridge/contract/hi-booking'),
);
