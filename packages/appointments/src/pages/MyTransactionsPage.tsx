import { type ReactNode } from 'react';
import { AppointmentListPage } from '../components/AppointmentListPage';
import { useAppointmentTexts } from '../shared';

/**
 * /my-transactions (SPEC §2): the consultations money moved for, as the same cards as My Appointments with
 * the payment's status and reference; Follow Up shows whenever the consultation happened.
 */
export function MyTransactionsPage(): ReactNode {
  const t = useAppointmentTexts();
  return (
    <AppointmentListPage
      list="transactions"
      title={t('My Transactions')}
      empty={t('No transactions yet')}
    />
  );
}
