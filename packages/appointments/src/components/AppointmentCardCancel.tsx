import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  DEFAULT_REFUND_DESTINATION,
  formatRupees,
  paidOnline,
  type AppointmentRecord,
  type RefundDestination,
} from '@medibridge/contract';
import { Button, RadioGroup } from '@medibridge/ui-kit';

import { refundOf } from '../rules';
import { CardButtons } from './AppointmentCardButtons';
import { useRecordsTexts } from '../i18n/records';

const Confirm = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  > p {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  > p:focus {
    outline: none;
  }
`;

export interface CancelQuestionProps {
  record: AppointmentRecord;
  /** The cancel is on its way: the choice and the buttons wait. */
  sending: boolean;
  /** Where the refund goes (the card keeps the choice while it is asked again). */
  refundTo: RefundDestination;
  onRefundTo: (refundTo: RefundDestination) => void;
  onKeep: () => void;
  /** Sends the cancel; `refundTo` is the patient's choice (the wallet unless paid online and asked). */
  onConfirm: (refundTo: RefundDestination) => void;
}

/**
 * A card's cancel question (SPEC §4: asked again before it is sent): the refund, and for a booking paid online
 * where it goes, the MediBridge wallet at once (the default) or the original payment method. Only a tap on
 * Cancel shows it, so it is a chunk of its own that the list page fetches after its first paint
 * (docs/decisions/0029); the question takes the focus when it opens.
 */
export function CancelQuestion({
  record,
  sending,
  refundTo,
  onRefundTo,
  onKeep,
  onConfirm,
}: CancelQuestionProps): ReactNode {
  const t = useRecordsTexts();
  const online = paidOnline(record);
  const no = record.appointment_no;
  const question = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!sending) question.current?.focus();
  }, [sending]);

  return (
    <Confirm>
      <p ref={question} tabIndex={-1}>
        {online
          ? t('Cancel this appointment? {amount} will be refunded.', {
              amount: refundOf(record),
            })
          : t('Cancel this appointment? {amount} goes back to your MediBridge wallet at once.', {
              amount: refundOf(record),
            })}
      </p>
      {online ? (
        <RadioGroup
          label={t('Where should the refund go?')}
          name={`refund-to-${no}`}
          direction="column"
          value={refundTo}
          onChange={(value) => onRefundTo(value === 'source' ? 'source' : 'wallet')}
          disabled={sending}
          options={[
            { value: 'wallet', label: t('Refund to MediBridge wallet (instant)') },
            {
              value: 'source',
              label: t('Refund to original payment method (5–7 working days)'),
            },
          ]}
          hint={
            Number(record.wallet_amount) > 0
              ? t('The {amount} paid from your wallet always goes back to your wallet.', {
                  amount: formatRupees(Number(record.wallet_amount)),
                })
              : undefined
          }
        />
      ) : null}
      <CardButtons>
        <Button
          type="button"
          size="sm"
          variant="danger"
          loading={sending}
          disabled={sending}
          onClick={() => onConfirm(online ? refundTo : DEFAULT_REFUND_DESTINATION)}
        >
          {t('Yes, cancel')}
        </Button>
        <Button type="button" size="sm" variant="secondary" disabled={sending} onClick={onKeep}>
          {t('Keep it')}
        </Button>
      </CardButtons>
    </Confirm>
  );
}
