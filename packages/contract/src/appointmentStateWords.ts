import type { AppointmentState } from './appointmentStates';
import type { Language } from './language';

/** A word in both of the app's languages. */
export type BothLanguages = Readonly<Record<Language, string>>;

/**
 * A person's words for each booking state, in English and Hindi: one table for the status badge, the
 * invoice screen and the invoice PDF, so the three never name a state differently. SPEC gives no words for
 * the states (its "Booking status is displayed as Success" is deviation 18's subject).
 */
export const BOOKING_STATE_WORDS: Readonly<Record<AppointmentState, BothLanguages>> = {
  pending_payment: { en: 'Payment pending', hi: 'भुगतान बाकी है' },
  payment_failed: { en: 'Payment failed', hi: 'भुगतान नहीं हो सका' },
  expired: { en: 'Expired', hi: 'समय-सीमा खत्म' },
  confirmed: { en: 'Confirmed', hi: 'पक्का' },
  cancelled: { en: 'Cancelled', hi: 'रद्द' },
  completed: { en: 'Consulted', hi: 'परामर्श हो गया' },
  followed_up: { en: 'Followed up', hi: 'फ़ॉलो-अप हो गया' },
  no_show: { en: 'Missed', hi: 'छूट गया' },
};

/** How a booking's payment reads on its invoice (screen and PDF). */
export const BOOKING_PAYMENT_WORDS = {
  pending: { en: 'Payment pending', hi: 'भुगतान बाकी है' },
  paid: { en: 'Paid', hi: 'भुगतान हो गया' },
  notPaid: { en: 'Not paid', hi: 'भुगतान नहीं हुआ' },
  refunded: { en: 'Refunded', hi: 'वापस किया गया' },
  nothingPaid: { en: 'Nothing was paid', hi: 'कोई भुगतान नहीं हुआ था' },
} as const satisfies Record<string, BothLanguages>;

/** A booking state's word in `language`; an unknown state reads as its raw name. */
export function bookingStateWord(state: string, language: Language): string {
  const words = (BOOKING_STATE_WORDS as Readonly<Record<string, BothLanguages | undefined>>)[state];
  return words ? words[language] : state;
}

/**
 * A booking's payment word in `language`: waiting, not paid (failed or expired), refunded or paid once
 * cancelled (nothing was paid when the booking cost nothing), paid otherwise.
 */
export function bookingPaymentWord(
  state: string,
  { refunded, paid }: { refunded: boolean; paid: boolean },
  language: Language,
): string {
  const key: keyof typeof BOOKING_PAYMENT_WORDS =
    state === 'pending_payment'
      ? 'pending'
      : state === 'payment_failed' || state === 'expired'
        ? 'notPaid'
        : state === 'cancelled'
          ? refunded
            ? 'refunded'
            : paid
              ? 'paid'
              : 'nothingPaid'
          : 'paid';
  return BOOKING_PAYMENT_WORDS[key][language];
}
