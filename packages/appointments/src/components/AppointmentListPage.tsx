import { type ReactNode } from 'react';
import { useCurrentUser } from '@medibridge/api-client';
import { BookingFrame } from '../shared';
import { useAppointmentListQuery, useAppointmentTransactionsQuery } from '../records';
import { ListLoading, ListProblem, NothingYet } from './ListStates';
import { AppointmentCards } from './AppointmentCards';

const QUERIES = {
  appointments: useAppointmentListQuery,
  transactions: useAppointmentTransactionsQuery,
} as const;

/**
 * My Appointments and My Transactions: the patient's cards, newest first, asked again on every visit; a
 * friendly note when there is nothing, and a retry when the list could not be loaded.
 */
export function AppointmentListPage({
  list,
  title,
  empty,
}: {
  list: keyof typeof QUERIES;
  /** The page's heading, translated. */
  title: string;
  /** What the empty list says, translated. */
  empty: string;
}): ReactNode {
  const user = useCurrentUser();
  const query = QUERIES[list](user?.id ?? '', { skip: !user, refetchOnMountOrArgChange: true });
  return (
    <BookingFrame title={title} wide>
      {query.data && user ? (
        query.data.length > 0 ? (
          <AppointmentCards records={query.data} list={list} userId={user.id} />
        ) : (
          <NothingYet title={empty} />
        )
      ) : query.isError ? (
        <ListProblem
          error={query.error}
          fallback="Your records could not be loaded."
          onRetry={() => void query.refetch()}
        />
      ) : (
        <ListLoading />
      )}
    </BookingFrame>
  );
}
