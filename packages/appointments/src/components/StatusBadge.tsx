import { type ReactNode } from 'react';
import { StatusBadge as Badge, type StatusTone } from '@medibridge/ui-kit';
import { useAppointmentTexts, type AppointmentText } from '../i18n';

/** How each appointment state reads on a card (contract's one state machine, ADR 0023). */
const STATES: Readonly<Record<string, { label: AppointmentText; tone: StatusTone }>> = {
  confirmed: { label: 'Confirmed', tone: 'good' },
  pending_payment: { label: 'Payment pending', tone: 'warning' },
  payment_failed: { label: 'Payment failed', tone: 'problem' },
  expired: { label: 'Expired', tone: 'over' },
  cancelled: { label: 'Cancelled', tone: 'over' },
  completed: { label: 'Consulted', tone: 'good' },
  followed_up: { label: 'Followed up', tone: 'good' },
  no_show: { label: 'Missed', tone: 'over' },
};

/** An appointment's state as a small coloured label. */
export function StatusBadge({ state }: { state: string }): ReactNode {
  const t = useAppointmentTexts();
  const known = STATES[state];
  if (!known) return null;
  return <Badge tone={known.tone}>{t(known.label)}</Badge>;
}
