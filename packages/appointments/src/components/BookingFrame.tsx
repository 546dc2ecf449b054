import { type ReactNode } from 'react';
import styled from 'styled-components';
import { ActionRow, PageFrame, Panel as KitPanel } from '@medibridge/ui-kit';
import { useAppointmentTexts } from '../i18n';

/** The white surface the step's form or summary sits on (a form's fields further apart). */
export const Panel = styled(KitPanel)`
  form {
    display: grid;
    gap: ${({ theme }) => theme.space.lg};
  }
  @media ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  li {
    counter-increment: step;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
    padding-top: ${({ theme }) => theme.space.xs};
    border-top: 4px solid ${({ theme }) => theme.colors.divider};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
  li::before {
    content: counter(step);
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  li.done {
    border-top-color: ${({ theme }) => theme.colors.primary};
  }
  li[aria-current='step'] {
    border-top-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  @media ${({ theme }) => theme.media.tablet} {
    li {
      flex-direction: row;
      gap: ${({ theme }) => theme.space.xs};
      font-size: ${({ theme }) => theme.fontSizes.sm};
    }
  }
`;

/** Which step of the three the screen is. */
export type BookingStep = 1 | 2 | 3;

/** Previous / Next (or Pay Now) under a form (ui-kit's ActionRow). */
export const Actions = ActionRow;

/**
 * The frame of every booking screen: the screen's heading, and for the three steps the step indicator
 * (patient details, appointment, summary) so a person sees how far along they are.
 */
export function BookingFrame({
  title,
  lead,
  step,
  wide = false,
  children,
}: {
  title: string;
  lead?: ReactNode;
  step?: BookingStep;
  wide?: boolean;
  children: ReactNode;
}): ReactNode {
  const t = useAppointmentTexts();
  const steps = [t('Patient details'), t('Appointment'), t('Summary and payment')];
  return (
    <PageFrame
      id="booking-title"
      title={title}
      maxWidth={wide ? '880px' : '760px'}
      lead={lead}
      below={
        step ? (
          <Steps aria-label={t('Booking steps')}>
            {steps.map((label, index) => (
              <li
                key={label}
                className={index + 1 < step ? 'done' : undefined}
                aria-current={index + 1 === step ? 'step' : undefined}
              >
                <span>{label}</span>
              </li>
            ))}
          </Steps>
        ) : null
      }
    >
      {children}
    </PageFrame>
  );
}
