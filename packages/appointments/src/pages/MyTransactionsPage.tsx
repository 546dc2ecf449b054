import { type ReactNode } from 'react';
import { useCurrentUser } from '@medibridge/api-client';
import { BookingFrame, useAppointmentTexts } from '../shared';
import { useAppointmentTransactionsQuery } from '../records';
import { ListLoading, ListProblem, NothingYet } from '../components/ListStates';
import { AppointmentCards } from '../components/AppointmentCards';

/**
 * /my-transactions (SPEC §2): the consultations money moved for, as the same cards as My Appointments with
 * the payment's status and reference; Follow Up shows whenever the consultation happened.
 */
export function MyTransactionsPage(): ReactNode {
  const t = useAppointmentTexts();
  const user = useCurrentUser();
  const list = useAppointmentTransactionsQuery(user?.id ?? '', {
    skip: !user,
    refetchOnMountOrArgChange: true,
  });
  return (
    <BookingFrame title={t('My Transactions')} wide>
      {list.data && user ? (
        list.data.length > 0 ? (
          <AppointmentCards records={list.data} list="transactions" userId={user.id} />
        ) : (
          <NothingYet title={t('No transactions yet')} />
        )
      ) : list.isError ? (
        <ListProblem
          error={list.error}
          fallback="Your records could not be loaded."
          onRetry={() => void list.refetch()}
        />
      ) : (
        <ListLoading />
      )}
    </BookingFrame>
  );
}
