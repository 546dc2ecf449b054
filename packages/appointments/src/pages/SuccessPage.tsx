import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { APPOINTMENT_SUCCESS_REDIRECT_MS, ROUTES, buildPath } from '@medibridge/contract';
import { Link, Button, Skeleton } from '@medibridge/ui-kit';
import {
  useAppointmentRowQuery,
  AppointmentFacts,
  RecordProblem,
  ResultActions,
  ResultCard,
  clearDrafts,
} from '../shared';
import { useResultsTexts } from '../i18n/results';

const Countdown = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text} !important;
`;

/** Seconds left until `onDone`, ticking each second; `onDone` runs once after `ms`. */
function useCountdown(ms: number, active: boolean, onDone: () => void): number {
  const [left, setLeft] = useState(Math.ceil(ms / 1000));
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);
  useEffect(() => {
    if (!active) return undefined;
    const tick = setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    const end = setTimeout(() => done.current(), ms);
    return () => {
      clearInterval(tick);
      clearTimeout(end);
    };
  }, [active, ms]);
  return left;
}

/**
 * /appointment/success-response/{appt_no} (SPEC §2, §4): 'Appointment booked Successfully!' with the
 * appointment's number, date, time, day and department, then after 5 seconds /my-appointment. A booking that
 * is not confirmed (payment pending, failed or expired) goes to its payment status screen instead.
 */
export function SuccessPage(): ReactNode {
  const t = useResultsTexts();
  const navigate = useNavigate();
  const { appt_no: appointmentNo = '' } = useParams();
  const record = useAppointmentRowQuery(appointmentNo, { skip: appointmentNo === '' });
  const confirmed = record.data?.state === 'confirmed';
  const seconds = useCountdown(APPOINTMENT_SUCCESS_REDIRECT_MS, confirmed, () => {
    void navigate(ROUTES.myAppointment);
  });

  // The booking is made: the drafts of its steps are no longer needed.
  useEffect(() => {
    if (confirmed) clearDrafts();
  }, [confirmed]);

  if (record.data && !confirmed)
    return (
      <Navigate
        to={buildPath(ROUTES.appointmentPaymentStatus, { appt_no: appointmentNo })}
        replace
      />
    );
  if (record.isError || appointmentNo === '') return <RecordProblem error={record.error} />;
  if (!record.data)
    return (
      <ResultCard tone="waiting" title={t('Checking your booking…')}>
        <Skeleton height={24} lines={5} />
      </ResultCard>
    );

  return (
    <ResultCard tone="success" title={t('Appointment booked Successfully!')}>
      <p>
        {t(
          'Your consultation is confirmed. Keep your phone with you at the time of your appointment.',
        )}
      </p>
      <AppointmentFacts record={record.data} />
      <Countdown role="timer" aria-live="off">
        {t('Taking you to My Appointments in {seconds} s', { seconds })}
      </Countdown>
      <ResultActions>
        <Button as={Link} to={ROUTES.myAppointment} size="lg">
          {t('Go to My Appointments')}
        </Button>
      </ResultActions>
    </ResultCard>
  );
}
