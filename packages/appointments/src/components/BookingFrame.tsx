import { type ReactNode } from 'react';
import styled from 'styled-components';
import { Card, PageContainer } from '@medibridge/ui-kit';
import { useAppointmentTexts } from '../i18n';

const Box = styled.section<{ $wide: boolean }>`
  max-width: ${({ $wide }) => ($wide ? '880px' : '760px')};
  margin: 0 auto;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
  @media ${({ theme }) => theme.media.tablet} {
    gap: ${({ theme }) => theme.space.lg};
    h1 {
      font-size: ${({ theme }) => theme.fontSizes.xxl};
    }
  }
`;

const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The white surface the step's form or summary sits on. */
export const Panel = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  form {
    display: grid;
    gap: ${({ theme }) => theme.space.lg};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
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

/**
 * Previous / Next (or Pay Now) under a form: stacked full width on phones with the forward action on top,
 * side by side from tablets up with the forward action on the right.
 */
export const Actions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space.sm};
  > * {
    width: 100%;
  }
  @media ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    justify-content: space-between;
    > * {
      width: auto;
      flex: 0 1 220px;
      white-space: nowrap;
    }
    > :only-child {
      margin-left: auto;
    }
  }
`;

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
    <PageContainer>
      <Box $wide={wide} aria-labelledby="booking-title">
        <h1 id="booking-title">{title}</h1>
        {step ? (
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
        ) : null}
        {lead ? <Lead>{lead}</Lead> : null}
        {children}
      </Box>
    </PageContainer>
  );
}
