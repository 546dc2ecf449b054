import { type ReactNode } from 'react';
import { type AppointmentState, bookingStateWord } from '@medibridge/contract';
import { StatusBadge as Badge, type StatusTone, useLanguage } from '@medibridge/ui-kit';

/**
 * The colour of each appointment state on a card (contract's one state machine, ADR 0023); its words are
 * contract's BOOKING_STATE_WORDS, as on the invoice.
 */
const TONES: Readonly<Record<AppointmentState, StatusTone>> = {
  confirmed: 'good',
  pending_payment: 'warning',
  payment_failed: 'problem',
  expired: 'over',
  cancelled: 'over',
  completed: 'good',
  followed_up: 'good',
  no_show: 'over',
};

/** An appointment's state as a small coloured label. */
export function StatusBadge({ state }: { state: string }): ReactNode {
  const language = useLanguage();
  const tone = (TONES as Readonly<Record<string, StatusTone | undefined>>)[state];
  if (!tone) return null;
  return <Badge tone={tone}>{bookingStateWord(state, language)}</Badge>;
}
