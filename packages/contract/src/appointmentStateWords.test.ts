import {
  BOOKING_PAYMENT_WORDS,
  BOOKING_STATE_WORDS,
  bookingPaymentWord,
  bookingStateWord,
} from './appointmentStateWords';
import { APPOINTMENT_STATES } from './appointmentStates';

const DEVANAGARI = /[\u0900-\u097F]/;

describe('the one table of booking-state words', () => {
  it('names every state in English and Hindi, each state differently', () => {
    for (const state of APPOINTMENT_STATES) {
      expect(BOOKING_STATE_WORDS[state].en).toMatch(/^[A-Z][a-z ]+$/);
      expect(BOOKING_STATE_WORDS[state].hi).toMatch(DEVANAGARI);
    }
    const english = APPOINTMENT_STATES.map((s) => BOOKING_STATE_WORDS[s].en);
    expect(new Set(english).size).toBe(english.length);
    for (const words of Object.values(BOOKING_PAYMENT_WORDS)) expect(words.hi).toMatch(DEVANAGARI);
  });

  it('reads a state and its payment in the language asked for', () => {
    expect(bookingStateWord('pending_payment', 'en')).toBe('Payment pending');
    expect(bookingStateWord('cancelled', 'hi')).toBe('रद्द');
    const cancelled = (refunded: boolean, paid: boolean) =>
      bookingPaymentWord('cancelled', { refunded, paid }, 'en');
    expect(cancelled(true, true)).toBe('Refunded');
    expect(cancelled(false, true)).toBe('Paid');
    expect(cancelled(false, false)).toBe('Nothing was paid');
    expect(bookingPaymentWord('expired', { refunded: false, paid: false }, 'hi')).toBe(
      'भुगतान नहीं हुआ',
    );
    expect(bookingPaymentWord('pending_payment', { refunded: false, paid: false }, 'en')).toBe(
      'Payment pending',
    );
  });
});
