import { type ReactNode } from 'react';
import styled from 'styled-components';
import { useAppointmentTexts, type AppointmentText } from '../i18n';

type Tone = 'good' | 'waiting' | 'over' | 'problem';

/** How each appointment state reads on a card (contract's one state machine, ADR 0023). */
const STATES: Readonly<Record<string, { label: AppointmentText; tone: Tone }>> = {
  confirmed: { label: 'Confirmed', tone: 'good' },
  pending_payment: { label: 'Payment pending', tone: 'waiting' },
  payment_failed: { label: 'Payment failed', tone: 'problem' },
  expired: { label: 'Expired', tone: 'over' },
  cancelled: { label: 'Cancelled', tone: 'over' },
  completed: { label: 'Consulted', tone: 'good' },
  followed_up: { label: 'Followed up', tone: 'good' },
  no_show: { label: 'Missed', tone: 'over' },
};

const Badge = styled.span<{ $tone: Tone }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  white-space: nowrap;
  ${({ theme, $tone }) => {
    const c = theme.colors;
    const [fg, bg] =
      $tone === 'good'
        ? [c.success, c.successSoft]
        : $tone === 'waiting'
          ? [c.warning, c.warningSoft]
          : $tone === 'problem'
            ? [c.danger, c.dangerSoft]
            : [c.textMuted, c.surfaceMuted];
    return `color: ${fg}; background: ${bg};`;
  }}
`;

/** An appointment's state as a small coloured label. */
export function StatusBadge({ state }: { state: string }): ReactNode {
  const t = useAppointmentTexts();
  const known = STATES[state];
  if (!known) return null;
  return <Badge $tone={known.tone}>{t(known.label)}</Badge>;
}
