import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  DEFAULT_REFUND_DESTINATION,
  ROUTES,
  buildPath,
  type AppointmentRecord,
  type RefundDestination,
} from '@medibridge/contract';
import { Link, Button, Card, FactList, Money, translate, useLanguage } from '@medibridge/ui-kit';
import { showDate } from '../dates';

import { PAYMENT_STATUS, cardActions, type CardList } from '../rules';
import { showStampDate } from '../stamps';
import { CardButtons } from './AppointmentCardButtons';
import type {
  CancelQuestion as CancelQuestionView,
  CancelQuestionProps,
} from './AppointmentCardCancel';
import { StatusBadge } from './StatusBadge';
import { useRecordsTexts } from '../i18n/records';

export { CardButtons };

/*
 * The cancel question (with its refund choice) shows only after a tap on Cancel: it is a chunk of its own,
 * not part of the list page's first load. The page starts fetching it as this module evaluates, so it is there
 * long before the tap; should the tap come first, the card shows the question as soon as it arrives
 * (docs/decisions/0029).
 */
let loadedQuestion: typeof CancelQuestionView | undefined;
const loadQuestion = () =>
  import('./AppointmentCardCancel').then((module) => (loadedQuestion = module.CancelQuestion));
// A failed download is tried again when the question is asked (React.lazy calls its loader then).
loadQuestion().catch(() => undefined);
const LazyCancelQuestion = lazy(() => loadQuestion().then((question) => ({ default: question })));

function CancelQuestion(props: CancelQuestionProps): ReactNode {
  if (loadedQuestion) {
    const Question = loadedQuestion;
    return <Question {...props} />;
  }
  return (
    <Suspense fallback={null}>
      <LazyCancelQuestion {...props} />
    </Suspense>
  );
}

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
  p {
    margin: ${({ theme }) => theme.space.xxs} 0 0;
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Facts = styled(FactList)`
  grid-template-columns: max-content minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** How the cancel went, on the card where it was asked (SPEC §8's message, then the server's reason). */
const Outcome = styled.div<{ $tone: 'success' | 'error' }>`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 4px solid
    ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.danger)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) =>
    $tone === 'success' ? theme.colors.successSoft : theme.colors.dangerSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  strong {
    display: block;
  }
  &:focus {
    outline: none;
  }
`;

/**
 * What a card's cancel is doing: nothing, asking, sending, showing how it went (with the server's reason
 * when it refused), or waiting for the fresh list after the message (no Cancel meanwhile).
 */
export type CancelStage =
  | { stage: 'idle' }
  | { stage: 'confirm' }
  | { stage: 'sending' }
  | {
      stage: 'done';
      tone: 'success' | 'error';
      message: string;
      detail?: string;
      /** The appointment as the cancel answered it: the card shows it at once, before the lists refresh. */
      record?: AppointmentRecord;
    }
  | { stage: 'settled' };

export interface AppointmentCardProps {
  record: AppointmentRecord;
  list: CardList;
  cancel: CancelStage;
  onCancelAsk: () => void;
  onCancelKeep: () => void;
  /** Sends the cancel; `refundTo` is the patient's choice (the wallet unless paid online and asked). */
  onCancelConfirm: (refundTo: RefundDestination) => void;
}

/**
 * One appointment of My Appointments or My Transactions (SPEC §2): booking date, department, number, date
 * and time (the next free doctor for the department without a schedule), fee and amount, and SPEC §4's
 * buttons: Call, Cancel (asked again before it is sent; a booking paid online asks where its refund goes:
 * the MediBridge wallet at once, the default, or the original payment method), Follow Up and View; Complete payment while the
 * payment is open. Until the call room exists, Call opens a note on the card on how the doctor calls. My Transactions adds the payment's status and reference.
 */
export function AppointmentCard({
  record,
  list,
  cancel,
  onCancelAsk,
  onCancelKeep,
  onCancelConfirm,
}: AppointmentCardProps): ReactNode {
  const t = useRecordsTexts();
  const language = useLanguage();
  const titleId = useId();
  const [refundTo, setRefundTo] = useState<RefundDestination>(DEFAULT_REFUND_DESTINATION);
  const outcome = useRef<HTMLDivElement>(null);
  const actions = cardActions(record, list);
  const no = record.appointment_no;
  const when = record.appointment_date
    ? [showDate(record.appointment_date, language), record.appointment_time]
        .filter(Boolean)
        .join(', ')
    : t('Next free doctor');

  // The question takes the focus when it opens (CancelQuestion), the outcome when the question goes.
  useEffect(() => {
    if (cancel.stage === 'done') outcome.current?.focus();
  }, [cancel.stage]);

  return (
    <Card as="article" aria-labelledby={titleId}>
      <Head>
        <div>
          <h2 id={titleId}>{record.department_name}</h2>
          <p>{no}</p>
        </div>
        <StatusBadge state={record.state} />
      </Head>
      <Facts>
        <dt>{t('Booked on')}</dt>
        <dd>{showStampDate(record.created_at, language)}</dd>
        <dt>{t('When')}</dt>
        <dd>{when}</dd>
        <dt>{t('Appointment Mode')}</dt>
        <dd>{record.appointment_mode === 'audio' ? t('Audio') : t('Video')}</dd>
        <dt>{t('Appointment Fee')}</dt>
        <dd>
          <Money amount={record.appt_fee} />
        </dd>
        <dt>{t('Amount')}</dt>
        <dd>
          <Money amount={record.amount} />
        </dd>
        {Number(record.wallet_amount) > 0 ? (
          <>
            <dt>{t('From your wallet')}</dt>
            <dd>
              <Money amount={record.wallet_amount} />
            </dd>
          </>
        ) : null}
        {list === 'transactions' ? (
          <>
            <dt>{t('Payment status')}</dt>
            <dd>{t(PAYMENT_STATUS[record.payment_status])}</dd>
            {record.payment_reference ? (
              <>
                <dt>{t('Payment reference')}</dt>
                <dd>{record.payment_reference}</dd>
              </>
            ) : null}
          </>
        ) : null}
      </Facts>
      {cancel.stage === 'done' ? (
        <Outcome
          ref={outcome}
          tabIndex={-1}
          role={cancel.tone === 'error' ? 'alert' : 'status'}
          $tone={cancel.tone}
        >
          <strong>{translate(cancel.message)}</strong>
          {cancel.detail ? translate(cancel.detail) : null}
        </Outcome>
      ) : null}
      {cancel.stage === 'confirm' || cancel.stage === 'sending' ? (
        <CancelQuestion
          record={record}
          sending={cancel.stage === 'sending'}
          refundTo={refundTo}
          onRefundTo={setRefundTo}
          onKeep={onCancelKeep}
          onConfirm={onCancelConfirm}
        />
      ) : (
        <CardButtons>
          {actions.completePayment ? (
            <Button
              as={Link}
              size="sm"
              to={buildPath(ROUTES.appointmentPaymentStatus, { appt_no: no })}
            >
              {t('Pay now')}
            </Button>
          ) : null}
          {actions.call ? (
            <Button as={Link} size="sm" to={buildPath(ROUTES.doctorOnCall, { appt_no: no })}>
              {t('Call')}
            </Button>
          ) : null}
          <Button
            as={Link}
            size="sm"
            variant="secondary"
            to={buildPath(ROUTES.appointmentDetails, { appt_no: no })}
          >
            {t('View')}
          </Button>
          {actions.followUp ? (
            <Button
              as={Link}
              size="sm"
              variant="secondary"
              to={buildPath(ROUTES.appointmentFollowUp, { appt_no: no })}
            >
              {t('Follow Up')}
            </Button>
          ) : null}
          {actions.cancel && cancel.stage === 'idle' ? (
            <Button type="button" size="sm" variant="ghost" onClick={onCancelAsk}>
              {t('Cancel')}
            </Button>
          ) : null}
        </CardButtons>
      )}
    </Card>
  );
}
