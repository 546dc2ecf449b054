import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import styled from 'styled-components';
import {
  CANCEL_RELOAD_MS,
  MESSAGES,
  formatRupees,
  type AppointmentRecord,
  type CancelRefund,
  type RefundDestination,
} from '@medibridge/contract';

import { problemOf } from '@medibridge/api-client';
import { cancelledTags, recordsApi, useAppointmentCancelMutation } from '../recordsApi';
import type { CardList } from '../rules';
import { AppointmentCard, type CancelStage } from './AppointmentCard';
import { useRecordsTexts } from '../i18n/records';

const Grid = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-items: stretch;
  > li {
    display: grid;
    min-width: 0;
  }
  @media ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/**
 * Cancelling from a list (SPEC §4): asked again, sent, then SPEC's message on the card for 5 s — 'Appointment
 * cancelled Successfully.' for code 200, 'Appointment Not Cancelled Yet.' for anything else — and then the
 * fresh lists and wallet through tag invalidation (ARCHITECTURE §4: no page reload). Leaving the screen
 * before then refreshes at once, so no list is left stale.
 */
function useCancelFlow(userId: number | string, records: readonly AppointmentRecord[]) {
  const t = useRecordsTexts();
  const dispatch = useDispatch();
  const [cancel] = useAppointmentCancelMutation();
  const [stages, setStages] = useState<Readonly<Record<string, CancelStage>>>({});
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const set = useCallback(
    (no: string, stage: CancelStage) => setStages((all) => ({ ...all, [no]: stage })),
    [],
  );
  const refresh = useCallback(
    (no: string) => dispatch(recordsApi.util.invalidateTags(cancelledTags(no))),
    [dispatch],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const [no, timer] of pending) {
        clearTimeout(timer);
        refresh(no);
      }
      pending.clear();
    };
  }, [refresh]);

  // The fresh list has arrived: a settled card shows what the server says now.
  useEffect(() => {
    setStages((all) => {
      const next = Object.fromEntries(Object.entries(all).filter(([, s]) => s.stage !== 'settled'));
      return Object.keys(next).length === Object.keys(all).length ? all : next;
    });
  }, [records]);

  /** Where the money went, when the patient asked for the payment method (or it was sent there). */
  const refundNote = (refund: CancelRefund | undefined): string | undefined => {
    if (!refund) return undefined;
    const rupees = (amount: string) => formatRupees(Number(amount));
    const total = formatRupees(Number(refund.wallet_amount) + Number(refund.source_amount));
    if (refund.fell_back === 'wallet_only')
      return t('This booking was paid from your wallet, so {amount} is back in your wallet.', {
        amount: total,
      });
    if (refund.fell_back === 'not_supported')
      return t(
        'This payment cannot be refunded to its original method, so {amount} is back in your wallet.',
        { amount: total },
      );
    if (refund.to !== 'source') return undefined;
    const parts = [
      t('{amount} will reach your original payment method in 5–7 working days.', {
        amount: rupees(refund.source_amount),
      }),
    ];
    if (Number(refund.wallet_amount) > 0)
      parts.push(t('{amount} is back in your wallet.', { amount: rupees(refund.wallet_amount) }));
    return parts.join(' ');
  };

  const confirm = async (no: string, refundTo: RefundDestination): Promise<void> => {
    set(no, { stage: 'sending' });
    const result = await cancel({
      userId,
      appointment_id: no,
      ...(refundTo === 'source' ? { refund_to: refundTo } : {}),
    });
    const ok = 'data' in result && result.data?.code === 200;
    const detail = ok
      ? refundNote(result.data?.refund)
      : !('error' in result)
        ? undefined
        : problemOf(result.error, '').message;
    set(no, {
      stage: 'done',
      tone: ok ? 'success' : 'error',
      message: ok ? MESSAGES.appointmentCancelled : MESSAGES.appointmentNotCancelled,
      detail: detail || undefined,
      record: (ok && result.data?.data) || undefined,
    });
    timers.current.set(
      no,
      setTimeout(() => {
        timers.current.delete(no);
        set(no, { stage: 'settled' });
        refresh(no);
      }, CANCEL_RELOAD_MS),
    );
  };

  return {
    stageOf: (no: string): CancelStage => stages[no] ?? { stage: 'idle' },
    ask: (no: string) => set(no, { stage: 'confirm' }),
    keep: (no: string) => set(no, { stage: 'idle' }),
    confirm: (no: string, refundTo: RefundDestination) => void confirm(no, refundTo),
  };
}

/** The cards of My Appointments or My Transactions, two to a row on wide screens, with cancelling. */
export function AppointmentCards({
  records,
  list,
  userId,
}: {
  records: readonly AppointmentRecord[];
  list: CardList;
  userId: number | string;
}): ReactNode {
  const flow = useCancelFlow(userId, records);
  return (
    <Grid>
      {records.map((record) => {
        const no = record.appointment_no;
        const stage = flow.stageOf(no);
        return (
          <li key={no}>
            <AppointmentCard
              record={(stage.stage === 'done' && stage.record) || record}
              list={list}
              cancel={stage}
              onCancelAsk={() => flow.ask(no)}
              onCancelKeep={() => flow.keep(no)}
              onCancelConfirm={(refundTo) => flow.confirm(no, refundTo)}
            />
          </li>
        );
      })}
    </Grid>
  );
}
