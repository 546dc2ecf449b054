import { type ReactNode } from 'react';
import { useCurrentUser } from '@medibridge/api-client';
import { BookingFrame, useAppointmentTexts } from '../shared';
import { useAppointmentListQuery } from '../records';
import { ListLoading, ListProblem, NothingYet } from '../components/ListStates';
import { AppointmentCards } from '../components/AppointmentCards';

/**
 * /my-appointment (SPEC §2): one card per appointment, newest first, with Call, Cancel, Follow Up and View as
 * SPEC §4 allows them (and Complete payment while a payment is open). The list is asked again on every visit.
 */
export function MyAppointmentsPage(): ReactNode {
  const t = useAppointmentTexts();
  const user = useCurrentUser();
  const list = useAppointmentListQuery(user?.id ?? '', {
    skip: !user,
    refetchOnMountOrArgChange: true,
  });
  return (
    <BookingFrame title={t('My Appointments')} wide>
      {list.data && user ? (
        list.data.length > 0 ? (
          <AppointmentCards records={list.data} list="appointments" userId={user.id} />
        ) : (
          <NothingYet title={t('No appointments yet')} />
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
