import { useState, type ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  BOOKING_MESSAGES,
  ROUTES,
  buildPath,
  formatIndiaTime,
  type AppointmentRecord,
} from '@medibridge/contract';
import { Link, Alert, Button, Skeleton, translate } from '@medibridge/ui-kit';
import { problemOf, type Problem } from '@medibridge/api-client';
import {
  appointmentsApi,
  useAppointmentPaymentRetryMutation,
  useAppointmentRowQuery,
  AppointmentFacts,
  RecordProblem,
  ResultActions,
  ResultCard,
  goToGateway,
} from '../shared';
import { useResultsTexts } from '../i18n/results';

/** How often a pending payment is checked again. */
export const PAYMENT_POLL_MS = 4000;

const Checking = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Retry payment: a new gateway page for the same booking, or why not (slot taken, hold expired). */
function RetryPayment({
  appointmentNo,
  label,
  variant = 'primary',
}: {
  appointmentNo: string;
  label: string;
  variant?: 'primary' | 'secondary';
}): ReactNode {
  const t = useResultsTexts();
  const [retry] = useAppointmentPaymentRetryMutation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  const onRetry = async (): Promise<void> => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    const fallback = 'The payment could not be started just now. Please try again.';
    const result = await retry(appointmentNo);
    if ('data' in result && result.data) {
      if (goToGateway(result.data.data.instrumentResponse.redirectInfo.url)) return;
      setProblem({ status: 200, message: fallback, fieldErrors: {} });
    } else {
      setProblem(problemOf('error' in result ? result.error : null, fallback));
    }
    setBusy(false);
  };

  return (
    <>
      {problem ? (
        <Alert tone="error" autoDismissMs={null}>
          {translate(problem.message)}
          {problem.status === 409 ? (
            <>
              {' '}
              <Link to={ROUTES.appointmentStepSecond}>{t('Choose another time')}</Link>
            </>
          ) : null}
        </Alert>
      ) : null}
      <ResultActions>
        <Button
          type="button"
          size="lg"
          variant={variant}
          loading={busy}
          disabled={busy}
          onClick={() => void onRetry()}
        >
          {label}
        </Button>
        <Button as={Link} to={ROUTES.home} variant="secondary" size="lg">
          {t('Go to home')}
        </Button>
      </ResultActions>
    </>
  );
}

function Pending({ record }: { record: AppointmentRecord }): ReactNode {
  const t = useResultsTexts();
  return (
    <ResultCard tone="waiting" title={t('Payment pending')}>
      <p>
        {t(
          'We are waiting for the payment provider to confirm your payment. If money was taken, your booking is confirmed as soon as they tell us.',
        )}
      </p>
      {record.hold_expires_at ? (
        <p>
          {t('Your time is held for you until {time}.', {
            time: formatIndiaTime(record.hold_expires_at),
          })}
        </p>
      ) : null}
      <AppointmentFacts record={record} showAmount />
      <Checking role="status">{t('Checking again every few seconds…')}</Checking>
      <RetryPayment
        appointmentNo={record.appointment_no}
        label={t('Pay now')}
        variant="secondary"
      />
    </ResultCard>
  );
}

function Failed({ record }: { record: AppointmentRecord }): ReactNode {
  const t = useResultsTexts();
  return (
    <ResultCard tone="problem" title={t('Payment failed')}>
      <p>
        {t(
          'The payment did not go through and no money was taken. You can try the payment again; if the time has been booked meanwhile, choose another.',
        )}
      </p>
      <AppointmentFacts record={record} showAmount />
      <RetryPayment appointmentNo={record.appointment_no} label={t('Retry payment')} />
    </ResultCard>
  );
}

function Expired({ record }: { record: AppointmentRecord }): ReactNode {
  const t = useResultsTexts();
  return (
    <ResultCard tone="problem" title={t('This booking expired')}>
      <p>{translate(BOOKING_MESSAGES.paymentExpired)}</p>
      <AppointmentFacts record={record} />
      <ResultActions>
        <Button as={Link} to={ROUTES.appointmentStepFirst} size="lg">
          {t('Book again')}
        </Button>
        <Button as={Link} to={ROUTES.home} variant="secondary" size="lg">
          {t('Go to home')}
        </Button>
      </ResultActions>
    </ResultCard>
  );
}

function NothingToPay({ record }: { record: AppointmentRecord }): ReactNode {
  const t = useResultsTexts();
  return (
    <ResultCard tone="success" title={t('No payment needed')}>
      <p>{translate(BOOKING_MESSAGES.paymentNotRetryable)}</p>
      <AppointmentFacts record={record} />
      <ResultActions>
        <Button as={Link} to={ROUTES.myAppointment} size="lg">
          {t('Go to My Appointments')}
        </Button>
      </ResultActions>
    </ResultCard>
  );
}

/**
 * /appointment/payment-status/{appt_no} (ours): where the server sends the browser back from the payment
 * provider when the payment is not confirmed. Pending is checked again every few seconds (and moves on to
 * the success screen once confirmed), with Pay now; failed says no money was taken and offers Retry payment;
 * expired offers to book again.
 */
export function PaymentStatusPage(): ReactNode {
  const t = useResultsTexts();
  const { appt_no: appointmentNo = '' } = useParams();
  // What is known so far decides whether to keep asking: only a pending payment is checked again.
  const known = appointmentsApi.endpoints.appointmentRow.useQueryState(appointmentNo, {
    skip: appointmentNo === '',
  });
  const record = useAppointmentRowQuery(appointmentNo, {
    skip: appointmentNo === '',
    pollingInterval: known.data?.state === 'pending_payment' ? PAYMENT_POLL_MS : 0,
    skipPollingIfUnfocused: true,
  });
  const state = record.data?.state;

  if (state === 'confirmed')
    return (
      <Navigate to={buildPath(ROUTES.appointmentSuccess, { appt_no: appointmentNo })} replace />
    );
  if (!record.data) {
    if (record.isError || appointmentNo === '') return <RecordProblem error={record.error} />;
    return (
      <ResultCard tone="waiting" title={t('Checking your payment…')}>
        <Skeleton height={24} lines={5} />
      </ResultCard>
    );
  }
  switch (state) {
    case 'pending_payment':
      return <Pending record={record.data} />;
    case 'payment_failed':
      return <Failed record={record.data} />;
    case 'expired':
      return <Expired record={record.data} />;
    default:
      return <NothingToPay record={record.data} />;
  }
}
