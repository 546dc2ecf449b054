import { type ReactNode } from 'react';
import { AppointmentListPage } from '../components/AppointmentListPage';
import { useRecordsTexts } from '../i18n/records';

/**
 * /my-appointment (SPEC §2): one card per appointment, newest first, with Call, Cancel, Follow Up and View as
 * SPEC §4 allows them (and Complete payment while a payment is open). The list is asked again on every visit.
 */
export function MyAppointmentsPage(): ReactNode {
  const t = useRecordsTexts();
  return (
    <AppointmentListPage
      list="appointments"
      title={t('My Appointments')}
      empty={t('No appointments yet')}
    />
  );
}
