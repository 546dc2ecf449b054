import { type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ROUTES, type ServiceBookingRecord } from '@medibridge/contract';
import {
  Link,
  Button,
  FactList,
  Money,
  Skeleton,
  translate,
  useLanguage,
} from '@medibridge/ui-kit';
import { problemOf } from '@medibridge/api-client';
import { ResultActions, ResultCard } from '../shared';
import { SERVICE_LABELS, showStampDate, useServiceBookingRowQuery, recordsApi } from '../records';
import { useServicesTexts, type ServicesText } from '../i18n/services';

/** How often a pending service payment is checked again. */
export const SERVICE_POLL_MS = 4000;

const Facts = styled(FactList)`
  width: 100%;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
`;

const Checking = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted} !important;
`;

function BookingFacts({ record }: { record: ServiceBookingRecord }): ReactNode {
  const t = useServicesTexts();
  const language = useLanguage();
  const service = (SERVICE_LABELS as Readonly<Record<string, ServicesText>>)[record.service];
  return (
    <Facts>
      <dt>{t('Reference')}</dt>
      <dd>{record.reference}</dd>
      <dt>{t('Service')}</dt>
      <dd>{service ? t(service) : record.service}</dd>
      <dt>{t('Amount')}</dt>
      <dd>
        <Money amount={record.amount} />
      </dd>
      <dt>{t('Date')}</dt>
      <dd>{showStampDate(record.created_at, language)}</dd>
      {record.payment_reference ? (
        <>
          <dt>{t('Payment reference')}</dt>
          <dd>{record.payment_reference}</dd>
        </>
      ) : null}
    </Facts>
  );
}

function Again(): ReactNode {
  const t = useServicesTexts();
  return (
    <ResultActions>
      <Button as={Link} to={ROUTES.serviceBooking} size="lg">
        {t('Make another payment')}
      </Button>
      <Button as={Link} to={ROUTES.home} variant="secondary" size="lg">
        {t('Go to home')}
      </Button>
    </ResultActions>
  );
}

/**
 * /service/payment-status/{reference} (ours): where the gateway sends the browser back after Make Payment.
 * Paid says so with the references; pending is checked again every few seconds and explains the wait;
 * failed and expired say no money was taken and lead back to the form.
 */
export function ServicePaymentStatusPage(): ReactNode {
  const t = useServicesTexts();
  const { reference = '' } = useParams();
  // What is known so far decides whether to keep asking: only a pending payment is checked again.
  const known = recordsApi.endpoints.serviceBookingRow.useQueryState(reference, {
    skip: reference === '',
  });
  const row = useServiceBookingRowQuery(reference, {
    skip: reference === '',
    pollingInterval: known.data?.state === 'pending_payment' ? SERVICE_POLL_MS : 0,
    skipPollingIfUnfocused: true,
  });
  const record = row.data;

  if (!record) {
    if (row.isError || reference === '')
      return (
        <ResultCard tone="problem" title={t('We could not open this payment')}>
          <p role="alert">
            {translate(problemOf(row.error, 'Your records could not be loaded.').message)}
          </p>
          <Again />
        </ResultCard>
      );
    return (
      <ResultCard tone="waiting" title={t('Checking your payment…')}>
        <Skeleton height={24} lines={4} />
      </ResultCard>
    );
  }

  switch (record.state) {
    case 'paid':
      return (
        <ResultCard tone="success" title={t('Payment received')}>
          <p>{t('Our team will call you about the service.')}</p>
          <BookingFacts record={record} />
          <ResultActions>
            <Button as={Link} to={ROUTES.home} size="lg">
              {t('Go to home')}
            </Button>
          </ResultActions>
        </ResultCard>
      );
    case 'pending_payment':
      return (
        <ResultCard tone="waiting" title={t('Payment pending')}>
          <p>
            {t(
              'We are waiting for the payment provider to confirm your payment. If money was taken, your booking is confirmed as soon as they tell us.',
            )}
          </p>
          <BookingFacts record={record} />
          <Checking role="status">{t('Checking again every few seconds…')}</Checking>
        </ResultCard>
      );
    case 'payment_failed':
      return (
        <ResultCard tone="problem" title={t('Payment failed')}>
          <p>{t('No money was taken.')}</p>
          <BookingFacts record={record} />
          <Again />
        </ResultCard>
      );
    default:
      return (
        <ResultCard tone="problem" title={t('This payment expired')}>
          <p>{t('No money was taken.')}</p>
          <BookingFacts record={record} />
          <Again />
        </ResultCard>
      );
  }
}
